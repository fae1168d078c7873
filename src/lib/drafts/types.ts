import type { Attachment, Visibility } from '@/api/statuses/types'

/**
 * What a draft is for: 'new' (a new post), 'group:<group id>' (a new post to a group),
 * 'reply:<post id>' or 'quote:<post id>'. Edits never keep drafts.
 */
export type DraftContext = string

export type DraftPoll = {
  options: string[]
  duration: number
  unit: 'hour' | 'day'
  multiple: boolean
}

/** An attachment already uploaded: the server's object and the description as typed. */
export type DraftMedia = { attachment: Attachment; description: string }

/** The post a reply or quote is about, for listing the draft. */
export type DraftTarget = { postId: string; acct: string; excerpt: string }

/** The fields of the composer a draft keeps (spec §4 Editor). */
export type DraftFields = {
  text: string
  /** The post's title (Mitra 5.6+); absent in drafts kept before titles. */
  title?: string
  sensitive: boolean
  visibility: Visibility | null
  poll: DraftPoll | null
  media: DraftMedia[]
  target: DraftTarget | null
  /** Sent on every attempt until one succeeds, so a retry never publishes twice. */
  idempotencyKey: string
}

export type Draft = DraftFields & {
  accountId: string
  context: DraftContext
  /** Milliseconds since the epoch. */
  updatedAt: number
}

/** The store's key of a draft: one per account and context. */
export function draftStoreKey(accountId: string, context: DraftContext): string {
  return `${accountId}/${context}`
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** A stored value read back: only well-formed drafts count (older or foreign data is ignored). */
export function isDraft(value: unknown): value is Draft {
  if (!isObject(value)) return false
  return (
    typeof value.accountId === 'string' &&
    typeof value.context === 'string' &&
    typeof value.text === 'string' &&
    typeof value.updatedAt === 'number' &&
    typeof value.idempotencyKey === 'string' &&
    Array.isArray(value.media) &&
    (value.poll === null || (isObject(value.poll) && Array.isArray(value.poll.options)))
  )
}
