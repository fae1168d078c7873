// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import { instanceKeys } from '@/api/instance/queries'
import type { Account } from '@/api/accounts/types'
import { relationshipKeys } from '@/api/relationships/queries'
import type { Relationship } from '@/api/relationships/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeUser, makeRelationship, uuidOf, WIRE_TIME } from '@/lib/testing/fixtures'
import { toastStore } from '@/ui/toast/toast-store'
import { ProfilePage, type ProfilePageSlots } from './profile-page'

const me = makeUser({}, ['create_post', 'delete_any_profile'])

const BOB_ID = uuidOf(0xb0b)
const bob = (extra: Partial<Account> = {}): Account =>
  makeAccount({
    id: BOB_ID,
    username: 'bob',
    display_name: 'Bob',
    statuses_count: 12,
    following_count: 3,
    followers_count: 4,
    note: '<p>Hello <script>alert(1)</script>there</p>',
    fields: [
      {
        name: 'Site',
        value: '<a href="https://bob.example">bob.example</a>',
        verified_at: WIRE_TIME,
        is_legacy_proof: false,
      },
      { name: 'Pets', value: 'cats', verified_at: null, is_legacy_proof: false },
    ],
    ...extra,
  })

const rel = (fields: Partial<Relationship> = {}): Relationship =>
  makeRelationship(BOB_ID, { followed_by: true, ...fields })

const slots: ProfilePageSlots = {
  renderName: (account) => account.display_name ?? account.username,
  emojify: (html) => html,
  copy: () => Promise.resolve(true),
  renderPosts: (_account, _filters, label) => <p>{`posts: ${label}`}</p>,
}

