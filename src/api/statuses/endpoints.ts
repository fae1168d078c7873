import { requestJson } from '@/lib/http'
import type { Status } from './types'

export const statusPath = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`

export const getStatus = (id: string, signal?: AbortSignal) => requestJson<Status>(statusPath(id), { signal })

/** The whole thread the post belongs to, the post included (unpaged). */
export const getThread = (id: string, signal?: AbortSignal) =>
  requestJson<Status[]>(`${statusPath(id)}/thread`, { signal })

/** What a post was written as: markdown for posts made here, HTML for some older or imported ones. */
export type StatusSource = {
  id: string
  content_type: 'text/markdown' | 'text/html' | (string & {})
  text: string
  /** Mitra 5.6 and later. */
  title?: string | null
  spoiler_text?: string
}

export const getStatusSource = (id: string, signal?: AbortSignal) =>
  requestJson<StatusSource>(`${statusPath(id)}/source`, { signal, requireAuth: true })

/** Deletes a post; Mitra answers with the deleted post plus its source `text`. */
export const deleteStatus = (id: string) =>
  requestJson<Status & { text?: string }>(statusPath(id), { method: 'DELETE', requireAuth: true })
