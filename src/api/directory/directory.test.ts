import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, uuidOf } from '@/lib/testing/fixtures'
import { hasMoreProfiles } from './endpoints'
import { directoryKeys, directoryQuery, followerDelta, shiftDirectoryFollowers } from './queries'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('profile directory', () => {
  it('shows more profiles when the loaded count is at least 20 and a multiple of 20', () => {
    expect(hasMoreProfiles(0)).toBe(false)
    expect(hasMoreProfiles(7)).toBe(false)
    expect(hasMoreProfiles(20)).toBe(true)
    expect(hasMoreProfiles(33)).toBe(false)
    expect(hasMoreProfiles(40)).toBe(true)
  })

  it('pages by offset: none on the first page, then the loaded count', async () => {
    session.setToken('token')
    const { calls } = stubFetch((req) =>
      jsonResponse(
        200,
        Array.from({ length: req.url.searchParams.get('offset') ? 3 : 20 }, (_, i) =>
          makeAccount({ id: uuidOf(i), username: `user${i}` }),
        ),
      ),
    )
    const queryClient = new QueryClient()
    const query = directoryQuery()
    const first = await queryClient.fetchInfiniteQuery(query)
    expect(query.getNextPageParam(first.pages[0]!, first.pages, 0, [0])).toBe(20)
    const both = await new QueryClient().fetchInfiniteQuery({ ...query, pages: 2 })
    expect(query.getNextPageParam(both.pages[1]!, both.pages, 20, [0, 20])).toBeUndefined()
    expect(calls[0]?.url.search).toBe('?limit=20')
    expect(calls.at(-1)?.url.search).toBe('?offset=20&limit=20')
  })

  it('counts a follower only when following changes', () => {
    expect(followerDelta({ following: false }, { following: true })).toBe(1)
    expect(followerDelta({ following: true }, { following: false })).toBe(-1)
    expect(followerDelta({ following: false }, { following: false })).toBe(0)
    expect(followerDelta(undefined, { following: true })).toBe(0)
  })

  it("moves one account's follower count in the loaded pages without touching the old objects", () => {
    const queryClient = new QueryClient()
    const bob = { id: 'b', followers_count: 2 }
    const carol = { id: 'c', followers_count: 0 }
    const before = { pages: [[bob], [carol]], pageParams: [0, 20] }
    queryClient.setQueryData(directoryKeys.all, before)
    shiftDirectoryFollowers(queryClient, 'b', 1)
    shiftDirectoryFollowers(queryClient, 'c', -1)
    const after = queryClient.getQueryData<typeof before>(directoryKeys.all)
    expect(after?.pages).toEqual([[{ id: 'b', followers_count: 3 }], [{ id: 'c', followers_count: 0 }]])
    expect(bob.followers_count).toBe(2)
    expect(before.pages[0]?.[0]).toBe(bob)
  })
})
