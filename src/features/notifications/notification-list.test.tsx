// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notificationKeys } from '@/api/notifications/queries'
import { statusKeys } from '@/api/statuses/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { answered, breaksContract, jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import {
  makeAccount,
  makeMarker,
  makeNotification,
  makeRelationship,
  makeWireStatus,
  uuidOf,
} from '@/lib/testing/fixtures'
import { NotificationList } from './notification-list'

/** A UUID spelt with the name's (last six) letters, so that every name has its own. */
const idOf = (name: string) =>
  `00000000-0000-4000-8000-${[...name.slice(-6)]
    .map((c) => c.charCodeAt(0).toString(16))
    .join('')
    .padStart(12, '0')}`
const actor = (name: string) =>
  makeAccount({ id: idOf(name), username: name, display_name: name[0]!.toUpperCase() + name.slice(1) })

/** Post `p<n>`'s id. */
const postId = (name: string) => uuidOf(0x5000 + Number(name.slice(1)))
const postOf = (name: string) => makeWireStatus({ id: postId(name), content: '<p>Balcony harvest</p>' })
const note = (id: number, type: string, who: string, status: string | null, extra = {}) =>
  makeNotification(id, { type, account: actor(who), status: status ? postOf(status) : null, ...extra })

/** A moderator's warning (Mitra 5.9): its time in chrono's default form, as the server writes it. */
const warning = (id: number, text: string) => ({
  id: uuidOf(0x3000 + id),
  action: 'delete_statuses',
  text,
  status_ids: null,
  target_account: null,
  appeal: null,
  created_at: '2026-01-01T00:00:00.123456Z',
})

function setup(handler: StubHandler) {
  session.setToken('token')
  const stub = stubFetch(handler)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(notificationKeys.unread(), { count: 3, full: false })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory(['/notifications'])}>
          <NotificationList label="Notifications" renderPost={(status) => <div data-testid={`post-${status.id}`} />} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, queryClient }
}

