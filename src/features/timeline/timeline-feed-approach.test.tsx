// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveHomeMarker } from '@/api/markers/mutations'
import { homeMarkerQuery } from '@/api/markers/queries'
import type { Status } from '@/api/statuses/types'
import { homePollQuery, showNewPosts } from '@/api/timelines/live'
import { homeTimelineQuery, localTimelineQuery } from '@/api/timelines/queries'
import { RouterProvider, createMemoryHistory } from '@/lib/router'
import { session } from '@/lib/session'
import { answered, errorResponse, jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeUser, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import type { LiveFeed } from './live-feed'
import { TimelineFeed } from './timeline-feed'

/** Post n: ids fall as n grows, newest first as Mitra's do; author n's ids from 0x1000 on. */
const post = (n: number) =>
  makeWireStatus({
    id: uuidOf(1000 - n),
    content: `<p>post ${n}</p>`,
    account: makeAccount({ id: uuidOf(0x1000 + n), username: `a${n}` }),
  })
/** Posts `from` to `from + 19`, with a next link unless it is the last page. */
const page = (from: number, next: boolean) =>
  new Response(JSON.stringify(Array.from({ length: 20 }, (_, i) => post(from + i))), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(next
        ? { Link: `<http://h.example/api/v1/timelines/x?limit=20&max_id=${post(from + 19).id}>; rel="next"` }
        : {}),
    },
  })

type Entry = { target: Element; isIntersecting: boolean }
type Observer = { callback: (entries: Entry[]) => void; margin: string | undefined; targets: Element[] }
let observers: Observer[] = []

beforeEach(() => {
  observers = []
  session.setToken('token')
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private observer: Observer
      constructor(callback: Observer['callback'], options?: IntersectionObserverInit) {
        this.observer = { callback, margin: options?.rootMargin, targets: [] }
        observers.push(this.observer)
      }
      observe(target: Element) {
        this.observer.targets.push(target)
      }
      disconnect() {
        observers = observers.filter((o) => o !== this.observer)
      }
    },
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

const loadMoreButton = () => screen.queryByRole('button', { name: 'Load more' })
/** The observers watching the Load more button (at most one is connected at a time). */
const watchingButton = () => observers.filter((o) => o.targets.some((t) => t.textContent === 'Load more'))
/** The Load more button comes within the observer's margin (or leaves it). */
function approach(isIntersecting = true) {
  const [observer] = watchingButton()
  expect(observer?.margin).toBe('150% 0px')
  act(() => observer!.callback([{ target: observer!.targets[0]!, isIntersecting }]))
}
const nextPageRequests = (calls: Parameters<typeof answered>[0]) =>
  answered(calls).filter((c) => c.url.searchParams.has('max_id'))

function renderPost(status: Status, { posInSet, setSize }: { posInSet: number; setSize: number }) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards
  return <article aria-posinset={posInSet} aria-setsize={setSize} aria-label={status.id} tabIndex={0} />
}

/** A deferred answer: the test decides when the server replies. */
function later() {
  let reply: (response: Response) => void = () => {}
  const response = new Promise<Response>((resolve) => (reply = resolve))
  return { response, reply }
}

function setupLocal(handler: StubHandler) {
  const stub = stubFetch(handler)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TimelineFeed query={localTimelineQuery(queryClient)} label="Local" renderPost={renderPost} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return stub
}

describe('TimelineFeed loading the next page on approach', () => {
  it('loads the next page when Load more comes near, once, without moving the focus, and stops at the end', async () => {
    const second = later()
    const { calls } = setupLocal((request) =>
      request.url.searchParams.has('max_id') ? second.response : page(0, true),
    )
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    await waitFor(() => expect(watchingButton()).toHaveLength(1))

    // Leaving the margin, or staying out of it, loads nothing.
    approach(false)
    expect(nextPageRequests(calls)).toHaveLength(0)

    approach()
    await waitFor(() => expect(nextPageRequests(calls)).toHaveLength(1))
    // While the page loads, nothing watches the button, and a late report from the observer
    // that fired asks for nothing more.
    await waitFor(() => expect(watchingButton()).toHaveLength(0))
    expect(nextPageRequests(calls)).toHaveLength(1)

    act(() => second.reply(page(20, false)))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40))
    // The reader scrolled: the focus stays where it was (not on the first new post).
    expect(document.activeElement).toBe(document.body)
    // The last page: no button, nothing watching, no further request.
    expect(loadMoreButton()).toBeNull()
    expect(watchingButton()).toHaveLength(0)
    expect(nextPageRequests(calls)).toHaveLength(1)
  })

  it('keeps Load more, which moves the focus on to the first new post', async () => {
    setupLocal((request) => (request.url.searchParams.has('max_id') ? page(20, true) : page(0, true)))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    await userEvent.click(loadMoreButton()!)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40))
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-posinset')).toBe('21'))
    // The next page's button is watched again.
    await waitFor(() => expect(watchingButton()).toHaveLength(1))
  })

  it('moves the focus on to the new page when Load more is pressed while the page comes on approach', async () => {
    const second = later()
    const { calls } = setupLocal((request) =>
      request.url.searchParams.has('max_id') ? second.response : page(0, true),
    )
    await waitFor(() => expect(watchingButton()).toHaveLength(1))
    approach()
    await waitFor(() => expect(nextPageRequests(calls)).toHaveLength(1))
    await userEvent.click(loadMoreButton()!)
    act(() => second.reply(page(20, true)))
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-posinset')).toBe('21'))
    // One request: the press joined the page already coming.
    expect(nextPageRequests(calls)).toHaveLength(1)
  })

  it('does not load on approach after a failed page: Retry does, and then the approach again', async () => {
    const answers = [() => errorResponse(500, 'boom'), () => page(20, true), () => page(40, false)]
    const { calls } = setupLocal((request) =>
      request.url.searchParams.has('max_id') ? answers.shift()!() : page(0, true),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    await waitFor(() => expect(watchingButton()).toHaveLength(1))
    approach()
    await screen.findByText('More could not be loaded')
    expect(watchingButton()).toHaveLength(0)
    expect(nextPageRequests(calls)).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40))
    await waitFor(() => expect(watchingButton()).toHaveLength(1))
    approach()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60))
    expect(nextPageRequests(calls)).toHaveLength(3)
  })

  it('waits while home opens at the reading position, then loads on approach', async () => {
    const marker = later()
    const { calls } = stubFetch((request) => {
      if (request.path === '/api/v1/markers') return marker.response
      if (request.path === '/api/v1/accounts/verify_credentials') return jsonResponse(200, makeUser())
      return request.url.searchParams.has('max_id') ? page(20, true) : page(0, true)
    })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const live: LiveFeed = {
      poll: homePollQuery(queryClient),
      show: () => showNewPosts(queryClient),
      marker: homeMarkerQuery(),
      save: (id) => saveHomeMarker(queryClient, id),
    }
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider history={createMemoryHistory(['/home'])}>
            <TimelineFeed query={homeTimelineQuery(queryClient)} label="Home" renderPost={renderPost} live={live} />
          </RouterProvider>
        </QueryClientProvider>
      </I18nProvider>,
    )
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    expect(loadMoreButton()).not.toBeNull()
    // The marker is not known yet: home may still have to open further down.
    expect(watchingButton()).toHaveLength(0)

    // No marker stored: home opens at the top, and the approach takes over.
    act(() => marker.reply(jsonResponse(200, {})))
    await waitFor(() => expect(watchingButton()).toHaveLength(1))
    approach()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40))
    expect(nextPageRequests(calls)).toHaveLength(1)
  })
})
