// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveHomeMarker } from '@/api/markers/mutations'
import { homeMarkerQuery, markerKeys } from '@/api/markers/queries'
import type { Status } from '@/api/statuses/types'
import { homePollQuery, livePollKeys, showNewPosts } from '@/api/timelines/live'
import { homeTimelineQuery, timelineKeys } from '@/api/timelines/queries'
import type { Page } from '@/lib/http'
import { NavigationEffects, RouterProvider, createMemoryHistory } from '@/lib/router'
import { session } from '@/lib/session'
import { breaksContract, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { HeaderSlotProvider, useHeaderSlotRef } from '@/ui/header-slot'
import type { LiveFeed } from './live-feed'
import { TimelineFeed } from './timeline-feed'
import { SETTLE_MS } from './keep-post-at-top'

// Home opening at the last read post on a slow device: the first scroll may fall short (the page
// below the post not yet tall enough, e.g. placeholders not yet measured) or be undone (content
// above it changing height, the router restoring the tab's saved position); the post must still
// end at the top unless the reader scrolls or types.

const post = (n: number) =>
  ({
    id: `p${String(n).padStart(3, '0')}`,
    content: `<p>post ${n}</p>`,
    reblog: null,
    account: { username: `a${n}` },
  }) as Status
const posts = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => post(from - i))

function renderPost(status: Status, { posInSet, setSize }: { posInSet: number; setSize: number }) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards
  return <article aria-posinset={posInSet} aria-setsize={setSize} aria-label={status.id} tabIndex={0} />
}

/** The header's slot, as AppHeader renders it (where "Jump to newest" goes). */
function HeaderSlot() {
  return <header ref={useHeaderSlotRef()} />
}

/**
 * A layout for happy-dom (which has none): the feed starts ABOVE px down the page, each post is as
 * tall as `heights` says (by position, 100 px unless set), the page ends BELOW px after the last
 * post, and the window scrolls as a browser does, no further than the bottom of the page.
 */
const ABOVE = 300
const BELOW = 100
const SCREEN = 400
let heights: Map<number, number>
let scrollY: number
const heightOf = (position: number) => heights.get(position) ?? 100
const positions = () =>
  [...document.querySelectorAll('[aria-posinset]')].map((element) => Number(element.getAttribute('aria-posinset')))
const topOf = (position: number) =>
  ABOVE + positions().reduce((sum, other) => (other < position ? sum + heightOf(other) : sum), 0)
const pageHeight = () => ABOVE + positions().reduce((sum, position) => sum + heightOf(position), 0) + BELOW

/** Animation frames, run by the test; each gets a time `advance` ms later than the previous one. */
let frames: Map<number, FrameRequestCallback>
let lastFrame: number
let now: number
function runFrames(count = 1, advance = 16) {
  for (let i = 0; i < count; i++) {
    now += advance
    const due = [...frames]
    frames.clear()
    act(() => due.forEach(([, callback]) => callback(now)))
  }
}

beforeEach(() => {
  session.setToken('token')
  sessionStorage.clear()
  heights = new Map()
  scrollY = 0
  frames = new Map()
  lastFrame = 0
  now = performance.now()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  vi.stubGlobal('innerHeight', SCREEN)
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY)
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    const top = typeof options === 'number' ? options : (options?.top ?? scrollY)
    scrollY = Math.max(0, Math.min(top, pageHeight() - SCREEN))
  })
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const position = Number(this.getAttribute('aria-posinset'))
    if (!position) return new DOMRect(0, 0, 0, 0)
    return new DOMRect(0, topOf(position) - scrollY, 600, heightOf(position))
  })
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++lastFrame, callback)
    return lastFrame
  })
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id))
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

/**
 * Home with posts p020 to p001 loaded and fresh, and the marker at p017: the last read post is at
 * position 4, below three newer ones. With `restore`, the tab was reloaded scrolled `restore` px
 * down, and the router's NavigationEffects render after the feed, as in a screen.
 */