/** An entry's sentence: what its aria-labelledby points at, without the time beside it. */
function heading(entry: Element) {
  const line = document.getElementById(entry.getAttribute('aria-labelledby') ?? '')
  return (line?.querySelector(':scope > span') ?? line)?.textContent
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

const BLOB = {
  shortcode: 'blob',
  url: 'https://parley.test/e/blob.png',
  static_url: 'https://parley.test/e/blob.png',
  visible_in_picker: true,
}

describe('NotificationList', () => {
  it('renders a text per type, collapses likes of one post, and marks everything read', async () => {
    const { calls, queryClient } = setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, { notifications: makeMarker('12') })
      const page = jsonResponse(200, [
        note(12, 'favourite', 'bob', 'p1'),
        note(11, 'favourite', 'carol', 'p1'),
        note(10, 'favourite', 'dave', 'p1'),
        note(9, 'mention', 'erin', 'p2', { subtype: 'reply' }),
        note(8, 'follow', 'frank', null),
        note(7, 'emoji_reaction', 'gina', 'p1', { reaction: { content: '🎉', emoji: null }, emoji: '🎉' }),
        note(6, '', 'hal', null),
        note(5, 'pleroma:emoji_reaction', 'ivan', 'p3', {
          reaction: { content: ':blob:', emoji: BLOB },
          emoji: ':blob:',
          emoji_url: BLOB.url,
        }),
      ])
      return breaksContract(
        page,
        'the bare emoji_reaction type, which Mitra never sends but the client reads as a reaction',
      )
    })
    const feed = await screen.findByRole('feed', { name: 'Notifications' })
    const entries = feed.querySelectorAll('article')
    expect([...entries].map(heading)).toEqual([
      'Bob, Carol and 2 others liked or reacted to your post',
      'Erin replied to your post',
      'Frank followed you',
      'New notification from Hal',
      'Ivan reacted to your post',
    ])
    // The reader's own posts are excerpts, not cards; replies keep their card.
    expect(screen.queryByTestId(`post-${postId('p1')}`)).toBeNull()
    expect(screen.getAllByTestId(`post-${postId('p2')}`)).toHaveLength(1)
    expect(
      within(entries[0] as HTMLElement)
        .getByRole('link', { name: 'Your post: Balcony harvest' })
        .getAttribute('href'),
    ).toBe(`/post/${postId('p1')}`)
    await userEvent.click(within(entries[4] as HTMLElement).getByRole('button', { name: 'Show who', expanded: false }))
    expect(screen.getByRole('img', { name: ':blob:' }).getAttribute('src')).toBe(BLOB.url)
    expect(screen.getByRole('link', { name: /Frank @frank/ }).getAttribute('href')).toBe('/@frank')
    expect(queryClient.getQueryData(statusKeys.detail(postId('p2')))).toEqual(postOf('p2'))
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    const post = calls.find((c) => c.method === 'POST')!
    expect([post.path, post.body]).toEqual(['/api/v1/markers', { 'notifications[last_read_id]': '12' }])
    await waitFor(() => expect(queryClient.getQueryData(notificationKeys.unread())).toEqual({ count: 0, full: false }))
  })

  // Mitra 5.9's types (payment_anonymous since 4.17.0, moderation_warning since 5.9.0) and any
  // type Parley does not know: each entry has a sentence, never a blank row.
  it('renders the types Mitra 5.9 adds, and a sentence for a type it does not know', async () => {
    setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, {})
      const page = jsonResponse(200, [
        note(6, 'moderation_warning', 'mod', null, {
          moderation_warning: warning(6, ' Spam links '),
          payment_amount: null,
        }),
        note(5, 'payment_anonymous', 'anonymous', null, { payment_amount: 500_000_000_000 }),
        note(4, 'subscription', 'sam', null, { payment_amount: 12_000_000_000, moderation_warning: null }),
        note(3, 'moderation_warning', 'mod', null, {
          moderation_warning: warning(3, ''),
        }),
        // 3.21 and older payment notifications have no amount.
        note(2, 'subscription', 'tom', null),
        note(1, 'quest.completed', 'quinn', null),
      ])
      return breaksContract(page, 'a type Parley does not know (quest.completed), to show it still gets a sentence')
    })
    const feed = await screen.findByRole('feed', { name: 'Notifications' })
    const entries = [...feed.querySelectorAll('article')]
    expect(entries.map(heading)).toEqual([
      'Mod deleted one of your posts',
      'Someone paid 0.5 XMR for your subscription',
      'Sam paid 0.012 XMR for your subscription',
      'Mod deleted one of your posts',
      'Tom subscribed to you',
      'New notification from Quinn',
    ])
    // The warning stands apart, with the moderators' reason, or that they gave none.
    expect(entries[0]!.textContent).toContain('Warning from the moderators')
    expect(entries[0]!.textContent).toContain('Reason: Spam links')
    expect(entries[3]!.textContent).toContain('Warning from the moderators')
    expect(entries[3]!.textContent).toContain('No reason was given.')
    expect(entries[3]!.textContent).not.toContain('Reason:')
    expect(entries[5]!.textContent).not.toContain('Warning from the moderators')
    // The anonymous sender is no one to show: no link, no card, but the time is there. A warning
    // names the moderator but shows no card of theirs either.
    expect(entries[1]!.querySelector('a')).toBeNull()
    expect(entries[1]!.querySelector('time')).not.toBeNull()
    expect([...entries[0]!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/@mod'])
    expect(entries[0]!.querySelector('time')).not.toBeNull()
    expect(screen.getByRole('link', { name: /Quinn @quinn/ }).getAttribute('href')).toBe('/@quinn')
    for (const entry of entries) expect(entry.querySelector('svg')).not.toBeNull()
  })

  it('keeps payments and warnings out of Mentions and gives each its own entry', async () => {
    setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, {})
      return jsonResponse(200, [
        note(4, 'payment_anonymous', 'anonymous', null, { payment_amount: 1_000_000_000 }),
        note(3, 'payment_anonymous', 'anonymous', null, { payment_amount: 2_000_000_000 }),
        note(2, 'moderation_warning', 'mod', null, { moderation_warning: warning(2, 'one') }),
        note(1, 'moderation_warning', 'mod', null, { moderation_warning: warning(1, 'two') }),
      ])
    })
    const feed = await screen.findByRole('feed', { name: 'Notifications' })
    expect([...feed.querySelectorAll('article')].map(heading)).toEqual([
      'Someone paid 0.001 XMR for your subscription',
      'Someone paid 0.002 XMR for your subscription',
      'Mod deleted one of your posts',
      'Mod deleted one of your posts',
    ])
    await userEvent.click(screen.getByRole('tab', { name: 'Mentions' }))
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0))
  })

  it('shows more while the loaded count is a multiple of 20, paging by max_id', async () => {
    const { calls } = setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, { notifications: makeMarker('100') })
      const maxId = req.url.searchParams.get('max_id')
      const from = maxId ? Number(maxId) - 1 : 100
      const count = maxId ? 5 : 20
      return jsonResponse(
        200,
        Array.from({ length: count }, (_, i) => note(from - i, 'follow', `u${from - i}`, null)),
      )
    })
    const more = await screen.findByRole('button', { name: 'Show more' })
    expect(screen.getAllByRole('article')).toHaveLength(20)
    await userEvent.click(more)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25))
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    const gets = answered(calls).filter((c) => c.path === '/api/v1/notifications')
    expect(gets.map((c) => c.url.searchParams.get('max_id'))).toEqual([null, '81'])
    expect(gets.every((c) => c.url.searchParams.get('limit') === '20')).toBe(true)
  })

  it('counts notifications, not entries, for Show more: a full page collapsed into one entry still pages', async () => {
    setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, {})
      const maxId = req.url.searchParams.get('max_id')
      if (maxId)
        return jsonResponse(200, [note(Number(maxId) - 1, 'favourite', 'late', 'p1'), note(1, 'follow', 'zed', null)])
      return jsonResponse(
        200,
        Array.from({ length: 20 }, (_, i) => note(40 - i, 'favourite', `u${i}`, 'p1')),
      )
    })
    const more = await screen.findByRole('button', { name: 'Show more' })
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(heading(screen.getByRole('article'))).toBe('U0, U1 and 18 others liked your post')
    await userEvent.click(more)
    // The next page brings more likes of the same post: they join the entry instead of repeating it.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(heading(screen.getAllByRole('article')[0]!)).toBe('U0, U1 and 19 others liked your post')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })
})

