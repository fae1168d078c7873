import type { InfiniteData } from '@tanstack/react-query'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Page } from '@/lib/http'
import type { Account } from '../accounts/types'
import { statusKeys } from '../statuses/queries'
import type { Status } from '../statuses/types'
import { livePollKeys, newPostsOf, showNewPosts, withNewPosts } from './live'
import { MAX_POLL_MS, POLL_MS, pollDelay } from './poll-delay'
import { timelineKeys } from './queries'

const account = { id: 'a1', username: 'alice', acct: 'alice' } as Account
const post = (n: number) =>
  ({ id: `p${String(n).padStart(3, '0')}`, account, content: '', reblog: null }) as unknown as Status
const range = (from: number, to: number) => {
  const out: Status[] = []
  for (let n = from; n >= to; n--) out.push(post(n))
  return out
}
/** The reader, when not alice (who wrote the posts above). */
const OTHER = 'someone-else'
const bob = { id: 'b1', username: 'bob', acct: 'bob' } as Account
const repost = (n: number, of: Status, by: Account = bob) => ({ ...post(n), account: by, reblog: of }) as Status
const page = (items: Status[], next: string | null = null): Page<Status> => ({ items, next })
const home = (...pages: Page<Status>[]): InfiniteData<Page<Status>> => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)),
})

describe('pollDelay', () => {
  const ok = { status: 'success', dataUpdatedAt: 1000, errorUpdatedAt: 0, errorUpdateCount: 0 }
  it('waits the base interval while polls succeed', () => {
    expect(pollDelay(ok)).toBe(POLL_MS)
    expect(pollDelay(ok, 60_000)).toBe(60_000)
  })
  it('backs off exponentially after failures, up to the maximum', () => {
    const failed = (since: number, count = 1) => ({
      status: 'error',
      dataUpdatedAt: 1000,
      errorUpdatedAt: 1000 + since,
      errorUpdateCount: count,
    })
    const first = pollDelay(failed(POLL_MS))
    expect(first).toBe(2 * POLL_MS)
    const second = pollDelay(failed(POLL_MS + first))
    expect(second).toBeGreaterThan(first)
    expect(pollDelay(failed(POLL_MS + first + second))).toBe(MAX_POLL_MS)
    expect(pollDelay(failed(60 * 60_000))).toBe(MAX_POLL_MS)
  })
  it('backs off by the number of failures when no poll ever succeeded', () => {
    const never = (count: number) => ({ status: 'error', dataUpdatedAt: 0, errorUpdatedAt: 5, errorUpdateCount: count })
    expect(pollDelay(never(1))).toBe(2 * POLL_MS)
    expect(pollDelay(never(2))).toBe(4 * POLL_MS)
    expect(pollDelay(never(9))).toBe(MAX_POLL_MS)
  })
})

describe('newPostsOf', () => {
  it('holds the polled posts newer than the newest loaded one', () => {
    const loaded = home(page(range(20, 1)))
    expect(newPostsOf(loaded, page(range(23, 4)), OTHER)).toEqual({ items: range(23, 21), count: 3, gap: false })
  })
  it('finds nothing new when the polled page is what is loaded, or nothing is loaded', () => {
    expect(newPostsOf(home(page(range(20, 1))), page(range(20, 1)), OTHER)).toEqual({ items: [], count: 0, gap: false })
    expect(newPostsOf(home(page([])), page(range(3, 1)), OTHER).items).toEqual([])
    expect(newPostsOf(undefined, page(range(3, 1)), OTHER).items).toEqual([])
    expect(newPostsOf(home(page(range(3, 1))), undefined, OTHER).items).toEqual([])
  })
  it('ignores posts older than the top (a deleted top post) and ones already loaded', () => {
    const loaded = home(page([post(10), post(8), post(7)]))
    expect(newPostsOf(loaded, page([post(11), post(9), post(8)]), OTHER).items).toEqual([post(11)])
  })
  it("counts the reader's own posts and reposts as held, not as news", () => {
    const loaded = home(page(range(20, 1)))
    const news = newPostsOf(loaded, page([post(22), post(21), ...range(20, 3)]), account.id)
    expect(news.items).toEqual([post(22), post(21)])
    expect(news.count).toBe(0)
  })
  it('leaves out a repost of a post on screen, and a post on screen as a repost, whoever reposted it', () => {
    const loaded = home(page([repost(10, post(3)), ...range(9, 4)]))
    // Bob reposts p008 (on screen); alice reposts p005 (on screen); p003 is on screen as Bob's repost.
    const news11 = { ...post(11), account: bob } as Status
    const polled = page([
      repost(13, post(8)),
      repost(12, post(5), account),
      news11,
      repost(10, post(3)),
      ...range(9, 4),
    ])
    const news = newPostsOf(loaded, polled, account.id)
    expect(news.items).toEqual([news11])
    expect(news.count).toBe(1)
  })
  it('shows a post reposted twice in one poll once, as the newer repost', () => {
    const loaded = home(page(range(9, 4)))
    const carol = { id: 'c1', username: 'carol', acct: 'carol' } as Account
    const polled = page([repost(13, post(2), carol), repost(12, post(2)), post(11), ...range(9, 4)])
    expect(newPostsOf(loaded, polled, OTHER).items.map((s) => s.id)).toEqual(['p013', 'p011'])
  })
  it('says when a full page of new posts may hide more', () => {
    const news = newPostsOf(home(page(range(5, 1))), page(range(40, 21)), OTHER)
    expect(news.items).toHaveLength(20)
    expect(news.gap).toBe(true)
  })
})

describe('withNewPosts', () => {
  it('puts the new posts on top of the first page and keeps the rest as it was', () => {
    const second = page(range(20, 1))
    const data = home(page(range(40, 21), 'next'), second)
    const polled = page(range(42, 23))
    const merged = withNewPosts(data, polled, newPostsOf(data, polled, OTHER))
    expect(merged.pages[0]!.items.map((s) => s.id)).toEqual(range(42, 21).map((s) => s.id))
    expect(merged.pages[0]!.next).toBe('next')
    expect(merged.pages[1]).toBe(second)
    expect(merged.pageParams).toBe(data.pageParams)
    expect(data.pages[0]!.items).toHaveLength(20)
  })
  it('starts again from the polled page after a gap', () => {
    const data = home(page(range(5, 1)))
    const polled = page(range(40, 21), 'n')
    expect(withNewPosts(data, polled, newPostsOf(data, polled, OTHER))).toEqual({ pages: [polled], pageParams: [null] })
  })
  it('returns the same data when nothing is new', () => {
    const data = home(page(range(5, 1)))
    expect(withNewPosts(data, page(range(5, 1)), { items: [], count: 0, gap: false })).toBe(data)
  })
})

describe('showNewPosts', () => {
  it('moves the held posts into home and primes them', () => {
    const qc = new QueryClient()
    qc.setQueryData(timelineKeys.home(), home(page(range(3, 1))))
    qc.setQueryData(livePollKeys.home(), page(range(5, 1)))
    showNewPosts(qc)
    const data = qc.getQueryData<InfiniteData<Page<Status>>>(timelineKeys.home())!
    expect(data.pages[0]!.items.map((s) => s.id)).toEqual(['p005', 'p004', 'p003', 'p002', 'p001'])
    expect(qc.getQueryData(statusKeys.detail('p005'))).toMatchObject({ id: 'p005' })
    expect(newPostsOf(data, qc.getQueryData(livePollKeys.home()), OTHER).items).toEqual([])
  })
})
