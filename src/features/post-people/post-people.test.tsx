// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import { instanceKeys } from '@/api/instance/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { makeStatus } from '@/lib/testing/compose'
import { pageResponse, resetScreen } from '@/lib/testing/render-screen'
import { PostPeople } from './post-people'

const POST = uuidOf(7)
const status = makeStatus({
  id: POST,
  favourites_count: 21,
  reblogs_count: 1,
  pleroma: {
    emoji_reactions: [{ name: '🎉', count: 2, me: false, url: null }],
    in_reply_to_account_acct: null,
    parent_visible: true,
    quote: null,
  },
})

function setup(release: string, handler: StubHandler = () => pageResponse([]), signedIn = true) {
  if (signedIn) session.setToken('token')
  const stub = stubFetch(handler)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(instanceKeys.all, makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` }))
  client.setQueryData(accountKeys.current(signedIn ? 'token' : null), signedIn ? makeUser() : null)
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider history={createMemoryHistory(['/post/1'])}>
          <PostPeople status={status} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return stub
}

const people = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeAccount({ id: uuidOf(100 + from + i), username: `fan${from + i}` }))

afterEach(resetScreen)

describe('PostPeople', () => {
  it('shows nothing on 3.21, and calls nothing', () => {
    const { calls } = setup('3.21.0')
    expect(screen.queryByRole('group', { name: 'Who reacted' })).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('shows nothing to a guest, whom Mitra shows no one', () => {
    setup('5.9.1', undefined, false)
    expect(screen.queryByRole('group', { name: 'Who reacted' })).toBeNull()
  })

  it('on 4.4 offers the reposters only', () => {
    setup('4.4.0')
    const group = screen.getByRole('group', { name: 'Who reacted' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reposted by 1 person'])
  })

  it('opens who liked in a dialog, pages by the Link URL, and gives focus back on Close', async () => {
    const { calls } = setup('5.9.1', (req) =>
      req.url.searchParams.get('max_id') === 'like-20'
        ? pageResponse(people(20, 1))
        : pageResponse(people(0, 20), `https://elsewhere.example/api/v1/statuses/${POST}/favourited_by?max_id=like-20`),
    )
    const group = screen.getByRole('group', { name: 'Who reacted' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Liked by 21 people', 'Reposted by 1 person', '2 reactions'])
    const likes = within(group).getByRole('button', { name: 'Liked by 21 people' })
    await userEvent.click(likes)
    const dialog = await screen.findByRole('dialog', { name: 'Liked by' })
    const list = await within(dialog).findByRole('list', { name: 'Liked by' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    expect(calls[0]?.path).toBe(`/api/v1/statuses/${POST}/favourited_by`)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21))
    expect(calls.at(-1)?.url.href).toBe(`http://localhost/api/v1/statuses/${POST}/favourited_by?max_id=like-20`)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(likes)
  })

  it('lists the reactions by emoji with who reacted', async () => {
    setup('5.9.1', () => jsonResponse(200, [{ name: '🎉', url: null, count: 2, me: false, accounts: people(0, 2) }]))
    await userEvent.click(screen.getByRole('button', { name: '2 reactions' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reactions' })
    const party = await within(dialog).findByRole('region', { name: '🎉: 2' })
    expect(
      within(party)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/@fan0', '/@fan1'])
  })
})
