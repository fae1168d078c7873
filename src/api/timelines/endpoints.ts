import { requestPage, type Page } from '@/lib/http'
import type { Status } from '../statuses/types'

/** Page size of every timeline (spec §9). */
export const PAGE_SIZE = 20

export type TimelineSource =
  { kind: 'home' } | { kind: 'local' } | { kind: 'federated' } | { kind: 'tag'; name: string }

function timelinePath(source: TimelineSource): { path: string; query: Record<string, string | boolean> } {
  switch (source.kind) {
    case 'home':
      return { path: '/api/v1/timelines/home', query: {} }
    case 'local':
      return { path: '/api/v1/timelines/public', query: { local: true } }
    case 'federated':
      return { path: '/api/v1/timelines/public', query: { local: false } }
    case 'tag':
      return { path: `/api/v1/timelines/tag/${encodeURIComponent(source.name)}`, query: {} }
  }
}

/** One page of a timeline, older than `maxId` when given. */
export function getTimelinePage(
  source: TimelineSource,
  maxId: string | null,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  const { path, query } = timelinePath(source)
  return requestPage<Status>(path, {
    signal,
    requireAuth: source.kind === 'home',
    query: { ...query, limit: PAGE_SIZE, ...(maxId ? { max_id: maxId } : {}) },
  })
}

/**
 * The cursor of the page after `page`, or undefined at the end of the list. The server's Link
 * header says where the next page starts; a page without one, or shorter than PAGE_SIZE, is the
 * last. Only the cursor is taken from the Link URL (Mitra builds it from its own view of the host,
 * which behind a proxy is not the origin the client talks to), and the request is rebuilt here.
 */
export function nextMaxId(page: Page<Status>): string | undefined {
  if (page.items.length < PAGE_SIZE || !page.next) return undefined
  try {
    const cursor = new URL(page.next, 'http://localhost').searchParams.get('max_id')
    if (cursor) return cursor
  } catch {
    // An unreadable Link URL: fall back to the cursor Mitra's own client uses.
  }
  return page.items.at(-1)?.id
}
