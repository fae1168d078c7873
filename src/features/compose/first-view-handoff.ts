import type { ComposerState } from './composer-state'
import type { ComposerHandoff, ComposerResume } from './form-loader'
import type { ComposerInitial } from './use-draft'

export const NOTHING_ASKED: ComposerResume = {
  files: [],
  preview: false,
  mediaUrl: false,
  publish: false,
  selection: null,
}

/** What was asked of the first view so far, with one more request (files add up). */
export const askMore = (asked: ComposerResume, ask: Partial<ComposerResume>): ComposerResume => ({
  ...asked,
  ...ask,
  files: [...asked.files, ...(ask.files ?? [])],
})

/**
 * What the complete form takes over from the first view: its latest fields, what was asked
 * meanwhile, and the text box's selection when it has the focus.
 */
export function handoffOf(
  now: ComposerState,
  initial: ComposerInitial,
  asked: ComposerResume,
  el: HTMLTextAreaElement | null,
): ComposerHandoff {
  const focused = el !== null && document.activeElement === el
  return {
    initial: {
      ...initial,
      text: now.text,
      visibility: now.visibility,
      sensitive: now.sensitive,
      poll: now.poll && (initial.poll ?? now.poll),
      idempotencyKey: now.idempotencyKey,
    },
    resume: { ...asked, selection: focused ? { start: el.selectionStart, end: el.selectionEnd } : null },
  }
}