function renderPage(
  account: Account,
  {
    user = me as typeof me | null,
    relationship = rel(),
    handler = (() => jsonResponse(200, [])) as StubHandler,
    release = undefined as string | undefined,
  } = {},
) {
  // Parts of the page ask for the instance too: answered here, everything else by `handler`.
  const stub = stubFetch((req) => (req.path === '/api/v1/instance' ? jsonResponse(200, makeInstance()) : handler(req)))
  if (user) session.setToken('token')
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(accountKeys.current(user ? 'token' : null), user)
  client.setQueryData(relationshipKeys.detail(account.id), relationship)
  client.setQueryData(accountKeys.detail(account.id), account)
  if (release) client.setQueryData(instanceKeys.all, makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` }))
  const history = createMemoryHistory()
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider history={history}>
          <ProfilePage account={account} slots={slots} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, client, history }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('ProfilePage', () => {
  it("shows another member's profile: one h1, badges, bio, verified field, stats, three tabs", () => {
    renderPage(bob())
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Bob'])
    expect(screen.getByText('@bob')).toBeTruthy()
    expect(screen.getByText('Follows you')).toBeTruthy()
    expect(screen.queryByText('Admin')).toBeNull()
    // The sanitiser itself is tested in lib/html (happy-dom needs patches for DOMPurify).
    expect(screen.getByText(/Hello/)).toBeTruthy()
    const verified = screen.getByText('Verified')
    expect(verified.closest('dd')?.textContent).toContain('bob.example')
    expect(screen.getByText('12').closest('li')?.textContent).toContain('posts')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Posts', 'Posts and replies', 'Featured'])
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Atom feed/ }).getAttribute('href')).toBe('/feeds/users/bob')
    expect(screen.getByRole('link', { name: /Gallery/ }).getAttribute('href')).toBe('/@bob/gallery')
    expect(screen.queryByRole('link', { name: /Edit profile/ })).toBeNull()
  })

  it('marks an automated account (`bot`) near the name, with text for screen readers', () => {
    renderPage(bob({ bot: true }))
    const mark = screen.getByText('Automated account').closest('li')
    expect(mark?.textContent).toBe('AutomatedAutomated account')
    expect(mark?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Automated')
  })

  it('shows no automated mark on a person’s profile', () => {
    renderPage(bob({ bot: false }))
    expect(screen.queryByText('Automated account')).toBeNull()
    expect(screen.queryByText('Automated')).toBeNull()
  })

  it('shows the counts of a remote profile and links its original page, without an Atom feed', () => {
    renderPage(bob({ acct: 'bob@remote.example', url: 'https://remote.example/users/bob' }))
    const stats = screen.getByRole('list', { name: 'Statistics' })
    expect(stats.textContent).toContain('12 posts')
    expect(stats.textContent).toContain('4 followers')
    expect(screen.getByText('Counts as known to this server.')).toBeTruthy()
    const original = screen.getByRole('link', { name: 'Open original profile on remote.example (opens in a new tab)' })
    expect(original.getAttribute('href')).toBe('https://remote.example/users/bob')
    expect(original.getAttribute('target')).toBe('_blank')
    expect(original.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.queryByRole('link', { name: /Atom feed/ })).toBeNull()
  })

  it('links no original page and adds no count note for a local profile', () => {
    renderPage(bob())
    expect(screen.queryByRole('link', { name: /Open original profile/ })).toBeNull()
    expect(screen.queryByText('Counts as known to this server.')).toBeNull()
  })

  it('shows the subscriber count, plural-aware, where a subscription is offered or subscribers exist', () => {
    const monero = { type: 'monero-subscription' as const, chain_id: 'monero:x', price: 38580, object_id: null }
    renderPage(bob({ payment_options: [monero], subscribers_count: 1 }))
    expect(screen.getByRole('list', { name: 'Statistics' }).textContent).toContain('1 subscriber')
    expect(screen.getByRole('list', { name: 'Statistics' }).textContent).not.toContain('1 subscribers')
    cleanup()
    renderPage(bob({ payment_options: [monero], subscribers_count: 0 }))
    expect(screen.getByRole('list', { name: 'Statistics' }).textContent).toContain('0 subscribers')
    cleanup()
    renderPage(bob({ subscribers_count: 0 }))
    expect(screen.getByRole('list', { name: 'Statistics' }).textContent).not.toContain('subscriber')
  })

  it('shows the own profile with the admin badge, six tabs, stats links and Edit profile', async () => {
    renderPage(me as Account)
    expect(screen.getByText('Admin')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Posts',
      'Posts and replies',
      'Featured',
      'Followers',
      'Following',
      'Subscribers',
    ])
    expect(screen.getByRole('link', { name: /Edit profile/ }).getAttribute('href')).toBe('/settings/profile')
    await userEvent.click(screen.getByRole('button', { name: /following/ }))
    expect(screen.getByRole('tab', { name: 'Following' }).getAttribute('aria-selected')).toBe('true')
  })

  it('opens the Subscribers tab from the own subscriber count', async () => {
    renderPage({ ...(me as Account), subscribers_count: 3 })
    await userEvent.click(screen.getByRole('button', { name: /3 subscribers/ }))
    expect(screen.getByRole('tab', { name: 'Subscribers' }).getAttribute('aria-selected')).toBe('true')
  })

  it('moves between tabs with the arrow keys', async () => {
    renderPage(bob())
    const posts = screen.getByRole('tab', { name: 'Posts' })
    expect(within(screen.getByRole('tabpanel')).getByText('posts: Posts')).toBeTruthy()
    posts.focus()
    await userEvent.keyboard('{ArrowRight}')
    const replies = screen.getByRole('tab', { name: 'Posts and replies' })
    expect(replies.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(replies)
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Featured' }).getAttribute('aria-selected')).toBe('true')
  })

  it('shows unfollow, cancel, accept and reject as the relationship says', () => {
    renderPage(bob(), { relationship: rel({ following: true, requested_by: true }) })
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Accept follow request' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reject follow request' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
  })

  it('tells guests to follow from their own server', async () => {
    renderPage(bob(), { user: null })
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }))
    expect(screen.getByText(/follow it from there/)).toBeTruthy()
  })

  it('offers the admin items, and the reposts and replies toggles while following, in the menu', async () => {
    renderPage(bob({ acct: 'bob@remote.example' }), { relationship: rel({ following: true, showing_reblogs: false }) })
    await userEvent.click(screen.getByRole('button', { name: 'Profile actions' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy link to profile',
      'Mute',
      'Show reposts',
      'Hide replies',
      'Copy profile ID',
      'Copy actor ID',
      'Load latest posts',
    ])
  })

  it('offers Load featured posts to an admin on a remote profile from Mitra 4.2.0, and sends collection featured', async () => {
    const remote = bob({ acct: 'bob@remote.example' })
    const { calls } = renderPage(remote, {
      release: '5.9.1',
      handler: (call) => (call.method === 'POST' ? new Response(null, { status: 204 }) : jsonResponse(200, [])),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Profile actions' }))
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(items.slice(-2)).toEqual(['Load latest posts', 'Load featured posts'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Load featured posts' }))
    await waitFor(() =>
      expect(toastStore.snapshot().map((toast) => toast.message)).toContain(
        'Loading the featured posts. Reload the page in a few minutes.',
      ),
    )
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
      { path: `/api/v1/accounts/${BOB_ID}/load_activities`, body: { collection: 'featured' } },
    ])
  })

  it('shows the refusal of a featured load as an error', async () => {
    renderPage(bob({ acct: 'bob@remote.example' }), {
      release: '5.9.1',
      handler: (call) => (call.method === 'POST' ? errorResponse(404, 'profile not found') : jsonResponse(200, [])),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Profile actions' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Load featured posts' }))
    await waitFor(() =>
      expect(toastStore.snapshot().find((toast) => toast.message.includes('profile not found'))?.tone).toBe('error'),
    )
  })

  it('leaves Load featured posts out before Mitra 4.2.0 and on a local profile', async () => {
    renderPage(bob({ acct: 'bob@remote.example' }), { release: '4.1.0' })
    await userEvent.click(screen.getByRole('button', { name: 'Profile actions' }))
    expect(screen.getByRole('menuitem', { name: 'Load latest posts' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Load featured posts' })).toBeNull()
    cleanup()
    renderPage(bob(), { release: '5.9.1' })
    await userEvent.click(screen.getByRole('button', { name: 'Profile actions' }))
    expect(screen.getByRole('menuitem', { name: 'Copy actor ID' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: /^Load/ })).toBeNull()
  })

  it('leaves the toggles and admin items out for a member who does not follow', async () => {
    renderPage(bob(), { user: makeUser(), relationship: rel({ muting: true }) })
    await userEvent.click(screen.getByRole('button', { name: 'Profile actions' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link to profile', 'Unmute'])
  })

  it('offers the own lists and settings in the menu of the own profile', async () => {
    const { history } = renderPage(me as Account)
    await userEvent.click(screen.getByRole('button', { name: 'Profile actions' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy link to profile',
      'Edit profile',
      'Follow requests',
      'Muted users',
      'Custom feeds',
      'Link cryptographic key',
      'Copy profile ID',
      'Copy actor ID',
    ])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Muted users' }))
    expect(history.location.pathname).toBe('/mutes')
  })

  it('removes a follower after a confirmation, lowering the followers count', async () => {
    const ownUser = { ...me, followers_count: 2 }
    const own = ownUser as Account
    const carol = makeAccount({ id: uuidOf(0xc4), username: 'carol', display_name: 'Carol' })
    let fail = true
    const { calls, client } = renderPage(own, {
      user: ownUser,
      handler: (req) => {
        if (req.method === 'POST')
          return fail ? errorResponse(400, 'try later') : jsonResponse(200, rel({ followed_by: false }))
        return jsonResponse(200, req.path.endsWith('/followers') ? [bob(), carol] : [])
      },
    })
    await userEvent.click(screen.getByRole('tab', { name: 'Followers' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Remove @bob from followers' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove @bob from followers?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from followers' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('try later')
    expect(client.getQueryData<Account>(accountKeys.detail(own.id))?.followers_count).toBe(2)
    fail = false
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from followers' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('button', { name: 'Remove @bob from followers' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Remove @carol from followers' })).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/accounts/${BOB_ID}/remove_from_followers`,
      `/api/v1/accounts/${BOB_ID}/remove_from_followers`,
    ])
    expect(client.getQueryData<Account>(accountKeys.detail(own.id))?.followers_count).toBe(1)
    expect(client.getQueryData<Account>(accountKeys.current('token'))?.followers_count).toBe(1)
  })

  it('keeps a follower when the removal is cancelled', async () => {
    const { calls } = renderPage(me as Account, {
      handler: (req) => jsonResponse(200, req.path.endsWith('/followers') ? [bob()] : []),
    })
    await userEvent.click(screen.getByRole('tab', { name: 'Followers' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Remove @bob from followers' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Remove @bob from followers' })).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('offers no removal on the Following tab', async () => {
    renderPage(me as Account, { handler: () => jsonResponse(200, [bob()]) })
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }))
    expect(await screen.findByText('@bob')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /from followers/ })).toBeNull()
  })
})
