// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DirectoryOrder } from '@/api/directory/endpoints'
import { instanceKeys } from '@/api/instance/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { answered, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeRelationship, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { ProfileDirectory } from './profile-directory'

/** Directory entries as Mitra sends them: user1 uploaded an avatar and a banner, the others did not. */
const account = (n: number) =>
  makeAccount({
    id: uuidOf(n),
    username: `user${n}`,
    display_name: `User ${n}`,
    note: n === 1 ? '<p>Bakes <strong>bread</strong><script>alert(1)</script></p><p>second</p>' : '',
    ...(n === 1
      ? { avatar: 'https://parley.test/media/avatar1.png', header: 'https://parley.test/media/banner.png' }
      : {}),
    statuses_count: n === 1 ? 1 : 1234,
    following_count: 3,
    followers_count: n === 1 ? 1 : 7,
  })

/** The viewer, user0, as verify_credentials sends her. */
const VIEWER = makeUser({ id: uuidOf(0), username: 'user0', display_name: 'User 0' })

/** The ids of a relationships call (id[0], id[1]...). */
const idsOf = (req: StubRequest) =>
  [...req.url.searchParams].filter(([key]) => key.startsWith('id[')).map(([, id]) => id)

type Options = {
  sizes: number[]
  signedIn?: boolean
  follow?: (req: StubRequest) => Response
  /** The Mitra release of the instance (3.21.0 unless told). */
  release?: string
}

/** The directory with its order kept as the route keeps it. */
function Ordered() {
  const [order, setOrder] = useState<DirectoryOrder>('active')
  return (
    <ProfileDirectory
      label="Profile directory"
      order={order}
      onOrderChange={setOrder}
      renderName={(a) => a.display_name}
      emojify={(html, a) => html.replace(':wave:', `<img alt=":wave:" src="${a.id}.png">`)}
    />
  )
}

