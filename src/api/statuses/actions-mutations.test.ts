import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { session } from '@/lib/session'
import { makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { primeStatuses, statusKeys } from './queries'
import { toggleStatus } from './actions-mutations'
import { applyToggle } from './status-toggles'
import type { Status } from './types'

/** The post's id: a UUID, as Mitra sends it. */
const P1 = uuidOf(1)

const post = (extra: Partial<Status> = {}): Status =>
  makeWireStatus({
    id: P1,
    favourited: false,
    favourites_count: 2,
    reblogged: false,
    reblogs_count: 0,
    bookmarked: false,
    pinned: false,
    ...extra,
  })

/** A server that answers each call after `release()` is called, in order. */
function slowServer(answer: (request: StubRequest) => Response) {
  const waiting: (() => void)[] = []
  const { calls } = stubFetch(
    (request) =>
      new Promise<Response>((resolve) => {
        waiting.push(() => resolve(answer(request)))
      }),
  )
  return {
    calls,
    release: async () => {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0))
      waiting.shift()?.()
    },
  }
}

const detail = (qc: QueryClient) => qc.getQueryData<Status>(statusKeys.detail(P1))!

afterEach(() => session.clear({ everything: true }))

describe('toggleStatus', () => {
  it('shows the change at once and writes the server answer afterwards', async () => {
    session.setToken('token')
    const qc = new QueryClient()
    qc.setQueryData(statusKeys.detail(P1), post())
    const server = slowServer(() => jsonResponse(200, post({ favourited: true, favourites_count: 5 })))
    toggleStatus(qc, detail(qc), { kind: 'favourite' }, true)
    expect(detail(qc)).toMatchObject({ favourited: true, favourites_count: 3 })
    await server.release()
    await vi.waitFor(() => expect(detail(qc).favourites_count).toBe(5))
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /api/v1/statuses/${P1}/favourite`])
  })

  it('rolls back and reports a failure', async () => {
    session.setToken('token')
    const qc = new QueryClient()
    qc.setQueryData(statusKeys.detail(P1), post())
    stubFetch(() => errorResponse(404, 'post not found'))
    const onError = vi.fn()
    toggleStatus(qc, detail(qc), { kind: 'bookmark' }, true, onError)
    expect(detail(qc).bookmarked).toBe(true)
    await vi.waitFor(() => expect(onError).toHaveBeenCalled())
    expect(detail(qc).bookmarked).toBe(false)
    expect(onError.mock.calls[0]![0].message).toBe('post not found')
  })

  it('serialises clicks: unliking while the like is on its way ends unliked, with one call each', async () => {
    session.setToken('token')
    const qc = new QueryClient()
    qc.setQueryData(statusKeys.detail(P1), post())
    const server = slowServer((request) => {
      const liked = request.path.endsWith('/favourite')
      return jsonResponse(200, post({ favourited: liked, favourites_count: liked ? 3 : 2 }))
    })
    toggleStatus(qc, detail(qc), { kind: 'favourite' }, true) // like: the call goes out
    await vi.waitFor(() => expect(server.calls).toHaveLength(1))
    toggleStatus(qc, detail(qc), { kind: 'favourite' }, false) // unlike while it is in flight
    toggleStatus(qc, detail(qc), { kind: 'favourite' }, true) // like again
    toggleStatus(qc, detail(qc), { kind: 'favourite' }, false) // and unlike
    expect(detail(qc)).toMatchObject({ favourited: false, favourites_count: 2 })
    await server.release() // the like lands; the queue then sends one unlike
    await server.release()
    await vi.waitFor(() => expect(qc.isMutating()).toBe(0))
    expect(server.calls.map((c) => c.path)).toEqual([
      `/api/v1/statuses/${P1}/favourite`,
      `/api/v1/statuses/${P1}/unfavourite`,
    ])
    expect(detail(qc)).toMatchObject({ favourited: false, favourites_count: 2 })
  })

  it('sends nothing for a double click that ends where it started', async () => {
    session.setToken('token')
    const qc = new QueryClient()
    qc.setQueryData(statusKeys.detail(P1), post())
    const { calls } = stubFetch(() => jsonResponse(200, post()))
    toggleStatus(qc, detail(qc), { kind: 'favourite' }, true)
    toggleStatus(qc, detail(qc), { kind: 'favourite' }, false)
    // The post's queue has drained: every call it makes, it makes before its mutation ends.
    await vi.waitFor(() => expect(qc.isMutating()).toBe(0))
    expect(calls).toHaveLength(0)
    expect(detail(qc)).toMatchObject({ favourited: false, favourites_count: 2 })
  })

  it('keeps priming from overwriting a post with a toggle in flight', async () => {
    session.setToken('token')
    const qc = new QueryClient()
    qc.setQueryData(statusKeys.detail(P1), post())
    const server = slowServer(() => jsonResponse(200, post({ bookmarked: true })))
    toggleStatus(qc, detail(qc), { kind: 'bookmark' }, true)
    primeStatuses(qc, [post({ bookmarked: false })]) // a timeline page fetched before the bookmark
    expect(detail(qc).bookmarked).toBe(true)
    await server.release()
    await vi.waitFor(() => expect(qc.isMutating()).toBe(0))
    primeStatuses(qc, [post({ bookmarked: true, favourites_count: 9 })])
    expect(detail(qc).favourites_count).toBe(9)
  })

  it('reposts through the reblog answer, and fails without its reblog', async () => {
    session.setToken('token')
    const qc = new QueryClient()
    qc.setQueryData(statusKeys.detail(P1), post())
    // A well-formed post that is not the repost: its reblog is null.
    stubFetch(() => jsonResponse(200, makeWireStatus({ id: uuidOf(2), reblog: null })))
    const onError = vi.fn()
    toggleStatus(qc, detail(qc), { kind: 'reblog' }, true, onError)
    expect(detail(qc)).toMatchObject({ reblogged: true, reblogs_count: 1 })
    await vi.waitFor(() => expect(onError).toHaveBeenCalled())
    expect(onError.mock.calls[0]![0].message).toBe('reblog property is null')
    expect(detail(qc)).toMatchObject({ reblogged: false, reblogs_count: 0 })
  })

  it('adds and removes reactions by emoji, custom ones by shortcode', async () => {
    session.setToken('token')
    const qc = new QueryClient()
    qc.setQueryData(statusKeys.detail(P1), post())
    const { calls } = stubFetch((request) =>
      jsonResponse(
        200,
        request.method === 'PUT'
          ? applyToggle(post(), { kind: 'reaction', name: decodeURIComponent(request.path.split('/').pop()!) }, true)
          : post(),
      ),
    )
    toggleStatus(qc, detail(qc), { kind: 'reaction', name: '🎉' }, true)
    expect(detail(qc).pleroma.emoji_reactions).toEqual([{ name: '🎉', count: 1, me: true, url: null }])
    await vi.waitFor(() => expect(qc.isMutating()).toBe(0))
    toggleStatus(qc, detail(qc), { kind: 'reaction', name: '🎉' }, false)
    expect(detail(qc).pleroma.emoji_reactions).toEqual([])
    toggleStatus(qc, detail(qc), { kind: 'reaction', name: 'blob', url: 'https://img.example/blob.png' }, true)
    // The post's queue has drained: every call it makes, it makes before its mutation ends.
    await vi.waitFor(() => expect(qc.isMutating()).toBe(0))
    expect(calls.map((c) => `${c.method} ${decodeURIComponent(c.path)}`)).toEqual([
      `PUT /api/v1/pleroma/statuses/${P1}/reactions/🎉`,
      `DELETE /api/v1/pleroma/statuses/${P1}/reactions/🎉`,
      `PUT /api/v1/pleroma/statuses/${P1}/reactions/blob`,
    ])
  })
})

describe('applyToggle', () => {
  it('counts a reaction up and down without changing the given post', () => {
    const base = post({
      pleroma: { ...post().pleroma, emoji_reactions: [{ name: '👀', count: 2, me: false, url: null }] },
    })
    const on = applyToggle(base, { kind: 'reaction', name: '👀' }, true)
    expect(on.pleroma.emoji_reactions).toEqual([{ name: '👀', count: 3, me: true, url: null }])
    expect(base.pleroma.emoji_reactions[0]!.count).toBe(2)
    expect(applyToggle(on, { kind: 'reaction', name: '👀' }, true)).toBe(on)
    const off = applyToggle(on, { kind: 'reaction', name: '👀' }, false)
    expect(off.pleroma.emoji_reactions).toEqual([{ name: '👀', count: 2, me: false, url: null }])
  })
})
