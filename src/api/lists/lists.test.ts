import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, uuidOf } from '@/lib/testing/fixtures'
import type { Account } from '../accounts/types'
import { timelineKeys } from '../timelines/queries'
import {
  addCustomFeedMember,
  createCustomFeed,
  getCustomFeeds,
  MEMBERS_PAGE_SIZE,
  removeCustomFeedMember,
  type MembersPage,
} from './endpoints'
import { feedCreated, feedDeleted, feedRenamed, memberAdded, memberRemoved } from './mutations'
import { customFeedKeys, customFeedMembersQuery } from './queries'
import type { CustomFeed } from './types'

const account = (id: string) => ({ id, username: id, acct: id }) as Account
const accounts = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => account(`a${String(from + i).padStart(2, '0')}`))
/** Members as the server sends them (full accounts, UUID ids). */
const wireAccounts = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) =>
    makeAccount({ id: uuidOf(from + i), username: `a${String(from + i).padStart(2, '0')}` }),
  )

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('endpoints', () => {
  it('reads integer ids (Mitra 3.21) and string ids (later) as strings', async () => {
    session.setToken('token')
    stubFetch(() =>
      jsonResponse(200, [
        { id: 7, title: 'Old', replies_policy: 'followed', exclusive: false },
        { id: '8', title: 'New', replies_policy: 'followed', exclusive: true },
      ]),
    )
    expect(await getCustomFeeds()).toEqual([
      { id: '7', title: 'Old' },
      { id: '8', title: 'New' },
    ])
  })

  it('creates with a title, adds one account in a body array and removes it by account_ids[0]', async () => {
    session.setToken('token')
    const { calls } = stubFetch((req) =>
      jsonResponse(
        200,
        req.method === 'POST' && req.path === '/api/v1/lists'
          ? { id: 3, title: 'Cats', replies_policy: 'followed', exclusive: false }
          : {},
      ),
    )
    expect(await createCustomFeed('Cats')).toEqual({ id: '3', title: 'Cats' })
    await addCustomFeedMember('3', 'acc-1')
    await removeCustomFeedMember('3', 'acc-1')
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/v1/lists', { title: 'Cats' }],
      ['POST', '/api/v1/lists/3/accounts', { account_ids: ['acc-1'] }],
      ['DELETE', '/api/v1/lists/3/accounts', null],
    ])
    expect(calls[2]?.url.search).toBe('?account_ids%5B0%5D=acc-1')
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token')
  })

  it('refuses without a session', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, []))
    await expect(getCustomFeeds()).rejects.toMatchObject({ message: 'user must be authenticated' })
    expect(calls).toHaveLength(0)
  })
})

describe('customFeedMembersQuery', () => {
  it('asks for 20 and pages by the last account id while pages come back full', async () => {
    session.setToken('token')
    const { calls } = stubFetch((req) =>
      jsonResponse(
        200,
        req.url.searchParams.has('max_id') ? wireAccounts(3, MEMBERS_PAGE_SIZE) : wireAccounts(MEMBERS_PAGE_SIZE),
      ),
    )
    const qc = new QueryClient()
    const observer = new InfiniteQueryObserver(qc, customFeedMembersQuery('5'))
    await observer.refetch()
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ limit: '20' })
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    const result = await observer.fetchNextPage()
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual({ limit: '20', max_id: uuidOf(19) })
    expect(result.data?.pages.flatMap((p) => p.items)).toHaveLength(23)
    expect(result.hasNextPage).toBe(false)
  })
})

