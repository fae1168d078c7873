import { requestJson } from '@/lib/http'
import type { Marker, Markers } from './types'

/** The notifications marker, or null when none was stored yet. */
export async function getNotificationMarker(signal?: AbortSignal): Promise<Marker | null> {
  const markers = await requestJson<Markers>('/api/v1/markers', {
    signal,
    requireAuth: true,
    query: { 'timeline[]': 'notifications' },
  })
  return markers.notifications ?? null
}

/** Marks the notifications up to `lastReadId` as read. */
export async function updateNotificationMarker(lastReadId: string): Promise<Marker | null> {
  const markers = await requestJson<Markers>('/api/v1/markers', {
    method: 'POST',
    requireAuth: true,
    json: { notifications: { last_read_id: lastReadId } },
  })
  return markers.notifications ?? null
}
