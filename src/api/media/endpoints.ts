import { requestJson } from '@/lib/http'
import type { Attachment } from '../statuses/types'

/** An attachment description as Mitra stores it: trimmed, and null when empty (spec §5). */
export function normalizeDescription(description: string | null | undefined): string | null {
  const trimmed = (description ?? '').trim()
  return trimmed === '' ? null : trimmed
}

/** PUT /api/v1/media/{id}: sets or clears the description of an uploaded attachment. */
export const updateMediaDescription = (id: string, description: string | null) =>
  requestJson<Attachment>(`/api/v1/media/${encodeURIComponent(id)}`, {
    method: 'PUT',
    requireAuth: true,
    json: { description: normalizeDescription(description) },
  })
