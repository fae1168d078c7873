import { request, requestJson } from '@/lib/http'
import type { AdminAccount } from './types'

/** Every account of the instance, newest first (one unpaged list, as Mitra sends it). */
export const getAdminAccounts = (signal?: AbortSignal) =>
  requestJson<AdminAccount[]>('/api/v2/admin/accounts', { signal, requireAuth: true })

/** Deletes an account (local or remote) and everything that is its own; Mitra answers 204. */
export const deleteAccountAsAdmin = (id: string) =>
  request(`/api/v1/admin/accounts/${encodeURIComponent(id)}`, { method: 'DELETE', requireAuth: true }).then(
    () => undefined,
  )

/** Deletes anyone's post; Mitra answers 204. */
export const deletePostAsAdmin = (id: string) =>
  request(`/api/v1/admin/posts/${encodeURIComponent(id)}`, { method: 'DELETE', requireAuth: true }).then(
    () => undefined,
  )
