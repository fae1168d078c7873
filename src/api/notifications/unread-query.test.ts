import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { unreadCountQuery } from './queries'

const page = (ids: number[]) => ids.map((id) => ({ id: String(id), type: 'follow', account: { id: 'a' }, status: null }))

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('unreadCountQuery', () => {
  it('counts the first page against the marker', async () => {
    session.setToken('token')
    const { calls } = stubFetch((req) =>
      req.path === '/api/v1/markers'
        ? jsonResponse(200, { notifications: { last_read_id: '9', version: 0, updated_at: 'x' } })
        : jsonResponse(200, page([12, 11, 10, 9, 8])),
    )
    expect(await new QueryClient().fetchQuery(unreadCountQuery())).toEqual({ count: 3, full: false })
    const marker = calls.find((c) => c.path === '/api/v1/markers')!
    expect(marker.url.searchParams.get('timeline[]')).toBe('notifications')
    expect(calls.find((c) => c.path === '/api/v1/notifications')!.url.searchParams.get('limit')).toBe('20')
  })

  it('counts everything when there is no marker, and says when the page was full', async () => {
    session.setToken('token')
    stubFetch((req) =>
      req.path === '/api/v1/markers' ? jsonResponse(200, {}) : jsonResponse(200, page(Array.from({ length: 20 }, (_, i) => 100 - i))),
    )
    expect(await new QueryClient().fetchQuery(unreadCountQuery())).toEqual({ count: 20, full: true })
  })
})
