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

/**
 * Marks the notifications up to `lastReadId` as read. Sent as JSON with the literal key: the only
 * form Mitra 3.21 reads (its MarkerCreateData knows no nested `{notifications: {last_read_id}}`
 * and answers 400 "marker data is missing" to it); 5.9 reads the literal key as well.
 */
export async function updateNotificationMarker(lastReadId: string): Promise<Marker | null> {
  const markers = await requestJson<Markers>('/api/v1/markers', {
    method: 'POST',
    requireAuth: true,
    json: { 'notifications[last_read_id]': lastReadId },
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
 * Saves the reading position of home. Sent with the literal key, which Mitra 3.21 and 5.9 both
 * read (one marker per request: both set home first when a body has both keys); a server that
 * answers without a home marker leaves the result null (the caller keeps its own value).
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
