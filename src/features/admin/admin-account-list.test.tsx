// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount } from '@/lib/testing/fixtures'
import { renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { AdminAccountList } from './admin-account-list'

const OWN = '00000000-0000-4000-8000-000000000001'
const BOB = '00000000-0000-4000-8000-000000000002'
const CAROL = '00000000-0000-4000-8000-000000000003'
const USER_NAMES = ['create_follow_request', 'create_post', 'manage_subscription_options']
const ADMIN_NAMES = [...USER_NAMES, 'delete_any_post', 'delete_any_profile']
// The Role of 5.9: the bitmask and the names.
const role = (name: string) =>
  name === 'admin'
    ? { id: 2, name, permissions: '1', permissions_names: ADMIN_NAMES }
    : { id: 1, name, permissions: '0', permissions_names: USER_NAMES }
const entry = (id: string, username: string, roleName = 'user', lastLogin: string | null = null) => ({
  id,
  role: role(roleName),
  account: makeAccount({ id, username, display_name: username.toUpperCase() }),
  account_type: 'user',
  last_login_at: lastLogin,
})
const LIST = [
  entry(CAROL, 'carol'),
  entry(BOB, 'bob', 'user', '2025-03-24T20:46:00.123456Z'),
  entry(OWN, 'root', 'admin'),
]

const setup = (handler: StubHandler) =>
  renderSignedIn(<AdminAccountList label="Accounts" ownId={OWN} />, { path: '/admin/accounts', handler })

afterEach(resetScreen)

describe('AdminAccountList', () => {
  it('lists the accounts with role and last sign-in, and Delete on every one but the own', async () => {
    const { calls } = setup(() => jsonResponse(200, LIST))
    const list = await screen.findByRole('list', { name: 'Accounts' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]?.textContent).toContain('Never signed in')
    expect(items[1]?.textContent).toMatch(/Member · Last signed in/)
    expect(items[2]?.textContent).toContain('Admin')
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull()
    expect(screen.getByRole('button', { name: 'Delete @bob' })).toBeTruthy()
    expect(calls[0]?.path).toBe('/api/v2/admin/accounts')
  })

  it('asks before deleting; once deleted the account leaves and the focus moves on', async () => {
    const { calls } = setup((req) =>
      req.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, LIST),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Delete @carol' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete the account @carol?' })
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete @carol' })).toBeNull())
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/admin/accounts/${CAROL}`)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete @bob' })))
  })

  it('shows a refusal inside the dialog and keeps the account', async () => {
    setup((req) => (req.method === 'DELETE' ? errorResponse(403, 'permission error') : jsonResponse(200, LIST)))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete @bob' }))
    const dialog = screen.getByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Delete @bob' })).toBeTruthy()
  })

  it('says when the list cannot be loaded, with Retry', async () => {
    let fail = true
    setup(() => (fail ? errorResponse(500, 'database is asleep') : jsonResponse(200, LIST)))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The accounts could not be loaded')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('list', { name: 'Accounts' })).toBeTruthy()
  })
})
