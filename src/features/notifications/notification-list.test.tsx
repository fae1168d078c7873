// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notificationKeys } from '@/api/notifications/queries'
import { statusKeys } from '@/api/statuses/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { answered, jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { NotificationList } from './notification-list'

const actor = (name: string) => ({ id: name, username: name, acct: name, display_name: name[0]!.toUpperCase() + name.slice(1) })
const note = (id: number, type: string, who: string, status: string | null, extra = {}) => ({
  id: String(id),
  type,
  account: actor(who),
  status: status ? { id: status, reblog: null } : null,
  created_at: '2026-01-01T00:00:00Z',
  ...extra,
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

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('NotificationList', () => {
  it('renders a text per type, collapses likes of one post, and marks everything read', async () => {
    const { calls, queryClient } = setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, { notifications: { last_read_id: '12' } })
      return jsonResponse(200, [
        note(12, 'favourite', 'bob', 'p1'),
        note(11, 'favourite', 'carol', 'p1'),
        note(10, 'favourite', 'dave', 'p1'),
        note(9, 'mention', 'erin', 'p2', { subtype: 'reply' }),
        note(8, 'follow', 'frank', null),
        note(7, 'emoji_reaction', 'gina', 'p1', { reaction: { content: '🎉', emoji: null } }),
        note(6, '', 'hal', null),
        note(5, 'pleroma:emoji_reaction', 'ivan', 'p3', { reaction: { content: ':blob:', emoji: { shortcode: 'blob', url: '/e/blob.png' } } }),
      ])
    })
    const feed = await screen.findByRole('feed', { name: 'Notifications' })
    const entries = feed.querySelectorAll('article')
    expect([...entries].map((e) => e.querySelector('p > span')?.textContent)).toEqual([
      'Bob and 2 others liked your post',
      'Erin replied to your post',
      'Frank followed you',
      'Gina reacted with 🎉 to your post',
      'New notification from Hal',
      'Ivan reacted with  to your post',
    ])
    expect(screen.getAllByTestId('post-p1')).toHaveLength(2)
    expect(screen.getByRole('img', { name: ':blob:' }).getAttribute('src')).toBe('/e/blob.png')
    expect(screen.getByRole('link', { name: /Frank @frank/ }).getAttribute('href')).toBe('/@frank')
    expect(queryClient.getQueryData(statusKeys.detail('p2'))).toEqual({ id: 'p2', reblog: null })
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
      return jsonResponse(200, [
        note(5, 'moderation_warning', 'mod', null, {
          moderation_warning: { id: 'w', action: 'delete_statuses', text: ' Spam links ', created_at: '2026-01-01T00:00:00Z' },
          payment_amount: null,
        }),
        note(4, 'payment_anonymous', 'anonymous', null, { payment_amount: 5000 }),
        note(3, 'subscription', 'sam', null, { payment_amount: 12000, moderation_warning: null }),
        note(2, 'moderation_warning', 'mod', null, { moderation_warning: { id: 'v', action: 'delete_statuses', text: '', created_at: 'x' } }),
        note(1, 'quest.completed', 'quinn', null),
      ])
    })
    const feed = await screen.findByRole('feed', { name: 'Notifications' })
    const entries = [...feed.querySelectorAll('article')]
    expect(entries.map((e) => e.querySelector('p > span')?.textContent)).toEqual([
      'Mod deleted one of your posts',
      'You received a payment from an anonymous sender',
      'Sam subscribed to you',
      'Mod deleted one of your posts',
      'New notification from Quinn',
    ])
    expect(entries[0]!.textContent).toContain('Reason: Spam links')
    expect(entries[3]!.textContent).not.toContain('Reason')
    // The anonymous sender is no one to show: no link, no card, but the time is there.
    expect(entries[1]!.querySelector('a')).toBeNull()
    expect(entries[1]!.querySelector('time')).not.toBeNull()
    expect(screen.getByRole('link', { name: /Quinn @quinn/ }).getAttribute('href')).toBe('/@quinn')
    for (const entry of entries) expect(entry.querySelector('svg')).not.toBeNull()
  })

  it('shows more while the loaded count is a multiple of 20, paging by max_id', async () => {
    const { calls } = setup((req) => {
      if (req.path === '/api/v1/markers') return jsonResponse(200, { notifications: { last_read_id: '100' } })
      const maxId = req.url.searchParams.get('max_id')
      const from = maxId ? Number(maxId) - 1 : 100
      const count = maxId ? 5 : 20
      return jsonResponse(200, Array.from({ length: count }, (_, i) => note(from - i, 'follow', `u${from - i}`, null)))
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
      if (maxId) return jsonResponse(200, [note(Number(maxId) - 1, 'favourite', 'late', 'p1'), note(1, 'follow', 'zed', null)])
      return jsonResponse(200, Array.from({ length: 20 }, (_, i) => note(40 - i, 'favourite', `u${i}`, 'p1')))
    })
    const more = await screen.findByRole('button', { name: 'Show more' })
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('article').textContent).toContain('U0 and 19 others liked your post')
    await userEvent.click(more)
    // The next page continues the same run of likes: it joins the entry instead of repeating it.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('U0 and 20 others liked your post')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })
})