describe('NotificationList filter and follow requests', () => {
  it('Mentions keeps only mentions and replies, reading further pages until it finds some', async () => {
    const { calls } = setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, {})
      const maxId = Number(req.url.searchParams.get('max_id') ?? 101)
      // Pages of likes only, down to id 41; then a page with one reply; then the end.
      if (maxId > 41)
        return jsonResponse(
          200,
          Array.from({ length: 20 }, (_, i) => note(maxId - 1 - i, 'favourite', `u${maxId - 1 - i}`, `p${i}`)),
        )
      return jsonResponse(200, [
        note(40, 'mention', 'erin', 'p99', { subtype: 'reply' }),
        note(39, 'follow', 'zed', null),
      ])
    })
    await screen.findByRole('feed', { name: 'Notifications' })
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.click(screen.getByRole('tab', { name: 'Mentions' }))
    expect(screen.getByRole('tab', { name: 'Mentions' }).getAttribute('aria-selected')).toBe('true')
    const feed = await screen.findByRole('feed', { name: 'Notifications' }, { timeout: 12_000 })
    expect(within(feed).getAllByRole('article').map(heading)).toEqual(['Erin replied to your post'])
    const gets = answered(calls).filter((c) => c.path === '/api/v1/notifications')
    expect(gets.map((c) => c.url.searchParams.get('max_id'))).toEqual([null, '81', '61', '41'])
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    // Back to All: everything loaded, the likes grouped per post.
    await userEvent.click(screen.getByRole('tab', { name: 'All' }))
    expect(screen.getAllByRole('article')).toHaveLength(20 + 2)
  }, 15_000)

  it('says "No mentions" when the end is reached without any', async () => {
    setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, {})
      return jsonResponse(200, [note(2, 'favourite', 'bob', 'p1'), note(1, 'follow', 'zed', null)])
    })
    await screen.findByRole('feed', { name: 'Notifications' })
    await userEvent.click(screen.getByRole('tab', { name: 'Mentions' }))
    expect(await screen.findByText('No mentions')).toBeTruthy()
  })

  it('accepts a follow request in place and says so instead of the buttons', async () => {
    const { calls } = setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, {})
      if (req.path === '/api/v1/accounts/relationships')
        return jsonResponse(200, [makeRelationship(idOf('gina'), { requested_by: true })])
      if (req.path === `/api/v1/follow_requests/${idOf('gina')}/authorize`)
        return jsonResponse(200, makeRelationship(idOf('gina'), { followed_by: true }))
      return jsonResponse(200, [note(2, 'follow_request', 'gina', null), note(1, 'follow', 'zed', null)])
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Accept @gina' }))
    expect(await screen.findByText('Request accepted')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept @gina' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reject @gina' })).toBeNull()
    expect(
      calls.some((c) => c.method === 'POST' && c.path === `/api/v1/follow_requests/${idOf('gina')}/authorize`),
    ).toBe(true)
  })
})
