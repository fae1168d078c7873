// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Status } from '@/api/statuses/types'
import { localTimelineQuery } from '@/api/timelines/queries'
import { answerPages, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { TimelineFeed } from './timeline-feed'

/** Post n, by author n: their ids told apart by a number (authors from 0x1000 on). */
const post = (n: number) =>
  makeWireStatus({
    id: uuidOf(n),
    content: `<p>post &amp; words ${n}</p>`,
    account: makeAccount({ id: uuidOf(0x1000 + n), display_name: `Author ${n}`, username: `a${n}` }),
  })
const page = (from: number, count: number, next: boolean) =>
  new Response(JSON.stringify(Array.from({ length: count }, (_, i) => post(from + i))), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(next
        ? {
            Link: `<http://h.example/api/v1/timelines/public?local=true&limit=20&max_id=${uuidOf(from + count - 1)}>; rel="next"`,
          }
        : {}),
    },
  })

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void
type Observer = { callback: Callback; margin: string | undefined; targets: Element[] }
let observers: Observer[] = []
/** The feed's observer of far pages (1.5 screens). */
const observe: Callback = (entries) => observers.find((o) => o.margin === '150% 0px')!.callback(entries)
/** The latest observer of an appended page's posts waiting to come near (half a screen). */
const approaching = () => observers.filter((o) => o.margin === '50% 0px').at(-1)!
const rendered = vi.fn()

beforeEach(() => {
  observers = []
  class FakeObserver {
    private observer: Observer
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.observer = { callback, margin: options?.rootMargin, targets: [] }
      observers.push(this.observer)
    }
    observe(target: Element) {
      this.observer.targets.push(target)
    }
    unobserve(target: Element) {
      this.observer.targets = this.observer.targets.filter((t) => t !== target)
    }
    disconnect() {
      observers = observers.filter((o) => o !== this.observer)
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  rendered.mockReset()
})

function setup(handler: StubHandler) {
  stubFetch(handler)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TimelineFeed query={localTimelineQuery(queryClient)} label="Local" renderPost={renderPost} />
      </QueryClientProvider>
    </I18nProvider>,
    // These tests count the renders of post cards, which StrictMode doubles on purpose (in
    // development only): they measure what the built app does.
    { reactStrictMode: false },
  )
}

function renderPost(status: Status, { posInSet, setSize }: { posInSet: number; setSize: number }) {
  rendered(status.id)
  return (
    <article
      aria-posinset={posInSet}
      aria-setsize={setSize}
      aria-label={status.id}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards
      tabIndex={0}
      data-shortcut-item=""
      data-real=""
    />
  )
}

const pageElement = (index: number) => document.querySelector<HTMLElement>(`[data-feed-page="${index}"]`)!

describe('TimelineFeed in a long session', () => {
  it('renders only the new page on Load more, unrenders a far page into placeholders and renders it again on focus', async () => {
    // A tall screen: all of the new page is near it.
    vi.stubGlobal('innerHeight', 2000)
    setup(
      answerPages(
        () => page(0, 20, true),
        () => page(20, 20, true),
      ),
    )
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    // The first two posts paint at once, then one more per task (the page renders its posts
    // again each time; the post cards themselves are memoised).
    const ids = Array.from({ length: 20 }, (_, i) => uuidOf(i))
    expect(rendered.mock.calls.map(([id]) => id)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].flatMap((n) => ids.slice(0, n)),
    )
    rendered.mockClear()

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40))
    // The first page's cards were not rendered again.
    expect(rendered).toHaveBeenCalledTimes(20)

    act(() => observe([{ target: pageElement(0), isIntersecting: false }]))
    const first = pageElement(0)
    expect(first.querySelectorAll('[data-real]')).toHaveLength(0)
    const placeholders = [...first.querySelectorAll('article')]
    expect(placeholders).toHaveLength(20)
    // Positions, tab and j/k stops stay; the words stay findable (hidden until found).
    expect(placeholders.map((a) => a.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    )
    expect(placeholders[3]!.getAttribute('aria-setsize')).toBe('-1')
    expect(placeholders[3]!.tabIndex).toBe(0)
    expect(placeholders[3]!.hasAttribute('data-shortcut-item')).toBe(true)
    expect(placeholders[3]!.textContent).toBe('Author 3 · post & words 3')
    expect(placeholders[3]!.querySelector('div')!.getAttribute('hidden')).toBe('until-found')
    // The second page is untouched.
    expect(pageElement(1).querySelectorAll('[data-real]')).toHaveLength(20)

    act(() => placeholders[5]!.focus())
    await waitFor(() => expect(first.querySelectorAll('[data-real]')).toHaveLength(20))
    expect(document.activeElement?.getAttribute('aria-label')).toBe(uuidOf(5))
  })

  it('keeps a page with the focus in it rendered', async () => {
    setup(answerPages(() => page(0, 20, false)))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    act(() => screen.getAllByRole('article')[2]!.focus())
    act(() => observe([{ target: pageElement(0), isIntersecting: false }]))
    expect(pageElement(0).querySelectorAll('[data-real]')).toHaveLength(20)
  })

  it('renders the posts of an appended page near the screen at once, the others as they come near, get the focus or match a search', async () => {
    // 480 px of screen and half a screen below, with the button at the top: six short posts.
    vi.stubGlobal('innerHeight', 480)
    setup(
      answerPages(
        () => page(0, 20, true),
        () => page(20, 20, true),
      ),
    )
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40))
    const second = pageElement(1)
    const real = () => [...second.querySelectorAll('[data-real]')].map((a) => a.getAttribute('aria-label'))
    expect(real()).toEqual([uuidOf(20), uuidOf(21), uuidOf(22), uuidOf(23), uuidOf(24), uuidOf(25)])
    // The others keep their places, stops and words meanwhile.
    const waiting = [...second.querySelectorAll('article:not([data-real])')]
    expect(waiting.map((a) => a.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 14 }, (_, i) => String(27 + i)),
    )
    expect(waiting[0]!.textContent).toBe('Author 26 · post & words 26')
    // The focus went on to the first new post.
    expect(document.activeElement?.getAttribute('aria-label')).toBe(uuidOf(20))

    // Scrolling: the fourth waiting post comes within half a screen.
    const near = approaching()
    expect(near.targets).toEqual(waiting)
    act(() => near.callback([{ target: waiting[3]!, isIntersecting: true }]))
    await waitFor(() => expect(real()).toHaveLength(10))
    expect(real().at(-1)).toBe(uuidOf(29))

    // j or Tab reaching a waiting post renders it and moves the focus to the card.
    act(() => (second.querySelector('[aria-posinset="36"]') as HTMLElement).focus())
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe(uuidOf(35)))
    expect(real()).toHaveLength(16)

    // A find-in-page match in a waiting post renders the rest of the page.
    const last = second.querySelector('[aria-posinset="40"] [hidden]')!
    act(() => void last.dispatchEvent(new Event('beforematch', { bubbles: true })))
    await waitFor(() => expect(real()).toHaveLength(20))
    expect(observers.filter((o) => o.margin === '50% 0px')).toHaveLength(0)
  })
})
