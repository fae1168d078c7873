import { requestJson } from '@/lib/http'
import type { Account } from '../accounts/types'

export const DIRECTORY_PAGE_SIZE = 20

/** GET /api/v1/directory by offset (omitted on the first page) and limit. */
export function getDirectory(offset: number, signal?: AbortSignal): Promise<Account[]> {
  return requestJson<Account[]>('/api/v1/directory', {
    signal,
    requireAuth: true,
    query: { ...(offset > 0 ? { offset } : {}), limit: DIRECTORY_PAGE_SIZE },
  })
}

/** Show more profiles when the loaded count is at least the page size and a multiple of it. */
export function hasMoreProfiles(loaded: number): boolean {
  return loaded >= DIRECTORY_PAGE_SIZE && loaded % DIRECTORY_PAGE_SIZE === 0
}
