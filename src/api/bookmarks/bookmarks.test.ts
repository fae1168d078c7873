import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { statusKeys } from '../statuses/queries'
import { session } from '@/lib/session'
import { stubFetch } from '@/lib/testing/fetch-stub'
import { makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { bookmarksQuery } from './queries'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('bookmarks', () => {
  it('follows the Link URL (on the client origin) and primes each post', async () => {
    session.setToken('token')
    const post = makeWireStatus({ id: uuidOf(1) })
    const { calls } = stubFetch((req) => {
      const first = !req.url.searchParams.get('max_id')
      return new Response(JSON.stringify(first ? [post] : []), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          ...(first ? { Link: '<https://elsewhere.example/api/v1/bookmarks?max_id=7&limit=20>; rel="next"' } : {}),
        },
      })
    })
    const queryClient = new QueryClient()
    const query = bookmarksQuery(queryClient)
    const data = await queryClient.fetchInfiniteQuery(query)
    expect(queryClient.getQueryData(statusKeys.detail(post.id))).toEqual(post)
    const next = query.getNextPageParam(data.pages[0]!, data.pages, null, [null])
    expect(next).toBe('https://elsewhere.example/api/v1/bookmarks?max_id=7&limit=20')
    await queryClient.fetchInfiniteQuery({ ...query, pages: 2 })
    expect(calls[0]?.url.href).toBe('http://localhost/api/v1/bookmarks')
    expect(calls.at(-1)?.url.href).toBe('http://localhost/api/v1/bookmarks?max_id=7&limit=20')
  })
})
