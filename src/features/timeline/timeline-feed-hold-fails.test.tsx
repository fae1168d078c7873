// @vitest-environment happy-dom
import { useQueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveHomeMarker } from '@/api/markers/mutations'
import { homeMarkerQuery } from '@/api/markers/queries'
import { homePollQuery, showNewPosts } from '@/api/timelines/live'
import { homeTimelineQuery } from '@/api/timelines/queries'
import { jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeMarker, makeUser, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { HeaderSlotProvider, useHeaderSlotRef } from '@/ui/header-slot'
import type { LiveFeed } from './live-feed'
import { TimelineFeed } from './timeline-feed'

// The hold on the last read post is loaded when home opens below newer posts. Here its chunk
// cannot load (offline, or a new deploy replaced it): the import rejects when the test says so.
const chunk = vi.hoisted(() => {
  let fail = () => {}
  const failed = new Promise<void>((resolve) => (fail = resolve))
  return { fail, failed }
})
vi.mock('./keep-post-at-top', async () => {
  await chunk.failed
  throw new TypeError('Failed to fetch dynamically imported module')
})

/** Home's five posts, newest first (Mitra's ids are time-ordered), and the last read one. */
const POSTS = [5, 4, 3, 2, 1].map((n) => makeWireStatus({ id: uuidOf(n), content: `<p>post ${n}</p>` }))
const LAST_READ = uuidOf(3)

/** The server: the reader, home's posts (also to the poll), the home marker, and the marker saved. */
const server: StubHandler = (request) => {
  if (request.path === '/api/v1/accounts/verify_credentials') return jsonResponse(200, makeUser())
  if (request.path === '/api/v1/timelines/home') return jsonResponse(200, POSTS)
  const body = request.body as { 'home[last_read_id]'?: string } | null
  return jsonResponse(200, { home: makeMarker(body?.['home[last_read_id]'] ?? LAST_READ) })
}

/** The header's slot, as AppHeader renders it (where "Jump to newest" goes). */
function HeaderSlot() {
  return <header ref={useHeaderSlotRef()} />
}

/** Home's feed, live, under the header. */
function Home() {
  const queryClient = useQueryClient()
  const live: LiveFeed = {
    poll: homePollQuery(queryClient),
    show: () => showNewPosts(queryClient),
    marker: homeMarkerQuery(),
    save: (id) => saveHomeMarker(queryClient, id),
  }
  return (
    <HeaderSlotProvider>
      <HeaderSlot />
      <TimelineFeed
        query={homeTimelineQuery(queryClient)}
        label="Home"
        renderPost={(status, { posInSet, setSize }) => (
          <article aria-posinset={posInSet} aria-setsize={setSize} aria-label={status.id} />
        )}
        live={live}
      />
    </HeaderSlotProvider>
  )
}

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  // A layout for happy-dom (which has none): the page at the top, posts 100 px tall from there.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const position = Number(this.getAttribute('aria-posinset'))
    return position ? new DOMRect(0, (position - 1) * 100, 600, 100) : new DOMRect(0, 0, 0, 0)
  })
})

afterEach(() => {
  resetScreen()
  vi.restoreAllMocks()
})

describe('TimelineFeed, home opening when the hold’s code cannot load', () => {
  it('lets go of the page, so that the reader reads on from where it is', async () => {
    const { calls } = renderSignedIn(<Home />, { path: '/home', handler: server })
    // Home opens below the newer posts, at the top of the page. While the hold's code loads, the
    // page is held: the newest posts are on screen, but not read.
    const jump = await screen.findByRole('button', { name: 'Jump to newest' })
    window.dispatchEvent(new Event('scroll'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(jump.isConnected).toBe(true)
    // The code cannot load: the page is the reader's. The newest post on screen is read as they
    // read on, so the jump to it goes...
    chunk.fail()
    await vi.dynamicImportSettled()
    window.dispatchEvent(new Event('scroll'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Jump to newest' })).toBeNull())
    // ...and it becomes the marker when the page is left.
    window.dispatchEvent(new Event('pagehide'))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ 'home[last_read_id]': uuidOf(5) }),
    )
  })
})
