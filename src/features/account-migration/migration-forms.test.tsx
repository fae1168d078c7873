// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { makeAccount, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { ImportFollowersForm } from './import-followers-form'
import { ImportFollowsForm } from './import-follows-form'
import { MoveFollowersForm } from './move-followers-form'

function setup(ui: ReactNode, handler: (req: StubRequest) => Response) {
  session.setToken('token')
  const stub = stubFetch(handler)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(accountKeys.current('token'), makeUser())
  const history = createMemoryHistory(['/settings'])
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>{ui}</RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, history, queryClient }
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const current = (queryClient: QueryClient) => queryClient.getQueryData<CredentialAccount>(accountKeys.current('token'))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('ImportFollowsForm', () => {
  it('needs the CSV, counts its addresses, sends it and opens the profile', async () => {
    const { calls, history } = setup(<ImportFollowsForm acct="alice" />, () => jsonResponse(204, null))
    expect(button('Import').disabled).toBe(true)
    const csv = screen.getByRole('textbox', { name: 'Follows (CSV)' })
    await userEvent.click(csv)
    await userEvent.paste('Account address,Show boosts\nbob@parley.example,true\n\nmira@remote.example,true\n')
    expect(screen.getByText(/Addresses found: 2/)).toBeTruthy()
    await userEvent.click(button('Import'))
    await waitFor(() => expect(history.location.pathname).toBe('/@alice'))
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/settings/import_follows' })
    expect((calls[0]?.body as { follows_csv: string }).follows_csv).toContain('mira@remote.example')
  })

  it('fills the text from a chosen .csv file', async () => {
    setup(<ImportFollowsForm acct="alice" />, () => jsonResponse(204, null))
    const file = new File(['bob@parley.example\ncarol@parley.example\nbob\n'], 'follows.csv', { type: 'text/csv' })
    fireEvent.change(screen.getByLabelText('Choose a .csv file'), { target: { files: [file] } })
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Follows (CSV)' }) as HTMLTextAreaElement).value).toContain('carol'),
    )
    expect(screen.getByText(/Addresses found: 2/).textContent).toContain('Lines that are not addresses: 1')
    expect(button('Import').disabled).toBe(false)
  })

  it('shows the server message inline', async () => {
    setup(<ImportFollowsForm acct="alice" />, () => errorResponse(400, 'invalid actor address'))
    await userEvent.type(screen.getByRole('textbox', { name: 'Follows (CSV)' }), 'bob')
    await userEvent.click(button('Import'))
    expect(await screen.findByText('invalid actor address')).toBeTruthy()
  })
})

describe('ImportFollowersForm', () => {
  it('is marked experimental and needs both fields; the answer replaces the current user', async () => {
    const updated = makeUser({ followers_count: 3 })
    const { calls, history, queryClient } = setup(<ImportFollowersForm />, () => jsonResponse(200, updated))
    expect(screen.getByText('Experimental')).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Followers (CSV)' }), 'bob@parley.example')
    expect(button('Import').disabled).toBe(true)
    await userEvent.type(screen.getByRole('textbox', { name: 'Source actor ID' }), ' https://old.example/users/alice ')
    expect(button('Import').disabled).toBe(false)
    await userEvent.click(button('Import'))
    await waitFor(() => expect(history.location.pathname).toBe('/@alice'))
    expect(calls[0]?.body).toEqual({
      from_actor_id: 'https://old.example/users/alice',
      followers_csv: 'bob@parley.example',
    })
    expect(current(queryClient)?.followers_count).toBe(3)
  })

  it('shows the server message inline', async () => {
    setup(<ImportFollowersForm />, () => errorResponse(400, 'identity proof is required'))
    await userEvent.type(screen.getByRole('textbox', { name: 'Source actor ID' }), 'https://old.example/users/alice')
    await userEvent.type(screen.getByRole('textbox', { name: 'Followers (CSV)' }), 'bob@parley.example')
    await userEvent.click(button('Import'))
    expect(await screen.findByText('identity proof is required')).toBeTruthy()
  })
})

describe('MoveFollowersForm', () => {
  const target = makeAccount({
    id: uuidOf(3),
    username: 'new',
    acct: 'new@remote.example',
    actor_id: 'https://remote.example/users/new',
    url: 'https://remote.example/@new',
  })

  it('looks the target up (one result), moves, replaces the current user and opens the target', async () => {
    const moved = makeUser({ followers_count: 0 })
    const { calls, history, queryClient } = setup(<MoveFollowersForm />, (req) =>
      req.path === '/api/v1/accounts/search' ? jsonResponse(200, [target]) : jsonResponse(200, moved),
    )
    expect(button('Move').disabled).toBe(true)
    await userEvent.type(screen.getByRole('textbox', { name: 'Target address' }), ' @new@remote.example ')
    await userEvent.click(button('Move'))
    await waitFor(() => expect(history.location.pathname).toBe('/@new@remote.example'))
    expect(calls[0]?.url.searchParams.get('q')).toBe('new@remote.example')
    expect(calls[0]?.url.searchParams.get('limit')).toBe('1')
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/v1/settings/move_followers',
      body: { target_acct: 'new@remote.example' },
    })
    expect(current(queryClient)?.followers_count).toBe(0)
  })

  it('says user not found when the one account found has another address', async () => {
    const { calls } = setup(<MoveFollowersForm />, () => jsonResponse(200, [target]))
    await userEvent.type(screen.getByRole('textbox', { name: 'Target address' }), 'new')
    await userEvent.click(button('Move'))
    expect(await screen.findByText('user not found')).toBeTruthy()
    expect(calls).toHaveLength(1)
  })

  it('shows the server message', async () => {
    setup(<MoveFollowersForm />, (req) =>
      req.path === '/api/v1/accounts/search'
        ? jsonResponse(200, [target])
        : errorResponse(400, 'target is not an alias'),
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Target address' }), 'new@remote.example')
    await userEvent.click(button('Move'))
    expect(await screen.findByText('target is not an alias')).toBeTruthy()
  })
})
