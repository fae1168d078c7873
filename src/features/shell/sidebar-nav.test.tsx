// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '@/lib/query-client'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CredentialAccount } from '@/api/accounts/types'
import { DraftStore, memoryBackend, setDraftStore } from '@/lib/drafts'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { answered, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeMarker, makeNotification, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { queryDelivered } from '@/lib/testing/query-waits'
import { followRequestsQuery } from '@/api/follow-requests/queries'
import { unreadCountQuery } from '@/api/notifications/queries'
import { HOME_REFRESH_KEYS } from './home-button'
import { PHONE_QUERY } from '@/lib/media-query'
import { SidebarNav } from './sidebar-nav'

type Extra = {
  user?: CredentialAccount
  lists?: { id: string; title: string }[]
  requests?: number
  logout?: () => void
  wide?: boolean
}

function setup(initialIds: number[], lastReadId: string | null, extra: Extra = {}) {
  session.setToken('token')
  // A phone-wide window unless the test says otherwise: the tab bar loads only there.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !extra.wide && query === PHONE_QUERY,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  const server = { ids: initialIds }
  const { calls } = stubFetch((req) => {
    if (req.path === '/api/v1/markers')
      return jsonResponse(200, lastReadId ? { notifications: makeMarker(lastReadId) } : {})
    if (req.path === '/api/v1/lists')
      return jsonResponse(
        200,
        (extra.lists ?? []).map((list) => ({ ...list, replies_policy: 'followed', exclusive: false })),
      )
    if (req.path === '/api/v1/follow_requests') {
      return jsonResponse(
        200,
        Array.from({ length: extra.requests ?? 0 }, (_, i) => makeAccount({ id: uuidOf(100 + i), username: `r${i}` })),
      )
    }
    if (req.path === '/oauth/revoke') {
      extra.logout?.()
      return jsonResponse(200, {})
    }
    return jsonResponse(
      200,
      server.ids.map((id) => makeNotification(id)),
    )
  })
  const queryClient = createQueryClient()
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory(['/home'])}>
          <SidebarNav user={extra.user ?? makeUser()} instance={makeInstance()} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { server, queryClient, calls }
}

