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
  return requestJson<Relationship[]>('/api/v1/accounts/relationships', { query: { id: unique }, signal, requireAuth: true })
}

const accountPath = (id: string) => `/api/v1/accounts/${encodeURIComponent(id)}`

export const muteAccount = (id: string) =>
  requestJson<Relationship>(`${accountPath(id)}/mute`, { method: 'POST', requireAuth: true })
export const unmuteAccount = (id: string) =>
  requestJson<Relationship>(`${accountPath(id)}/unmute`, { method: 'POST', requireAuth: true })
