// @vitest-environment happy-dom
import { focusManager, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeMarker, makeNotification } from '@/lib/testing/fixtures'
import { useMarkNotificationsRead } from './mutations'
import { notificationKeys, UNREAD_REFRESH_MS, unreadCountQuery } from './queries'

const page = (ids: number[]) => ids.map((id) => makeNotification(id))

afterEach(() => {
  vi.useRealTimers()
  focusManager.setFocused(undefined)
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('unreadCountQuery', () => {
  it('counts the first page against the marker', async () => {
    session.setToken('token')
    const { calls } = stubFetch((req) =>
      req.path === '/api/v1/markers'
        ? jsonResponse(200, { notifications: makeMarker('9') })
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
      req.path === '/api/v1/markers'
        ? jsonResponse(200, {})
        : jsonResponse(200, page(Array.from({ length: 20 }, (_, i) => 100 - i))),
    )
    expect(await new QueryClient().fetchQuery(unreadCountQuery())).toEqual({ count: 20, full: true })
  })
})

describe('unread count refresh', () => {
  /** Watches the count the way the sidebar does; `newest` is the id of the newest notification. */
  function watch() {
    session.setToken('token')
    const state = { newest: 10 }
    const { calls } = stubFetch((req) =>
      req.path === '/api/v1/markers'
        ? jsonResponse(200, { notifications: makeMarker('10') })
        : jsonResponse(200, page(Array.from({ length: state.newest - 9 }, (_, i) => state.newest - i))),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.mount()
    const observer = new QueryObserver(queryClient, unreadCountQuery())
    const unsubscribe = observer.subscribe(() => {})
    const reads = () => calls.filter((c) => c.path === '/api/v1/notifications').length
    const count = () => observer.getCurrentResult().data?.count
    const stop = () => {
      unsubscribe()
      queryClient.unmount()
    }
    return { state, queryClient, stop, reads, count }
  }

  it('re-reads every minute while the page is visible, and not while it is hidden', async () => {
    vi.useFakeTimers()
    const { state, stop, reads, count } = watch()
    await vi.advanceTimersByTimeAsync(10)
    expect([reads(), count()]).toEqual([1, 0])
    state.newest = 12
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS)
    expect([reads(), count()]).toEqual([2, 2])

    focusManager.setFocused(false)
    await vi.advanceTimersByTimeAsync(3 * UNREAD_REFRESH_MS)
    expect(reads()).toBe(2)
    stop()
  })

  it('re-reads when the page becomes visible again, even when the count is fresh', async () => {
    const { state, stop, reads, count } = watch()
    await vi.waitFor(() => expect(count()).toBe(0))
    focusManager.setFocused(false)
    state.newest = 11
    focusManager.setFocused(true)
    await vi.waitFor(() => expect(count()).toBe(1))
    expect(reads()).toBe(2)
    stop()
  })

  it('re-reads when the notifications are invalidated, as the Home button does on home', async () => {
    const { state, queryClient, stop, count } = watch()
    await vi.waitFor(() => expect(count()).toBe(0))
    state.newest = 13
    await queryClient.invalidateQueries({ queryKey: notificationKeys.all })
    expect(count()).toBe(3)
    stop()
  })
})

describe('marking notifications read', () => {
  it('sets the count to zero, and a count read before the marker moved does not bring it back', async () => {
    session.setToken('token')
    let answer: (response: Response) => void = () => {}
    const { calls } = stubFetch((req) => {
      if (req.method === 'POST') return jsonResponse(200, { notifications: makeMarker('12') })
      if (req.path === '/api/v1/markers') return jsonResponse(200, { notifications: makeMarker('10') })
      return new Promise<Response>((resolve) => (answer = resolve))
    })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(notificationKeys.unread(), { count: 2, full: false })
    const stale = queryClient.fetchQuery({ ...unreadCountQuery(), staleTime: 0 }).catch(() => null)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useMarkNotificationsRead(), { wrapper })
    await result.current.mutateAsync('12')
    answer(jsonResponse(200, page([12, 11, 10])))
    await stale
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/v1/notifications')
    expect(queryClient.getQueryData(notificationKeys.unread())).toEqual({ count: 0, full: false })
    // The literal key: Mitra 3.21 reads no other (a nested object is 400 "marker data is missing").
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ 'notifications[last_read_id]': '12' })
  })
})