function setup({ sizes, signedIn = true, follow, release = '3.21.0' }: Options) {
  if (signedIn) session.setToken('token')
  const following = new Set<string>()
  const stub = stubFetch((req) => {
    if (req.path === '/api/v1/accounts/verify_credentials') return jsonResponse(200, VIEWER)
    if (req.path === '/api/v1/accounts/relationships') {
      return jsonResponse(
        200,
        idsOf(req).map((id) => makeRelationship(id, { following: following.has(id) })),
      )
    }
    const action = /^\/api\/v1\/accounts\/([0-9a-f-]{36})\/(follow|unfollow)$/.exec(req.path)
    if (action?.[1]) {
      if (follow) return follow(req)
      if (action[2] === 'follow') following.add(action[1])
      else following.delete(action[1])
      return jsonResponse(200, makeRelationship(action[1], { following: following.has(action[1]) }))
    }
    const offset = Number(req.url.searchParams.get('offset') ?? 0)
    const size = sizes[offset / 20] ?? 0
    return jsonResponse(
      200,
      Array.from({ length: size }, (_, i) => account(offset + i)),
    )
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(instanceKeys.all, makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` }))
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider history={createMemoryHistory(['/profile-directory'])}>
          <Ordered />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return stub
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name} @`) })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('ProfileDirectory', () => {
  it('asks 4.6 and later for the order chosen, recently active first; 3.21 gets no order and no choice', async () => {
    const { calls } = setup({ sizes: [3], release: '5.9.1' })
    await screen.findByRole('list', { name: 'Profile directory' })
    const order = screen.getByRole('group', { name: 'Order' })
    expect(within(order).getByRole('radio', { name: 'Recently active' })).toHaveProperty('checked', true)
    const directory = () => calls.filter((c) => c.path === '/api/v1/directory')
    expect(directory()[0]?.url.searchParams.get('order')).toBe('active')
    await userEvent.click(within(order).getByRole('radio', { name: 'By name' }))
    await waitFor(() => expect(directory().at(-1)?.url.searchParams.get('order')).toBe('username'))
    cleanup()
    const old = setup({ sizes: [3] })
    await screen.findByRole('list', { name: 'Profile directory' })
    expect(screen.queryByRole('group', { name: 'Order' })).toBeNull()
    expect(old.calls.filter((c) => c.path === '/api/v1/directory')[0]?.url.searchParams.has('order')).toBe(false)
  })

  it('shows cards linking to profiles and Show more profiles while pages are full', async () => {
    const { calls } = setup({ sizes: [20, 4] })
    const list = await screen.findByRole('list', { name: 'Profile directory' })
    expect(list.querySelectorAll(':scope > li')).toHaveLength(20)
    expect(screen.getByRole('link', { name: 'User 0 @user0' }).getAttribute('href')).toBe('/@user0')
    await userEvent.click(screen.getByRole('button', { name: 'Show more profiles' }))
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(24))
    expect(screen.queryByRole('button', { name: 'Show more profiles' })).toBeNull()
    const directoryCalls = calls.filter((c) => c.path === '/api/v1/directory')
    expect(directoryCalls.at(-1)?.url.searchParams.get('offset')).toBe('20')
    // The new page's relationships come in one more call, for its cards only.
    await waitFor(() =>
      expect(answered(calls).filter((c) => c.path === '/api/v1/accounts/relationships')).toHaveLength(2),
    )
    const batches = answered(calls).filter((c) => c.path === '/api/v1/accounts/relationships')
    expect(batches[0] && idsOf(batches[0])).toHaveLength(19)
    expect(batches[1] && idsOf(batches[1])).toEqual([uuidOf(20), uuidOf(21), uuidOf(22), uuidOf(23)])
  })

  it('offers no more profiles after a short first page', async () => {
    setup({ sizes: [7] })
    const list = await screen.findByRole('list', { name: 'Profile directory' })
    expect(list.querySelectorAll(':scope > li')).toHaveLength(7)
    expect(screen.queryByRole('button', { name: 'Show more profiles' })).toBeNull()
  })

  it('shows the sanitised bio, the banner and plural-aware, localised counts', async () => {
    setup({ sizes: [3] })
    await screen.findByRole('list', { name: 'Profile directory' })
    const first = card('User 1')
    expect(within(first).getByText('bread').tagName).toBe('STRONG')
    expect(first.querySelector('script')).toBeNull()
    expect(first.querySelector('img[src="https://parley.test/media/banner.png"]')).not.toBeNull()
    const stats = within(first).getByRole('list', { name: 'Statistics' })
    expect(stats.textContent).toBe('1 post3 following1 follower')
    const second = within(card('User 2')).getByRole('list', { name: 'Statistics' })
    expect(second.textContent).toBe('1,234 posts3 following7 followers')
    // Mitra's default header (its identicon route, without input) is no banner; its default avatar
    // (the identicon route with input=actor_id) is shown as the avatar (v3.21.0 Account::from_profile).
    expect(card('User 2').querySelector('img[src="https://parley.test/api/v1/accounts/identicon"]')).toBeNull()
    expect(
      card('User 2').querySelector(
        'img[src="https://parley.test/api/v1/accounts/identicon?input=https://parley.test/users/user2"]',
      ),
    ).not.toBeNull()
  })

  it('draws the identicon in place of an avatar that does not load', async () => {
    // Mitra always sends an avatar URL (never null); the fallback shows when its image fails.
    setup({ sizes: [3] })
    await screen.findByRole('list', { name: 'Profile directory' })
    const avatar = card('User 1').querySelector('img[src="https://parley.test/media/avatar1.png"]')
    expect(avatar).not.toBeNull()
    expect(card('User 1').querySelector('svg')).toBeNull()
    if (avatar) fireEvent.error(avatar)
    await waitFor(() =>
      expect(card('User 1').querySelector('img[src="https://parley.test/media/avatar1.png"]')).toBeNull(),
    )
    expect(card('User 1').querySelector('svg')).not.toBeNull()
  })

  it('reads the relationships of a page in one call, without the viewer, and follows from a card', async () => {
    const { calls } = setup({ sizes: [3] })
    const follow = await within(await waitFor(() => card('User 2'))).findByRole('button', { name: 'Follow' })
    const batches = answered(calls).filter((c) => c.path === '/api/v1/accounts/relationships')
    expect(batches).toHaveLength(1)
    expect(batches[0] && idsOf(batches[0])).toEqual([uuidOf(1), uuidOf(2)])
    // The viewer's own card offers nothing.
    expect(within(card('User 0')).queryByRole('button')).toBeNull()
    await userEvent.click(follow)
    const unfollow = await within(card('User 2')).findByRole('button', { name: 'Unfollow' })
    expect(within(card('User 2')).getByRole('list', { name: 'Statistics' }).textContent).toContain('8 followers')
    await userEvent.click(unfollow)
    await within(card('User 2')).findByRole('button', { name: 'Follow' })
    expect(within(card('User 2')).getByRole('list', { name: 'Statistics' }).textContent).toContain('7 followers')
  })

  it('leaves the count alone when a follow becomes a request', async () => {
    setup({
      sizes: [3],
      follow: (req) => jsonResponse(200, makeRelationship(req.path.split('/')[4] ?? '', { requested: true })),
    })
    await userEvent.click(await within(await waitFor(() => card('User 2'))).findByRole('button', { name: 'Follow' }))
    await within(card('User 2')).findByRole('button', { name: 'Cancel follow request' })
    expect(within(card('User 2')).getByRole('list', { name: 'Statistics' }).textContent).toContain('7 followers')
  })
})
