import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { isPersistable } from './keys'
import { dehydrateOptions, MAX_AGE_MS, MAX_PAGES, MAX_QUERIES, withoutExpired, type PersistedRecord } from './policy'

const NOW = Date.parse('2026-11-26T12:00:00Z')

function stateOf(fill: (client: QueryClient) => void): DehydratedState {
  const client = new QueryClient()
  fill(client)
  return dehydrate(client)
}

/** What is written of a cache: what TanStack's dehydrate gives with the policy's options. */
function persisted(fill: (client: QueryClient) => void): DehydratedState {
  const client = new QueryClient()
  fill(client)
  return dehydrate(client, dehydrateOptions(client, NOW))
}

const keysOf = (state: DehydratedState) => state.queries.map((query) => query.queryKey)

describe('isPersistable', () => {
  it('keeps timelines, posts, threads, profiles, relationships and the instance', () => {
    for (const key of [
      ['instance'],
      ['timelines', 'home'],
      ['timelines', 'tag', 'coffee'],
      ['statuses', 'detail', '1'],
      ['statuses', 'thread', '1'],
      ['accounts', 'detail', '2'],
      ['accounts', 'detail', '2', 'statuses', { pinned: false }],
      ['accounts', 'acct', 'bob'],
      ['relationships', 'detail', '2'],
    ]) {
      expect(isPersistable(key), JSON.stringify(key)).toBe(true)
    }
  })

  it('never keeps the current user (its key holds the token), searches, sources or other lists', () => {
    for (const key of [
      ['accounts', 'current', 'secret-token'],
      ['accounts', 'search', 'bo'],
      ['statuses', 'source', '1'],
      ['statuses', 'mutation', '1'],
      ['search', 'coffee'],
      ['notifications', 'list'],
      ['mutes', 'list'],
      ['subscriptions', 'options', 'secret-token'],
      ['relationships', 'batch', '1', '2'],
    ]) {
      expect(isPersistable(key), JSON.stringify(key)).toBe(false)
    }
  })
})

describe('dehydrateOptions', () => {
  it('keeps only successful queries of the allow-list, and no mutations', () => {
    const state = persisted((client) => {
      client.setQueryData(['timelines', 'home'], { pages: [], pageParams: [] }, { updatedAt: NOW })
      client.setQueryData(['search', 'coffee'], { accounts: [] }, { updatedAt: NOW })
      client.setQueryData(['accounts', 'current', 'token'], { id: '1' }, { updatedAt: NOW })
      client.getQueryCache().build(client, { queryKey: ['statuses', 'detail', 'pending'] })
      client.getMutationCache().build(
        client,
        { mutationKey: ['statuses', 'create'] },
        {
          context: undefined,
          data: undefined,
          error: null,
          failureCount: 0,
          failureReason: null,
          isPaused: true,
          status: 'pending',
          variables: { status: 'Written offline' },
          submittedAt: NOW,
        },
      )
    })
    expect(keysOf(state)).toEqual([['timelines', 'home']])
    expect(state.mutations).toEqual([])
  })

  it('leaves out data older than a day', () => {
    const state = persisted((client) => {
      client.setQueryData(['statuses', 'detail', 'old'], { id: 'old' }, { updatedAt: NOW - MAX_AGE_MS - 1 })
      client.setQueryData(['statuses', 'detail', 'new'], { id: 'new' }, { updatedAt: NOW - MAX_AGE_MS + 1000 })
    })
    expect(keysOf(state)).toEqual([['statuses', 'detail', 'new']])
  })

  it(`keeps a feed's first ${MAX_PAGES} pages, without changing the cache's own data`, () => {
    const pages = Array.from({ length: MAX_PAGES + 5 }, (_, i) => ({ items: [`post ${i}`] }))
    const pageParams = [null, ...pages.slice(1).map((_, i) => `cursor ${i}`)]
    const data = { pages, pageParams }
    const client = new QueryClient()
    client.setQueryData(['timelines', 'home'], data, { updatedAt: NOW })
    const kept = dehydrate(client, dehydrateOptions(client, NOW)).queries[0]?.state.data as typeof data
    expect(kept.pages).toEqual(pages.slice(0, MAX_PAGES))
    expect(kept.pageParams).toEqual(pageParams.slice(0, MAX_PAGES))
    expect(data.pages).toHaveLength(MAX_PAGES + 5)
    expect(client.getQueryData(['timelines', 'home'])).toBe(data)
  })

  it(`keeps the ${MAX_QUERIES} most recently updated queries`, () => {
    const state = persisted((client) => {
      for (let i = 0; i < MAX_QUERIES + 10; i += 1)
        client.setQueryData(['statuses', 'detail', String(i)], { id: i }, { updatedAt: NOW - i })
    })
    const kept = keysOf(state)
    expect(kept).toHaveLength(MAX_QUERIES)
    expect(kept).toContainEqual(['statuses', 'detail', '0'])
    expect(kept).not.toContainEqual(['statuses', 'detail', String(MAX_QUERIES)])
  })
})

describe('withoutExpired', () => {
  const record = (): PersistedRecord => ({
    buster: 'build-1',
    timestamp: NOW - 1000,
    user: { data: { id: 'me' }, updatedAt: NOW - 1000 },
    clientState: stateOf((client) => {
      client.setQueryData(['timelines', 'home'], { pages: [], pageParams: [] }, { updatedAt: NOW - 1000 })
      client.setQueryData(['statuses', 'detail', 'old'], { id: 'old' }, { updatedAt: NOW - MAX_AGE_MS - 1 })
    }),
  })

  it('restores a recent record without its expired queries', () => {
    const usable = withoutExpired(record(), NOW)
    expect(keysOf(usable.clientState)).toEqual([['timelines', 'home']])
    expect(usable.user).toEqual({ data: { id: 'me' }, updatedAt: NOW - 1000 })
  })

  it('leaves out a user older than a day', () => {
    expect(withoutExpired(record(), NOW + MAX_AGE_MS).user).toBeNull()
  })
})
