// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import { instanceKeys } from '@/api/instance/queries'
import { statusKeys } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeUser, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { ToastRegion } from '@/ui/toast/toast-region'
import { PostCard } from './post-card'

const TOKEN = 'token-1'
const POST = uuidOf(1)
const bob = makeAccount({ id: uuidOf(0xb0b), username: 'bob', display_name: 'Bob' })
const readers = makeAccount({
  id: uuidOf(0x600),
  username: 'readers',
  acct: 'readers',
  display_name: 'Readers',
  is_group: true,
})
const ON_5_9 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })

/** A post sent to the group readers, as Mitra 5.9 sends it to a member (a moderator or not). */
const post = (canModerate: boolean): Status =>
  makeWireStatus({
    id: POST,
    account: bob,
    content: '<p>hello</p>',
    language: null,
    group: readers,
    conversation: { id: uuidOf(0xc0), root_id: POST, tracking: 'normal', can_moderate: canModerate },
    conversation_tracking: 'normal',
  })

function renderCard(status: Status) {
  session.setToken(TOKEN)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(accountKeys.current(TOKEN), makeUser())
  queryClient.setQueryData(instanceKeys.all, ON_5_9)
  queryClient.setQueryData(statusKeys.detail(POST), status)
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory()}>
          <PostCard status={status} />
          <ToastRegion />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return queryClient
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }))
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear()
})

describe('a post in a group', () => {
  it("names its group, linking to the group's page", () => {
    stubFetch(() => jsonResponse(200, {}))
    renderCard(post(false))
    const article = screen.getByRole('article')
    expect(within(article).getByText(/^In/).textContent).toBe('In the group Readers')
    expect(within(article).getByRole('link', { name: 'Readers' }).getAttribute('href')).toBe('/@readers')
  })

  it('offers Remove from group to a moderator only', async () => {
    stubFetch(() => jsonResponse(200, {}))
    renderCard(post(false))
    expect(await openMenu()).not.toContain('Remove from group')
  })

  it('removes the post after the moderator confirms, and drops it from the cache', async () => {
    const { calls } = stubFetch(() => new Response(null, { status: 204 }))
    const queryClient = renderCard(post(true))
    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove from group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post from the group?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Post removed from the group')).toBeTruthy()
    expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', `/api/v1/statuses/${POST}/thread`]])
    expect(queryClient.getQueryData(statusKeys.detail(POST))).toBeUndefined()
  })
})
