import { requestJson } from '@/lib/http'
import type { Account } from '../accounts/types'
import { mitraAtLeast } from '../instance/mitra-version'
import type { Instance } from '../instance/types'

export const DIRECTORY_PAGE_SIZE = 20

/**
 * How the directory is ordered: by latest post (`active`) or by username. Mitra takes `order`
 * since 4.6.0, `active` by default and any other value by username; 3.21 orders by username only.
 */
export type DirectoryOrder = 'active' | 'username'

/** Whether the instance orders the directory as asked (Mitra 4.6.0). */
export const canOrderDirectory = (instance: Pick<Instance, 'version'> | null | undefined) =>
  mitraAtLeast(instance, '4.6.0')

/** GET /api/v1/directory by offset (omitted on the first page) and limit, in `order` when given. */
export function getDirectory(offset: number, order: DirectoryOrder | null, signal?: AbortSignal): Promise<Account[]> {
  return requestJson<Account[]>('/api/v1/directory', {
    signal,
    requireAuth: true,
    query: { ...(offset > 0 ? { offset } : {}), limit: DIRECTORY_PAGE_SIZE, ...(order ? { order } : {}) },
  })
}

/** Show more profiles when the loaded count is at least the page size and a multiple of it. */
export function hasMoreProfiles(loaded: number): boolean {
  return loaded >= DIRECTORY_PAGE_SIZE && loaded % DIRECTORY_PAGE_SIZE === 0
}
