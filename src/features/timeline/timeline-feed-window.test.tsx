// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Status } from '@/api/statuses/types'
import { localTimelineQuery } from '@/api/timelines/queries'
import { TimelineFeed } from './timeline-feed'

const post = (n: number) =>
  ({ id: `p${n}`, content: `<p>post &amp; words ${n}</p>`, reblog: null, account: { display_name: `Author ${n}`, username: `a${n}` } }) as Status
const page = (from: number, count: number, next: boolean) =>
  new Response(JSON.stringify(Array.from({ length: count }, (_, i) => post(from + i))), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(next ? { Link: `<http://h.example/api/v1/timelines/public?local=true&limit=20&max_id=p${from + count - 1}>; rel="next"` } : {}),
    },
  })

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void
let observe: Callback = () => {}
const rendered = vi.fn()

beforeEach(() => {
  class FakeObserver {
    constructor(callback: Callback) {
      observe = callback
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  rendered.mockReset()
})

function setup(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TimelineFeed query={localTimelineQuery(queryClient)} label="Local" renderPost={renderPost} />
      </QueryClientProvider>
    </I18nProvider>,
  )
}

function renderPost(status: Status, { posInSet, setSize }: { posInSet: number; setSize: number }) {
  rendered(status.id)
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards
  return <article aria-posinset={posInSet} aria-setsize={setSize} aria-label={status.id} tabIndex={0} data-shortcut-item="" data-real="" />
}

const pageElement = (index: number) => document.querySelector<HTMLElement>(`[data-feed-page="${index}"]`)!

describe('TimelineFeed in a long session', () => {
  it('renders only the new page on Load more, unrenders a far page into placeholders and renders it again on focus', async () => {
    setup(vi.fn().mockResolvedValueOnce(page(0, 20, true)).mockResolvedValueOnce(page(20, 20, true)))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    // The first two posts paint at once, then one more per task (the page renders its posts
    // again each time; the post cards themselves are memoised).
    const ids = Array.from({ length: 20 }, (_, i) => `p${i}`)
    expect(rendered.mock.calls.map(([id]) => id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].flatMap((n) => ids.slice(0, n)))
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
    expect(placeholders.map((a) => a.getAttribute('aria-posinset'))).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)))
    expect(placeholders[3]!.getAttribute('aria-setsize')).toBe('-1')
    expect(placeholders[3]!.tabIndex).toBe(0)
    expect(placeholders[3]!.hasAttribute('data-shortcut-item')).toBe(true)
    expect(placeholders[3]!.textContent).toBe('Author 3 · post & words 3')
    expect(placeholders[3]!.querySelector('div')!.getAttribute('hidden')).toBe('until-found')
    // The second page is untouched.
    expect(pageElement(1).querySelectorAll('[data-real]')).toHaveLength(20)

    act(() => placeholders[5]!.focus())
    await waitFor(() => expect(first.querySelectorAll('[data-real]')).toHaveLength(20))
    expect(document.activeElement?.getAttribute('aria-label')).toBe('p5')
  })

  it('keeps a page with the focus in it rendered', async () => {
    setup(vi.fn().mockResolvedValueOnce(page(0, 20, false)))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    act(() => screen.getAllByRole('article')[2]!.focus())
    act(() => observe([{ target: pageElement(0), isIntersecting: false }]))
    expect(pageElement(0).querySelectorAll('[data-real]')).toHaveLength(20)
  })
})
