import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import {
  accountListQuery,
  getAccountList,
  accountStatusesQuery,
  FEATURED,
  getAccountStatuses,
  linkPath,
  loadActivities,
  MEDIA,
  POSTS,
  POSTS_AND_REPLIES,
} from './profile'

beforeEach(() => session.setToken('token'))
afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

/** A page of `n` posts, numbered from `from`. */
const page = (n: number, from = 0) => Array.from({ length: n }, (_, i) => makeWireStatus({ id: uuidOf(from + i) }))
/** A page of `n` accounts. */
const accounts = (n: number) =>
  Array.from({ length: n }, (_, i) => makeAccount({ id: uuidOf(100 + i), username: `u${i}` }))

describe('account statuses', () => {
  it('always sends every filter with limit 20', async () => {
    const stub = stubFetch(() => jsonResponse(200, []))
    await getAccountStatuses('a1', POSTS, null)
    await getAccountStatuses('a1', POSTS_AND_REPLIES, 'm1')
    await getAccountStatuses('a1', FEATURED, null)
    await getAccountStatuses('a1', MEDIA, null)
    const params = stub.calls.map((c) => Object.fromEntries(c.url.searchParams))
    expect(stub.calls[0]?.path).toBe('/api/v1/accounts/a1/statuses')
    expect(params[0]).toEqual({
      exclude_replies: 'true',
      exclude_reblogs: 'false',
      pinned: 'false',
      only_media: 'false',
      limit: '20',
    })
    expect(params[1]).toMatchObject({ exclude_replies: 'false', max_id: 'm1' })
    expect(params[2]).toMatchObject({ pinned: 'true', exclude_replies: 'false' })
    expect(params[3]).toMatchObject({ only_media: 'true' })
  })

  it('pages by the max_id of the Link header, and stops on a short page', async () => {
    stubFetch((req) => {
      const first = !req.url.searchParams.get('max_id')
      return new Response(JSON.stringify(first ? page(20) : page(3, 20)), {
        headers: {
          'Content-Type': 'application/json',
          ...(first ? { Link: '<http://internal:8380/api/v1/accounts/a1/statuses?max_id=s19>; rel="next"' } : {}),
        },
      })
    })
    const client = new QueryClient()
    const options = accountStatusesQuery(client, 'a1', POSTS)
    const result = await client.fetchInfiniteQuery(options)
    const first = result.pages[0]
    expect(first && options.getNextPageParam(first, result.pages, null, result.pageParams)).toBe('s19')
  })
})

describe('followers and following', () => {
  it('asks the first page plainly and follows the Link URL on the API origin', async () => {
    const stub = stubFetch((req) =>
      req.url.searchParams.get('max_id')
        ? jsonResponse(200, [])
        : new Response(JSON.stringify(accounts(2)), {
            headers: {
              'Content-Type': 'application/json',
              Link: '<https://elsewhere.example/api/v1/accounts/a1/followers?max_id=7>; rel="next"',
            },
          }),
    )
    const client = new QueryClient()
    const options = accountListQuery('a1', 'followers')
    const result = await client.fetchInfiniteQuery(options)
    expect(stub.calls[0]?.url.search).toBe('')
    expect(stub.calls[0]?.path).toBe('/api/v1/accounts/a1/followers')
    const first = result.pages[0]
    const next = first ? options.getNextPageParam(first, result.pages, null, result.pageParams) : undefined
    expect(next).toBe('https://elsewhere.example/api/v1/accounts/a1/followers?max_id=7')
    await getAccountList('a1', 'followers', next ?? null)
    expect(stub.calls.at(-1)?.url.href).toBe('http://localhost/api/v1/accounts/a1/followers?max_id=7')
    expect(stub.calls.at(-1)?.headers.get('Authorization')).toBe('Bearer token')
  })

  it('keeps path and query of a Link URL', () => {
    expect(linkPath('https://a.example/api/v1/x?max_id=3')).toBe('/api/v1/x?max_id=3')
  })
})

describe('loadActivities', () => {
  it('posts load_activities with the JSON body Mitra 4.2+ requires ({collection: "outbox"}) and accepts 204', async () => {
    const stub = stubFetch(() => new Response(null, { status: 204 }))
    await expect(loadActivities('r1')).resolves.toBeNull()
    expect(stub.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/accounts/r1/load_activities',
      body: { collection: 'outbox' },
    })
    expect(stub.calls[0]?.headers.get('Content-Type')).toBe('application/json')
  })

  it('asks for the featured collection when told to', async () => {
    const stub = stubFetch(() => new Response(null, { status: 204 }))
    await expect(loadActivities('r1', 'featured')).resolves.toBeNull()
    expect(stub.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/accounts/r1/load_activities',
      body: { collection: 'featured' },
    })
  })

  it("rejects with the server's message when it refuses", async () => {
    stubFetch(() => errorResponse(404, 'profile not found'))
    await expect(loadActivities('r1')).rejects.toMatchObject({ status: 404, message: 'profile not found' })
  })
})
