import { requestJson } from '@/lib/http'
import type { Status, Visibility } from './types'

const statusPath = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`

export const getStatus = (id: string, signal?: AbortSignal) => requestJson<Status>(statusPath(id), { signal })

/** The whole thread the post belongs to, the post included (unpaged). */
export const getThread = (id: string, signal?: AbortSignal) => requestJson<Status[]>(`${statusPath(id)}/thread`, { signal })

export type NewStatus = {
  status: string
  visibility: Visibility
  inReplyToId?: string | null
}

/**
 * Publishes a post. The idempotency key belongs to the draft: resending the same draft with the
 * same key makes the server answer with the post it already created instead of a second one.
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
      media_ids: [],
      sensitive: false,
      ...(post.inReplyToId ? { in_reply_to_id: post.inReplyToId } : {}),
    },
  })
}

/** Deletes a post; Mitra answers with the deleted post plus its source `text`. */
export const deleteStatus = (id: string) =>
  requestJson<Status & { text?: string }>(statusPath(id), { method: 'DELETE', requireAuth: true })