function renderHome({ restore, strict = true }: { restore?: number; strict?: boolean } = {}) {
  // Home renders from the cache here; whatever it asks the server in the background is not under test.
  stubFetch(() => breaksContract(jsonResponse(200, {}), 'a catch-all answer: only the scrolling is under test'))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData<InfiniteData<Page<Status>>>(timelineKeys.home(), {
    pages: [{ items: posts(20, 1), next: null }],
    pageParams: [null],
  })
  queryClient.setQueryData(livePollKeys.home(), { items: [], next: null })
  queryClient.setQueryData(markerKeys.home(), { last_read_id: 'p017' })
  const live: LiveFeed = {
    poll: { ...homePollQuery(queryClient), staleTime: Infinity },
    show: () => showNewPosts(queryClient),
    marker: { ...homeMarkerQuery(), staleTime: Infinity },
    save: (id) => saveHomeMarker(queryClient, id),
  }
  const history = createMemoryHistory(['/home'])
  if (restore !== undefined) {
    sessionStorage.setItem('parley-scroll-positions', JSON.stringify({ [history.location.key]: restore }))
  }
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>
          <HeaderSlotProvider>
            <HeaderSlot />
            <TimelineFeed
              query={{ ...homeTimelineQuery(queryClient), staleTime: Infinity }}
              label="Home"
              renderPost={renderPost}
              live={live}
            />
            {restore !== undefined ? <NavigationEffects /> : null}
          </HeaderSlotProvider>
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
    { reactStrictMode: strict },
  )
}

/** The last read post, p017, at the top of the page. */
const AT_LAST_READ = ABOVE + 3 * 100

describe('TimelineFeed, home opening at the last read post', () => {
  it('keeps the post at the top while the feed settles, then lets go', async () => {
    // The posts from the last read one down are not measured yet: the page is too short to
    // bring it to the top (as with a page of placeholders of no height on a slow device).
    for (let position = 4; position <= 20; position++) heights.set(position, 0)
    renderHome()
    await screen.findByRole('button', { name: 'Jump to newest' })
    runFrames()
    expect(scrollY).toBe(ABOVE + 300 + BELOW - SCREEN)
    // The newest posts are on screen meanwhile, but not read: the jump to them stays.
    act(() => void window.dispatchEvent(new Event('scroll')))
    runFrames()
    expect(screen.getByRole('button', { name: 'Jump to newest' })).toBeTruthy()

    // They get their heights: the next frame brings the post to the top.
    for (let position = 4; position <= 20; position++) heights.delete(position)
    runFrames()
    expect(scrollY).toBe(AT_LAST_READ)

    // A newer post above it grows (rendered at last, an image loaded): the post stays on top.
    heights.set(2, 250)
    runFrames()
    expect(scrollY).toBe(AT_LAST_READ + 150)

    // Once it has stayed there a while, the feed is the reader's again.
    runFrames(2, SETTLE_MS)
    expect(frames.size).toBe(0)
    heights.set(1, 180)
    runFrames()
    expect(scrollY).toBe(AT_LAST_READ + 150)
  })

  it('lets go as soon as the reader scrolls or types', async () => {
    for (let position = 4; position <= 20; position++) heights.set(position, 0)
    renderHome()
    await screen.findByRole('button', { name: 'Jump to newest' })
    runFrames()
    expect(scrollY).toBe(ABOVE + 300 + BELOW - SCREEN)
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' })))
    for (let position = 4; position <= 20; position++) heights.delete(position)
    runFrames(3)
    expect(scrollY).toBe(ABOVE + 300 + BELOW - SCREEN)
  })

  it('is not pulled away by the router restoring the reloaded tab’s position after it opened', async () => {
    // A feed already shown in this visit (the first page is not painted in steps), so that home
    // opens in the commit that shows the screen, before the router restores the saved position
    // (as built, without StrictMode's second run of the effects).
    renderHome({ strict: false })
    await screen.findAllByRole('article')
    cleanup()
    scrollY = 0

    renderHome({ restore: 1200, strict: false })
    expect(screen.getByRole('button', { name: 'Jump to newest' })).toBeTruthy()
    // The hold's code loads when home opens below newer posts.
    await act(() => vi.dynamicImportSettled())
    runFrames(5)
    expect(scrollY).toBe(AT_LAST_READ)
  })
})
