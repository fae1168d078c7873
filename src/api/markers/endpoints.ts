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

/** The home marker (the newest post the reader has seen), or null when none was stored yet. */
export async function getHomeMarker(signal?: AbortSignal): Promise<Marker | null> {
  const markers = await requestJson<Markers>('/api/v1/markers', {
    signal,
    requireAuth: true,
    query: { 'timeline[]': 'home' },
  })
  return markers.home ?? null
}

/**
 * Saves the reading position of home. Sent with the literal key of Mitra 3.21's schema; a server
 * that answers without a home marker leaves the result null (the caller keeps its own value).
 */
export async function updateHomeMarker(lastReadId: string): Promise<Marker | null> {
  const markers = await requestJson<Markers>('/api/v1/markers', {
    method: 'POST',
    requireAuth: true,
    json: { 'home[last_read_id]': lastReadId },
    // Often sent as the tab closes (pagehide): the save must not die with the page.
    keepalive: true,
  })
  return markers.home ?? null
}