/** The wide screens' list (the phone tab bar repeats some links). */
const sidebar = () => within(screen.getAllByRole('list')[0]!)
/** The phone tab bar, once its code has come. */
const tabs = async () =>
  within(await screen.findByRole('button', { name: /^Menu/ }).then((menu) => menu.closest('ul')!))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('SidebarNav unread badge', () => {
  it('names the unread count on the Notifications link', async () => {
    setup([5, 4, 3], '3')
    expect(await sidebar().findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy()
  })

  it('shows no badge when nothing is unread', async () => {
    const { queryClient } = setup([5, 4], '5')
    await queryDelivered(queryClient, unreadCountQuery().queryKey)
    expect(sidebar().getByRole('link', { name: 'Notifications' })).toBeTruthy()
  })

  it('shows 20+ when the whole first page is unread', async () => {
    setup(
      Array.from({ length: 20 }, (_, i) => 50 - i),
      null,
    )
    const link = await sidebar().findByRole('link', { name: 'Notifications, 20+ unread' })
    expect(link.textContent).toContain('20+')
  })

  it('updates the badge when the Home button reloads the notifications', async () => {
    const { server, queryClient } = setup([5, 4], '4')
    expect(await sidebar().findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy()
    server.ids = [7, 6, 5, 4]
    for (const queryKey of HOME_REFRESH_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] })
    expect(await sidebar().findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy()
  })
})

describe('SidebarNav drafts', () => {
  it('links to the drafts with their count, following changes', async () => {
    const store = new DraftStore(memoryBackend())
    setDraftStore(store)
    setup([], null)
    expect(sidebar().getByRole('link', { name: 'Drafts' }).getAttribute('href')).toBe('/drafts')
    const fields = {
      text: 'x',
      sensitive: false,
      visibility: null,
      poll: null,
      media: [],
      target: null,
      idempotencyKey: 'k',
    }
    act(() => void store.save(makeUser().id, 'new', fields))
    act(() => void store.save(makeUser().id, 'reply:1', fields))
    act(() => void store.save('another-account', 'new', fields))
    expect(await sidebar().findByRole('link', { name: 'Drafts, 2 drafts' })).toBeTruthy()
    setDraftStore(null)
  })
})

describe('SidebarNav groups', () => {
  it('lists the custom feeds by name, with Manage feeds', async () => {
    setup([], null, {
      lists: [
        { id: '9', title: 'Cats' },
        { id: '12', title: 'Local news' },
      ],
    })
    const group = await screen.findByRole('list', { name: 'Feeds' })
    expect((await within(group).findByRole('link', { name: 'Cats' })).getAttribute('href')).toBe(
      '/custom-feed/9/timeline',
    )
    expect(within(group).getByRole('link', { name: 'Local news' }).getAttribute('href')).toBe(
      '/custom-feed/12/timeline',
    )
    expect(within(group).getByRole('link', { name: 'Manage feeds' }).getAttribute('href')).toBe('/custom-feeds')
  })

  it('shows Follow requests with the pending count, read with one request', async () => {
    const { calls } = setup([], null, { user: makeUser({ locked: true }), requests: 2 })
    expect(
      (await sidebar().findByRole('link', { name: 'Follow requests, 2 pending requests' })).getAttribute('href'),
    ).toBe('/follow-requests')
    expect((await tabs()).getByRole('button', { name: 'Menu, 2 pending requests' })).toBeTruthy()
    // Under StrictMode the first request is given up and asked again: count those answered.
    expect(answered(calls).filter((call) => call.path === '/api/v1/follow_requests')).toHaveLength(1)
  })

  it('shows Follow requests without a count for a locked account with none waiting', async () => {
    setup([], null, { user: makeUser({ locked: true }) })
    expect(await sidebar().findByRole('link', { name: 'Follow requests' })).toBeTruthy()
  })

  it('leaves Follow requests out for an open account with none waiting, and shows it when some wait', async () => {
    const { queryClient } = setup([], null)
    await screen.findByRole('list', { name: 'Feeds' })
    await queryDelivered(queryClient, followRequestsQuery().queryKey)
    expect(sidebar().queryByRole('link', { name: /Follow requests/ })).toBeNull()
    cleanup()
    setup([], null, { requests: 1 })
    expect(await sidebar().findByRole('link', { name: 'Follow requests, 1 pending request' })).toBeTruthy()
  })
})

describe('SidebarNav for a read-only member', () => {
  it('offers no Drafts and no New post', async () => {
    setup([], null, { user: makeUser({}, []) })
    await screen.findByRole('list', { name: 'Feeds' })
    expect(sidebar().queryByRole('link', { name: /Drafts/ })).toBeNull()
    expect((await tabs()).queryByRole('button', { name: 'New post' })).toBeNull()
    expect((await tabs()).getByRole('link', { name: 'Home' })).toBeTruthy()
  })

  it('offers Drafts and New post to those who may post', async () => {
    setup([], null)
    expect(sidebar().getByRole('link', { name: 'Drafts' })).toBeTruthy()
    expect((await tabs()).getByRole('button', { name: 'New post' })).toBeTruthy()
  })
})

describe('PhoneTabBar', () => {
  it('leaves the tab bar out of a window wider than a phone', async () => {
    setup([], null, { wide: true })
    await screen.findByRole('list', { name: 'Feeds' })
    expect(screen.queryByRole('button', { name: /^Menu/ })).toBeNull()
  })

  it('labels its tabs with text, and names the "+" New post', async () => {
    setup([], null)
    for (const name of ['Home', 'Search', 'Notifications', 'Menu']) expect((await tabs()).getByText(name)).toBeTruthy()
    expect((await tabs()).getByRole('button', { name: 'New post' }).textContent).toBe('')
  })

  it('opens the menu sheet, and Log out asks first: Cancel keeps the session', async () => {
    let revoked = 0
    setup([], null, { logout: () => void revoked++ })
    fireEvent.click((await tabs()).getByRole('button', { name: 'Menu' }))
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 })
    expect(within(sheet).getByRole('link', { name: 'Settings' })).toBeTruthy()
    expect(within(sheet).getByRole('link', { name: 'Muted users' }).getAttribute('href')).toBe('/mutes')
    fireEvent.click(within(sheet).getByRole('button', { name: 'Log out' }))
    const confirm = await screen.findByRole('dialog', { name: 'Log out of @alice?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog', { name: 'Log out of @alice?' })).toBeNull()
    expect(revoked).toBe(0)
    expect(session.getToken()).toBe('token')
  })

  it('logs out once confirmed', async () => {
    let revoked = 0
    setup([], null, { logout: () => void revoked++ })
    fireEvent.click((await tabs()).getByRole('button', { name: 'Menu' }))
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Log out' }))
    const confirm = await screen.findByRole('dialog', { name: 'Log out of @alice?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Log out' }))
    await vi.waitFor(() => expect(revoked).toBe(1))
  })
})
