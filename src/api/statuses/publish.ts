/**
 * Writing posts: publishing, editing and the preview. Apart from the rest of the statuses API
 * because only the composer's complete form (a lazy chunk) uses them, so home goes without them.
 */
import { requestJson } from '@/lib/http'
import type { CustomEmoji } from '../accounts/types'
import { statusPath } from './endpoints'
import type { Status, Visibility } from './types'

/** A poll as the composer sends it: option titles, duration in seconds, single or multiple choice. */
export type PollInput = { options: string[]; expiresIn: number; multiple: boolean }

/** Sent when a post has no poll: Mitra's own client always sends a duration (1 day). */
const NO_POLL_EXPIRES_IN = 86_400

export type NewStatus = {
  status: string
  visibility: Visibility
  inReplyToId?: string | null
  quoteId?: string | null
  mediaIds?: readonly string[]
  sensitive?: boolean
  poll?: PollInput | null
  /** ISO 639-1; sent only to Mitra 3.23 and later (supportsPostLanguage). */
  language?: string | null
  /**
   * The group to post to (supportsGroups). Never sent with a reply: Mitra 5.8+ refuses it there,
   * and a reply belongs to its conversation's group anyway.
   */
  groupId?: string | null
  /** Plain text; sent only when non-empty, only to Mitra 5.6 and later (supportsPostTitles). */
  title?: string | null
}

/**
 * Publishes a post. The idempotency key belongs to the draft: resending the same draft with the
 * same key makes the server answer with the post it already created instead of a second one.
 * Bracketed names are literal JSON keys, as Mitra reads them (`media_ids[]`, `poll[options][]`).
 */
export function createStatus(post: NewStatus, idempotencyKey: string): Promise<Status> {
  return requestJson<Status>('/api/v1/statuses', {
    method: 'POST',
    requireAuth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    json: {
      status: post.status,
      content_type: 'text/markdown',
      visibility: post.visibility,
      'media_ids[]': post.mediaIds ?? [],
      sensitive: post.sensitive ?? false,
      // An empty option list means no poll; the duration is always sent.
      'poll[options][]': post.poll?.options ?? [],
      'poll[expires_in]': post.poll?.expiresIn ?? NO_POLL_EXPIRES_IN,
      'poll[multiple]': post.poll?.multiple ?? false,
      ...(post.inReplyToId ? { in_reply_to_id: post.inReplyToId } : {}),
      ...(post.quoteId ? { quote_id: post.quoteId } : {}),
      ...(post.language ? { language: post.language } : {}),
      ...(post.groupId && !post.inReplyToId ? { group_id: post.groupId } : {}),
      ...(post.title ? { title: post.title } : {}),
    },
  })
}

export type StatusEdit = {
  status: string
  mediaIds: readonly string[]
  sensitive: boolean
  quoteId?: string | null
  /** Mitra 3.23+ replaces the post's language on every edit: an edit without it clears it. */
  language?: string | null
  /** Mitra 5.6+ replaces the post's title on every edit: an edit without it clears it. */
  title?: string | null
}

/** Saves an edited post (author only); the visibility and the poll cannot change. */
export function updateStatus(id: string, edit: StatusEdit): Promise<Status> {
  return requestJson<Status>(statusPath(id), {
    method: 'PUT',
    requireAuth: true,
    json: {
      status: edit.status,
      content_type: 'text/markdown',
      'media_ids[]': edit.mediaIds,
      sensitive: edit.sensitive,
      ...(edit.quoteId ? { quote_id: edit.quoteId } : {}),
      ...(edit.language ? { language: edit.language } : {}),
      ...(edit.title ? { title: edit.title } : {}),
    },
  })
}

export type StatusPreview = { content: string; emojis: CustomEmoji[] }

/** Renders markdown the way the server will publish it, without publishing. */
export const previewStatus = (text: string) =>
  requestJson<StatusPreview>('/api/v1/statuses/preview', {
    method: 'POST',
    requireAuth: true,
    json: { status: text, content_type: 'text/markdown' },
  })
