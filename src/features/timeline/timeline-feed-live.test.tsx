// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveHomeMarker } from '@/api/markers/mutations'
import { homeMarkerQuery, markerKeys } from '@/api/markers/queries'
import type { Status } from '@/api/statuses/types'
import { homePollQuery, livePollKeys, showNewPosts } from '@/api/timelines/live'
import { homeTimelineQuery, timelineKeys } from '@/api/timelines/queries'
import type { Page } from '@/lib/http'
import { RouterProvider, createMemoryHistory } from '@/lib/router'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeUser } from '@/lib/testing/fixtures'
import { HeaderSlotProvider, useHeaderSlotRef } from '@/ui/header-slot'
import type { LiveFeed } from './live-feed'
import { TimelineFeed } from './timeline-feed'

const post = (n: number) =>
  ({
    id: `p${String(n).padStart(3, '0')}`,
    content: `<p>post ${n}</p>`,
    reblog: null,
    account: { username: `a${n}` },
  }) as Status
const posts = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => post(from - i))
const pageOf = (items: Status[]): Page<Status> => ({ items, next: null })

beforeEach(() => {
  session.setToken('token')
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

function renderPost(status: Status, { posInSet, setSize }: { posInSet: number; setSize: number }) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards
  return <article aria-posinset={posInSet} aria-setsize={setSize} aria-label={status.id} tabIndex={0} />
}

/** The header's slot, as AppHeader renders it. */
function HeaderSlot() {
  return <header ref={useHeaderSlotRef()} />
}

/** Home with five loaded posts (p005 on top), the poll's answer and the marker already cached. */
function setup(polled: Status[], marker: string | null) {
  // The posts, the poll and the marker are cached: the one request is for the signed-in user.
  stubFetch(() => jsonResponse(200, makeUser()))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData<InfiniteData<Page<Status>>>(timelineKeys.home(), {
    pages: [pageOf(posts(5, 1))],
    pageParams: [null],
  })
  queryClient.setQueryData(livePollKeys.home(), pageOf(polled))
  queryClient.setQueryData(markerKeys.home(), marker === null ? null : { last_read_id: marker })
  const live: LiveFeed = {
    poll: homePollQuery(queryClient),
    show: () => showNewPosts(queryClient),
    marker: { ...homeMarkerQuery(), staleTime: Infinity },
    save: (id) => saveHomeMarker(queryClient, id),
  }
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory(['/home'])}>
          <HeaderSlotProvider>
            <HeaderSlot />
            <TimelineFeed query={homeTimelineQuery(queryClient)} label="Home" renderPost={renderPost} live={live} />
          </HeaderSlotProvider>
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

const labels = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))

describe('TimelineFeed, live', () => {
  it('holds new posts aside behind a button, announced politely, and shows them on request', async () => {
    setup(posts(7, 3), 'p005')
    const button = await screen.findByRole('button', { name: '2 new posts' })
    // In the header, where it covers no post.
    expect(button.closest('header')).not.toBeNull()
    // The first feed of a visit shows its cached first page in steps too.
    await waitFor(() => expect(labels()).toEqual(['p005', 'p004', 'p003', 'p002', 'p001']))
    const region = document.querySelector('[aria-live="polite"]')!
    expect(region.textContent).toBe('2 new posts')
    expect(screen.queryByRole('button', { name: 'Jump to newest' })).toBeNull()

    await userEvent.click(button)
    await waitFor(() => expect(labels()).toEqual(['p007', 'p006', 'p005', 'p004', 'p003', 'p002', 'p001']))
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull()
    expect(region.textContent).toBe('')
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('p007'))
    expect(screen.getAllByRole('article')[0]!.getAttribute('aria-posinset')).toBe('1')
  })

  it('says when a full page of new posts may hide more', async () => {
    setup(posts(40, 21), 'p005')
    expect(await screen.findByRole('button', { name: '20 or more new posts' })).toBeTruthy()
  })

  it('offers a jump to the newest post when the marker is below newer loaded posts', async () => {
    setup(posts(5, 1), 'p003')
    const jump = await screen.findByRole('button', { name: 'Jump to newest' })
    expect(jump.closest('header')).not.toBeNull()
    // The focus is left where it was.
    expect(document.activeElement).toBe(document.body)
    await userEvent.click(jump)
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('p005'))
  })

  it('opens at the top without a marker, and without anything newer than it', async () => {
    setup(posts(5, 1), null)
    await screen.findAllByRole('article')
    expect(screen.queryByRole('button', { name: 'Jump to newest' })).toBeNull()
    cleanup()
    setup(posts(5, 1), 'p005')
    await screen.findAllByRole('article')
    expect(screen.queryByRole('button', { name: 'Jump to newest' })).toBeNull()
  })
})