describe('cache updates', () => {
  const feeds: CustomFeed[] = [
    { id: '1', title: 'One' },
    { id: '2', title: 'Two' },
  ]
  const members = (pages: MembersPage[]): InfiniteData<MembersPage, string | null> => ({
    pages,
    pageParams: pages.map((_, i) => (i === 0 ? null : `p${i}`)),
  })

  it('adds a created feed to the end of the index and keeps it as a detail', () => {
    const qc = new QueryClient()
    qc.setQueryData(customFeedKeys.index(), feeds)
    feedCreated(qc, { id: '3', title: 'Three' })
    expect(qc.getQueryData(customFeedKeys.index())).toEqual([...feeds, { id: '3', title: 'Three' }])
    expect(qc.getQueryData(customFeedKeys.detail('3'))).toEqual({ id: '3', title: 'Three' })
    expect(feeds).toHaveLength(2)
  })

  it('leaves an index that was never loaded alone', () => {
    const qc = new QueryClient()
    feedCreated(qc, { id: '3', title: 'Three' })
    expect(qc.getQueryData(customFeedKeys.index())).toBeUndefined()
  })

  it('renames a feed in the index and its detail', () => {
    const qc = new QueryClient()
    qc.setQueryData(customFeedKeys.index(), feeds)
    qc.setQueryData(customFeedKeys.detail('2'), feeds[1])
    feedRenamed(qc, { id: '2', title: 'Deux' })
    expect(qc.getQueryData(customFeedKeys.index())).toEqual([
      { id: '1', title: 'One' },
      { id: '2', title: 'Deux' },
    ])
    expect(qc.getQueryData(customFeedKeys.detail('2'))).toEqual({ id: '2', title: 'Deux' })
    expect(feeds[1]).toEqual({ id: '2', title: 'Two' })
  })

  it('removes a deleted feed from the index and refreshes home', () => {
    const qc = new QueryClient()
    qc.setQueryData(customFeedKeys.index(), feeds)
    qc.setQueryData(timelineKeys.home(), { pages: [], pageParams: [] })
    feedDeleted(qc, '1')
    expect(qc.getQueryData(customFeedKeys.index())).toEqual([{ id: '2', title: 'Two' }])
    expect(qc.getQueryState(timelineKeys.home())?.isInvalidated).toBe(true)
  })

  it('shows an added member first, once, and refreshes the feed and home timelines', () => {
    const qc = new QueryClient()
    const full = accounts(MEMBERS_PAGE_SIZE)
    qc.setQueryData(
      customFeedKeys.members('5'),
      members([
        { items: full, next: 'a19' },
        { items: accounts(2, 20), next: null },
      ]),
    )
    qc.setQueryData(customFeedKeys.timeline('5'), { pages: [], pageParams: [] })
    memberAdded(qc, '5', account('new'))
    memberAdded(qc, '5', account('new'))
    const data = qc.getQueryData<InfiniteData<MembersPage>>(customFeedKeys.members('5'))
    expect(data?.pages[0]?.items.map((a) => a.id).slice(0, 2)).toEqual(['new', 'a00'])
    expect(data?.pages[0]?.items).toHaveLength(21)
    expect(data?.pages[0]?.next).toBe('a19')
    expect(full).toHaveLength(MEMBERS_PAGE_SIZE)
    expect(qc.getQueryState(customFeedKeys.timeline('5'))?.isInvalidated).toBe(true)
  })

  it('drops a removed member from whichever page holds it, keeping the cursors', () => {
    const qc = new QueryClient()
    qc.setQueryData(
      customFeedKeys.members('5'),
      members([
        { items: accounts(20), next: 'a19' },
        { items: accounts(2, 20), next: null },
      ]),
    )
    memberRemoved(qc, '5', 'a05')
    memberRemoved(qc, '5', 'a21')
    const data = qc.getQueryData<InfiniteData<MembersPage>>(customFeedKeys.members('5'))
    expect(data?.pages.map((p) => p.items.length)).toEqual([19, 1])
    expect(data?.pages[0]?.next).toBe('a19')
    expect(data?.pages.flatMap((p) => p.items).some((a) => a.id === 'a05')).toBe(false)
  })

  it('keeps the timeline key under the timelines prefix', () => {
    expect(customFeedKeys.timeline('5')).toEqual([...timelineKeys.all, 'list', '5'])
  })
})
