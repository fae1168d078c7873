import { requestJson } from '@/lib/http'
import type { CustomEmoji } from './types'

/** The instance's own custom emojis (Mitra lists local ones only); no token needed. */
export const getCustomEmojis = (signal?: AbortSignal) =>
  requestJson<CustomEmoji[]>('/api/v1/custom_emojis', { signal, auth: false })
