import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '../accounts/types'
import { statusKeys } from '../statuses/queries'
import type { Status } from '../statuses/types'
import { nextMaxId, PAGE_SIZE } from './endpoints'
import { timelineKeys, timelineQuery, withoutCopies } from './queries'

const account = { id: 'a1', username: 'alice', acct: 'alice' } as Account
const post = (id: string, extra: Partial<Status> = {}) =>
  ({ id, account, content: '', reblog: null, pleroma: { quote: null }, ...extra }) as Status
const posts = (n: number, from = 0) => Array.from({ length: n }, (_, i) => post(`p${from + i}`))

describe('withoutCopies', () => {
  const repostOf = (id: string, of: Status) => post(id, { reblog: of })
  const pages = (...lists: Status[][]) => ({
    pages: lists.map((items, i) => ({ items, next: `n${i}` })),
    pageParams: lists.map((_, i) => (i ? `n${i - 1}` : null)),
  })

  it('keeps the newest entry of a post: a repost above the post, or above another repost of it', () => {
    const original = post('p1')
    const data = pages([repostOf('p9', original), post('p8')], [repostOf('p5', original), post('p2'), original])
    const kept = withoutCopies(data)
    expect(kept.pages.map((page) => page.items.map((s) => s.id))).toEqual([['p9', 'p8'], ['p2']])
    expect(kept.pages[0]).toBe(data.pages[0])
    expect(kept.pages[1]!.next).toBe('n1')
    expect(kept.pageParams).toBe(data.pageParams)
  })

  it('returns the same object when there is no copy, so that nothing re-renders', () => {
    const data = pages(posts(3), posts(3, 3))
    expect(withoutCopies(data)).toBe(data)
  })
})

describe('timelineKeys', () => {
  it('shares the timelines prefix', () => {
    expect(timelineKeys.home()).toEqual(['timelines', 'home'])
    expect(timelineKeys.local()).toEqual(['timelines', 'local'])
    expect(timelineKeys.federated()).toEqual(['timelines', 'federated'])
    expect(timelineKeys.tag('cats')).toEqual(['timelines', 'tag', 'cats'])
  })
})

describe('nextMaxId', () => {
  it('takes the cursor from the Link next URL', () => {
    const page = { items: posts(PAGE_SIZE), next: 'https://proxy.example/api/v1/timelines/home?limit=20&max_id=abc' }
    expect(nextMaxId(page)).toBe('abc')
  })
  it('ends without a Link next URL', () => {
    expect(nextMaxId({ items: posts(PAGE_SIZE), next: null })).toBeUndefined()
  })
  it('ends on a page shorter than the page size, even with a Link header', () => {
    expect(
      nextMaxId({ items: posts(PAGE_SIZE - 1), next: 'https://h.example/api/v1/timelines/home?max_id=x' }),
    ).toBeUndefined()
    expect(nextMaxId({ items: [], next: null })).toBeUndefined()
  })
  it("falls back to the last post's id when the Link URL has no cursor", () => {
    expect(nextMaxId({ items: posts(PAGE_SIZE), next: 'https://h.example/api/v1/timelines/home' })).toBe('p19')
  })
})

describe('timelineQuery', () => {
  afterEach(() => vi.unstubAllGlobals())

  function respond(items: Status[], link?: string) {
    const headers = new Headers({ 'Content-Type': 'application/json' })
    if (link) headers.set('Link', `<${link}>; rel="next"`)
    return new Response(JSON.stringify(items), { status: 200, headers })
  }

  it('pages the local timeline with limit 20 and the Link cursor, priming each post', async () => {
    const repost = post('r1', { reblog: post('orig') })
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        respond([...posts(19), repost], 'http://127.0.0.1:8080/api/v1/timelines/public?local=true&limit=20&max_id=r1'),
      )
      .mockResolvedValueOnce(respond(posts(3, 20)))
    vi.stubGlobal('fetch', fetchMock)
    const qc = new QueryClient()
    const options = timelineQuery(qc, { kind: 'local' })
    const observer = new InfiniteQueryObserver(qc, options)
    await observer.refetch()
    const first = new URL(fetchMock.mock.calls[0]![0] as string, 'http://x')
    expect(first.pathname).toBe('/api/v1/timelines/public')
    expect(Object.fromEntries(first.searchParams)).toEqual({ local: 'true', limit: '20' })
    expect(qc.getQueryData(statusKeys.detail('orig'))).toMatchObject({ id: 'orig' })
    expect(qc.getQueryData(statusKeys.detail('r1'))).toMatchObject({ id: 'r1' })

    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    const result = await observer.fetchNextPage()
    expect(result.data?.pages).toHaveLength(2)
    const second = new URL(fetchMock.mock.calls[1]![0] as string, 'http://x')
    expect(Object.fromEntries(second.searchParams)).toEqual({ local: 'true', limit: '20', max_id: 'r1' })
    expect(result.hasNextPage).toBe(false)
  })
})
