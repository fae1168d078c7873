import { requestJson } from '@/lib/http'
import type { Relationship } from './types'

/** Account ids without duplicates, in first-seen order. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter(Boolean))]
}

/**
 * The relationships with many accounts in one call (id[0], id[1]... deduplicated, spec §7);
 * an empty list answers without calling the server.
 */
export async function getRelationships(ids: readonly string[], signal?: AbortSignal): Promise<Relationship[]> {
  const unique = uniqueIds(ids)
  if (unique.length === 0) return []
  return requestJson<Relationship[]>('/api/v1/accounts/relationships', {
    query: { id: unique },
    signal,
    requireAuth: true,
  })
}

const accountPath = (id: string) => `/api/v1/accounts/${encodeURIComponent(id)}`

export const muteAccount = (id: string) =>
  requestJson<Relationship>(`${accountPath(id)}/mute`, { method: 'POST', requireAuth: true })
export const unmuteAccount = (id: string) =>
  requestJson<Relationship>(`${accountPath(id)}/unmute`, { method: 'POST', requireAuth: true })

export type FollowOptions = { reblogs?: boolean; replies?: boolean }

/** POST follow with { reblogs, replies } (the server defaults both to true). */
export const followAccount = (id: string, options: FollowOptions = {}) =>
  requestJson<Relationship>(`${accountPath(id)}/follow`, {
    method: 'POST',
    json: { reblogs: options.reblogs ?? true, replies: options.replies ?? true },
    requireAuth: true,
  })
export const unfollowAccount = (id: string) =>
  requestJson<Relationship>(`${accountPath(id)}/unfollow`, { method: 'POST', requireAuth: true })
export const removeFromFollowers = (id: string) =>
  requestJson<Relationship>(`${accountPath(id)}/remove_from_followers`, { method: 'POST', requireAuth: true })
export const authorizeFollowRequest = (id: string) =>
  requestJson<Relationship>(`/api/v1/follow_requests/${encodeURIComponent(id)}/authorize`, {
    method: 'POST',
    requireAuth: true,
  })
export const rejectFollowRequest = (id: string) =>
  requestJson<Relationship>(`/api/v1/follow_requests/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    requireAuth: true,
  })
