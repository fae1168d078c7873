import { requestJson } from '@/lib/http'
import type { Notification } from './types'

/** Page size of the notification list (spec §9). */
export const NOTIFICATIONS_PAGE_SIZE = 20

/** One page of notifications, older than `maxId` when given (paged by max_id). */
export function getNotifications(maxId: string | null, signal?: AbortSignal): Promise<Notification[]> {
  return requestJson<Notification[]>('/api/v1/notifications', {
    signal,
    requireAuth: true,
    query: { limit: NOTIFICATIONS_PAGE_SIZE, ...(maxId ? { max_id: maxId } : {}) },
  })
}
