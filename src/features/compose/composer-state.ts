import type { Visibility } from '@/api/statuses/types'
import { newPoll, type PollDraft } from './poll-rules'
import type { ComposerInitial } from './use-draft'

/** Everything the composer holds besides its attachments (which have their own hook). */
export type ComposerState = {
  text: string
  /** Where the caret is in the text (suggestions and emoji insertion). */
  caret: number
  /**
   * null until the person picks one: the visibility then follows the account's default, which may
   * still change (a user restored from the offline copy is refreshed once online).
   */
  visibility: Visibility | null
  sensitive: boolean
  poll: PollDraft | null
  /** Sent with every attempt until one succeeds. */
  idempotencyKey: string
  previewing: boolean
  /** How many posts this form has published (announced to screen readers). */
  published: number
  /** The media description reminder is open. */
  reminding: boolean
}

export type ComposerAction =
  | { type: 'text'; text: string; caret: number }
  | { type: 'caret'; caret: number }
  | { type: 'visibility'; visibility: Visibility }
  | { type: 'sensitive'; sensitive: boolean }
  | { type: 'poll'; poll: PollDraft | null }
  | { type: 'toggle-poll' }
  | { type: 'preview'; on: boolean }
  | { type: 'remind'; on: boolean }
  /** Published: a blank form with a fresh key; the visibility stays as chosen. */
  | { type: 'published'; idempotencyKey: string }

/** The state a form opens with; a stored visibility the mode does not offer is dropped. */
export function composerStart(
  initial: ComposerInitial,
  options: readonly Visibility[],
  idempotencyKey: string,
): ComposerState {
  return {
    text: initial.text,
    caret: initial.text.length,
    visibility: initial.visibility && options.includes(initial.visibility) ? initial.visibility : null,
    sensitive: initial.sensitive,
    poll: initial.poll,
    idempotencyKey,
    previewing: false,
    published: 0,
    reminding: false,
  }
}

/** The composer's state machine: one pure function from a state and an action to the next state. */
export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text, caret: action.caret }
    case 'caret':
      return { ...state, caret: action.caret }
    case 'visibility':
      return { ...state, visibility: action.visibility }
    case 'sensitive':
      return { ...state, sensitive: action.sensitive }
    case 'poll':
      return { ...state, poll: action.poll }
    case 'toggle-poll':
      return { ...state, poll: state.poll ? null : newPoll() }
    case 'preview':
      return { ...state, previewing: action.on }
    case 'remind':
      return { ...state, reminding: action.on }
    case 'published':
      return {
        ...state,
        text: '',
        caret: 0,
        sensitive: false,
        poll: null,
        previewing: false,
        idempotencyKey: action.idempotencyKey,
        published: state.published + 1,
      }
  }
}
