import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeNotification } from '@/lib/testing/fixtures'
import { mergeNewer, NEWER_ROUNDS, pollNewerNotifications, type NotificationPages } from './newer'
import { notificationKeys, notificationListQuery } from './queries'
import type { Notification } from './types'

const page = (ids: number[]) => ids.map((id) => makeNotification(id) as unknown as Notification)
const ids = (data: NotificationPages | undefined) => data?.pages.map((p) => p.map((n) => Number(n.id)))
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i)

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('mergeNewer', () => {
  it('puts newer notifications on top of the first page and keeps the later pages', () => {
    const data = { pages: [page(range(40, 21)), page(range(20, 15))], pageParams: [null, '21'] }
    const merged = mergeNewer(data, page([43, 42, 41]))
    expect(ids(merged)).toEqual([range(43, 21), range(20, 15)])
    expect(merged.pageParams).toEqual([null, '21'])
  })

  it('gives a one-page list the newer ones as a page of their own, so its last page stays as loaded', () => {
    const data = { pages: [page(range(20, 1))], pageParams: [null] }
    const merged = mergeNewer(data, page([22, 21]))
    expect(ids(merged)).toEqual([[22, 21], range(20, 1)])
    expect(merged.pageParams).toEqual([null, null])
  })

  it('adds nothing the list already holds (a poll that lands after a refetch)', () => {
    const data = { pages: [page([12, 11, 10]), page([9])], pageParams: [null, '10'] }
    expect(ids(mergeNewer(data, page([13, 12, 11])))).toEqual([[13, 12, 11, 10], [9]])
    expect(mergeNewer(data, page([12, 11]))).toBe(data)
  })
})

describe('pollNewerNotifications', () => {
  /** A client holding the list as the notifications screen loads it. */
  async function holding(first: number[]) {
    session.setToken('token')
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const load = stubFetch(() => jsonResponse(200, page(first)))
    await queryClient.fetchInfiniteQuery(notificationListQuery(queryClient))
    vi.unstubAllGlobals()
    return { queryClient, loadCalls: load.calls }
  }
  const list = (queryClient: QueryClient) => queryClient.getQueryData<NotificationPages>(notificationKeys.list())

  it('asks only for what is newer than the newest held and merges it on top', async () => {
    const { queryClient } = await holding([12, 11, 10])
    const { calls } = stubFetch((req) =>
      req.url.searchParams.get('min_id') === '12' ? jsonResponse(200, page([14, 13])) : jsonResponse(500, {}),
    )
    expect(await pollNewerNotifications(queryClient)).toBe(2)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url.searchParams.get('max_id')).toBeNull()
    expect(calls[0]?.url.searchParams.get('limit')).toBe('20')
    expect(ids(list(queryClient))).toEqual([
      [14, 13],
      [12, 11, 10],
    ])
    // Nothing new: the list stays as it is.
    stubFetch(() => jsonResponse(200, []))
    expect(await pollNewerNotifications(queryClient)).toBe(0)
    expect(ids(list(queryClient))).toEqual([
      [14, 13],
      [12, 11, 10],
    ])
  })

  it('goes on page after page while they come full (Mitra answers the ones just above min_id)', async () => {
    const { queryClient } = await holding([10, 9])
    // 45 newer: 11 to 55; each answer is the 20 just above min_id, newest first.
    const { calls } = stubFetch((req) => {
      const min = Number(req.url.searchParams.get('min_id'))
      const above = range(Math.min(55, min + 20), min + 1)
      return jsonResponse(200, page(above))
    })
    expect(await pollNewerNotifications(queryClient)).toBe(45)
    expect(calls.map((c) => c.url.searchParams.get('min_id'))).toEqual(['10', '30', '50'])
    expect(ids(list(queryClient))).toEqual([range(55, 11), [10, 9]])
  })

  it(`stops after ${NEWER_ROUNDS} full pages; the next poll goes on from the newest it merged`, async () => {
    const { queryClient } = await holding([1])
    const { calls } = stubFetch((req) => {
      const min = Number(req.url.searchParams.get('min_id'))
      return jsonResponse(200, page(range(min + 20, min + 1)))
    })
    expect(await pollNewerNotifications(queryClient)).toBe(NEWER_ROUNDS * 20)
    expect(calls).toHaveLength(NEWER_ROUNDS)
    await pollNewerNotifications(queryClient)
    expect(calls[NEWER_ROUNDS]?.url.searchParams.get('min_id')).toBe(String(1 + NEWER_ROUNDS * 20))
  })

  it('reads the list again as before when it holds nothing', async () => {
    const { queryClient } = await holding([])
    const { calls } = stubFetch(() => jsonResponse(200, page([3, 2, 1])))
    expect(await pollNewerNotifications(queryClient)).toBe(0)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url.searchParams.has('min_id')).toBe(false)
    expect(ids(list(queryClient))).toEqual([[3, 2, 1]])
  })

  it('keeps Show more as it was: older pages follow the last page loaded by max_id', async () => {
    const { queryClient } = await holding(range(20, 1).map((n) => n + 100))
    stubFetch(() => jsonResponse(200, page([122, 121])))
    await pollNewerNotifications(queryClient)
    const { calls } = stubFetch(() => jsonResponse(200, page([100, 99])))
    const observer = new InfiniteQueryObserver(queryClient, notificationListQuery(queryClient))
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    await observer.fetchNextPage()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url.searchParams.get('max_id')).toBe('101')
    expect(ids(list(queryClient))?.at(-1)).toEqual([100, 99])
  })
})
