import { requestJson } from '@/lib/http'
import type { CustomEmoji } from '../accounts/types'
import type { Status, Visibility } from './types'

const statusPath = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`

export const getStatus = (id: string, signal?: AbortSignal) => requestJson<Status>(statusPath(id), { signal })

/** The whole thread the post belongs to, the post included (unpaged). */
export const getThread = (id: string, signal?: AbortSignal) =>
  requestJson<Status[]>(`${statusPath(id)}/thread`, { signal })

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
    },
  })
}

export type StatusEdit = {
  status: string
  mediaIds: readonly string[]
  sensitive: boolean
  quoteId?: string | null
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
    },
  })
}

/** What a post was written as: markdown for posts made here, HTML for some older or imported ones. */
export type StatusSource = {
  id: string
  content_type: 'text/markdown' | 'text/html' | (string & {})
  text: string
  spoiler_text?: string
}

export const getStatusSource = (id: string, signal?: AbortSignal) =>
  requestJson<StatusSource>(`${statusPath(id)}/source`, { signal, requireAuth: true })

export type StatusPreview = { content: string; emojis: CustomEmoji[] }

/** Renders markdown the way the server will publish it, without publishing. */
export const previewStatus = (text: string) =>
  requestJson<StatusPreview>('/api/v1/statuses/preview', {
    method: 'POST',
    requireAuth: true,
    json: { status: text, content_type: 'text/markdown' },
  })

/** Deletes a post; Mitra answers with the deleted post plus its source `text`. */
export const deleteStatus = (id: string) =>
  requestJson<Status & { text?: string }>(statusPath(id), { method: 'DELETE', requireAuth: true })
