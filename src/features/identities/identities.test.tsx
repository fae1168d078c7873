// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '@/api/accounts/types'
import type { Aliases } from '@/api/aliases/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { makeAccount, uuidOf } from '@/lib/testing/fixtures'
import { Identities } from './identities'

const ME = uuidOf(0x3e)
/** The remote accounts' ids, told apart by a number. */
const IDS: Record<string, string> = {
  'mira@remote.example': uuidOf(1),
  'miranda@remote.example': uuidOf(2),
  'mira@social.example': uuidOf(3),
}
const remote = (username: string, host = 'remote.example'): Account =>
  makeAccount({
    id: IDS[`${username}@${host}`],
    username,
    acct: `${username}@${host}`,
    display_name: username.toUpperCase(),
    actor_id: `https://${host}/users/${username}`,
    url: `https://${host}/@${username}`,
  })

const mira = remote('mira')
const none: Aliases = { declared: [], declared_all: [], verified: [] }

function setup(initial: Aliases, handler: (req: StubRequest) => Response) {
  session.setToken('token')
  const stub = stubFetch((req) =>
    req.method === 'GET' && req.path === `/api/v1/accounts/${ME}/aliases/all`
      ? jsonResponse(200, initial)
      : handler(req),
  )
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider history={createMemoryHistory(['/settings/aliases'])}>
          <Identities accountId={ME} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return stub
}

const field = () => screen.getByRole('textbox', { name: 'Fediverse address' })
const addButton = () => screen.getByRole('button', { name: 'Add alias' })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('Identities', () => {
  it('lists declared aliases with remove buttons, Unknown for unknown accounts, and verified ones', async () => {
    const aliases: Aliases = {
      declared: [mira],
      declared_all: [
        { id: mira.actor_id, account: mira },
        { id: 'https://gone.example/users/old', account: null },
      ],
      verified: [mira],
    }
    const { calls } = setup(aliases, () =>
      jsonResponse(200, { ...aliases, declared: [], declared_all: [aliases.declared_all[1]!], verified: [] }),
    )
    const declared = await screen.findByRole('list', { name: 'Declared aliases' })
    expect(within(declared).getByText('Unknown')).toBeTruthy()
    expect(within(declared).getByText('https://gone.example/users/old', { selector: '[dir="ltr"]' })).toBeTruthy()
    expect(
      within(screen.getByRole('list', { name: 'Verified aliases' })).getByText('@mira@remote.example'),
    ).toBeTruthy()
    await userEvent.click(within(declared).getByRole('button', { name: 'Remove @mira@remote.example' }))
    await waitFor(() => expect(screen.queryByText('No verified aliases yet.')).toBeTruthy())
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/settings/aliases/remove',
      body: { actor_id: mira.actor_id },
    })
    expect(
      within(screen.getByRole('list', { name: 'Declared aliases' })).queryByText('@mira@remote.example'),
    ).toBeNull()
  })

  it('enables Add only with an address, and adds the one account with that address', async () => {
    const added: Aliases = { declared: [mira], declared_all: [{ id: mira.actor_id, account: mira }], verified: [] }
    const { calls } = setup(none, (req) =>
      req.path === '/api/v1/accounts/search' ? jsonResponse(200, [mira, remote('miranda')]) : jsonResponse(200, added),
    )
    await screen.findByText('No aliases declared yet.')
    expect((addButton() as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(field(), '   ')
    expect((addButton() as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(field(), 'mira@remote.example ')
    await userEvent.click(addButton())
    await screen.findByRole('list', { name: 'Declared aliases' })
    const search = calls.find((c) => c.path === '/api/v1/accounts/search')
    expect(search?.url.searchParams.get('q')).toBe('mira@remote.example')
    expect(search?.url.searchParams.get('limit')).toBe('5')
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/settings/aliases',
      body: { acct: 'mira@remote.example' },
    })
    expect((field() as HTMLInputElement).value).toBe('')
  })

  it('says user not found, keeps Add disabled until the address changes', async () => {
    setup(none, () => jsonResponse(200, []))
    await screen.findByText('No aliases declared yet.')
    await userEvent.type(field(), 'ghost@remote.example')
    await userEvent.click(addButton())
    expect(await screen.findByText('user not found')).toBeTruthy()
    expect((addButton() as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(field(), 'x')
    expect(screen.queryByText('user not found')).toBeNull()
    expect((addButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it('offers suggestions when no address is equal, and shows the server message inline', async () => {
    const { calls } = setup(none, (req) =>
      req.path === '/api/v1/accounts/search'
        ? jsonResponse(200, [mira, remote('mira', 'social.example')])
        : errorResponse(400, 'alias already exists'),
    )
    await screen.findByText('No aliases declared yet.')
    await userEvent.type(field(), 'mira')
    await userEvent.click(addButton())
    const suggestions = await screen.findByRole('region', { name: 'Suggestions' })
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Add @mira@social.example' }))
    expect(await screen.findByText('alias already exists')).toBeTruthy()
    expect(calls.at(-1)?.body).toEqual({ acct: 'mira@social.example' })
  })
})
