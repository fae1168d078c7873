import { requestPage, type Page } from '@/lib/http'
import { sameOriginPath } from '../bookmarks/endpoints'
import type { Conversation } from './types'

/** One page of the member's direct conversations (Mitra 4.20+); the next from the Link URL. */
export function getConversations(next: string | null, signal?: AbortSignal): Promise<Page<Conversation>> {
  return requestPage<Conversation>(next ? sameOriginPath(next) : '/api/v1/conversations', {
    signal,
    requireAuth: true,
  })
}
