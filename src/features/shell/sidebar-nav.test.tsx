// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DraftStore, memoryBackend, setDraftStore } from '@/lib/drafts'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { HOME_REFRESH_KEYS } from './home-button'
import { SidebarNav } from './sidebar-nav'

function setup(initialIds: number[], lastReadId: string | null, user = makeUser()) {
  session.setToken('token')
  const server = { ids: initialIds }
  stubFetch((req) =>
    req.path === '/api/v1/markers'
      ? jsonResponse(200, lastReadId ? { notifications: { last_read_id: lastReadId } } : {})
      : jsonResponse(200, server.ids.map((id) => ({ id: String(id), type: 'follow', account: { id: 'a' }, status: null }))),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory(['/home'])}>
          <SidebarNav user={user} instance={makeInstance()} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { server, queryClient }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('SidebarNav unread badge', () => {
  it('names the unread count on the Notifications link', async () => {
    setup([5, 4, 3], '3')
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy()
  })

  it('shows no badge when nothing is unread', async () => {
    setup([5, 4], '5')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy()
  })

  it('shows 20+ when the whole first page is unread', async () => {
    setup(Array.from({ length: 20 }, (_, i) => 50 - i), null)
    const link = await screen.findByRole('link', { name: 'Notifications, 20+ unread' })
    expect(link.textContent).toContain('20+')
  })

  it('updates the badge when the Home button reloads the notifications', async () => {
    const { server, queryClient } = setup([5, 4], '4')
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy()
    server.ids = [7, 6, 5, 4]
    for (const queryKey of HOME_REFRESH_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] })
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy()
  })
})

describe('SidebarNav drafts', () => {
  it('links to the drafts with their count, following changes', async () => {
    const store = new DraftStore(memoryBackend())
    setDraftStore(store)
    setup([], null)
    expect(screen.getByRole('link', { name: 'Drafts' }).getAttribute('href')).toBe('/drafts')
    const fields = { text: 'x', sensitive: false, visibility: null, poll: null, media: [], target: null, idempotencyKey: 'k' }
    act(() => void store.save(makeUser().id, 'new', fields))
    act(() => void store.save(makeUser().id, 'reply:1', fields))
    act(() => void store.save('another-account', 'new', fields))
    expect(await screen.findByRole('link', { name: 'Drafts, 2 drafts' })).toBeTruthy()
    setDraftStore(null)
  })
})

describe('SidebarNav for a read-only member', () => {
  it('offers no Drafts to a member who may not post, and the rest as to anyone', () => {
    setup([], null, makeUser({}, []))
    expect(screen.queryByRole('link', { name: /^Drafts/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Bookmarks' })).toBeTruthy()
  })
})
