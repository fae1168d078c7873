import type { Visibility } from '@/api/statuses/types'
import type { Draft, DraftFields, DraftMedia } from '@/lib/drafts'
import type { PollDraft } from './poll-rules'

/** What the form starts with: a stored draft, an edited post, or a blank (or "@author ") form. */
export type ComposerInitial = {
  text: string
  /** '' for none. */
  title: string
  sensitive: boolean
  /** null: the user's default. */
  visibility: Visibility | null
  poll: PollDraft | null
  media: readonly DraftMedia[]
  /** null: a fresh one. */
  idempotencyKey: string | null
}

/** Where a form's draft goes (edits have none). */
export type DraftSink = {
  /** Keeps the fields; `immediate` writes at once (before sending, so the idempotency key outlives the page). */
  save(fields: DraftFields, immediate?: boolean): void
  /** After publishing. */
  remove(): void
}

export function blankInitial(text = ''): ComposerInitial {
  return { text, title: '', sensitive: false, visibility: null, poll: null, media: [], idempotencyKey: null }
}

export function initialFromDraft(draft: Draft): ComposerInitial {
  return {
    text: draft.text,
    title: draft.title ?? '',
    sensitive: draft.sensitive,
    visibility: draft.visibility,
    poll: draft.poll ? { ...draft.poll, options: [...draft.poll.options] } : null,
    media: draft.media,
    idempotencyKey: draft.idempotencyKey,
  }
}

/** A draft with nothing in it beyond what a fresh form starts with is not kept. */
export function isEmptyDraft(fields: DraftFields, baseText: string): boolean {
  const text = fields.text.trim()
  return (
    (text === '' || text === baseText.trim()) &&
    !fields.title?.trim() &&
    fields.media.length === 0 &&
    fields.poll === null
  )
}
