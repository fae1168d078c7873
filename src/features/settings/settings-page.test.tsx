// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys, useCurrentUser } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import { LOCALES } from '@/i18n/setup'
import { createQueryClient } from '@/lib/query-client'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { theme } from '@/lib/theme'
import { SettingsPage } from './settings-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
  theme.reload()
})

/** The screen as its route shows it: with the cached current user. */
function CurrentSettings() {
  const user = useCurrentUser()
  return user ? <SettingsPage user={user} /> : null
}

/** Renders the screen; the server answers each call when the test says so. */
function setup(user: CredentialAccount = makeUser()) {
  session.setToken('tok')
  const pending: { request: StubRequest; answer: (r: Response) => void }[] = []
  // Writes wait for the test's answer; reads other parts of the app may start get an empty list.
  stubFetch((request) =>
    request.method === 'GET'
      ? jsonResponse(200, [])
      : new Promise<Response>((answer) => pending.push({ request, answer })),
  )
  const queryClient = createQueryClient()
  queryClient.setQueryData(accountKeys.current('tok'), user)
  queryClient.setQueryData(instanceKeys.all, makeInstance())
  const history = createMemoryHistory(['/settings'])
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>
          <CurrentSettings />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { pending, queryClient, history }
}

describe('settings switches', () => {
  it('disables only the switch whose change is saving, then shows the saved value', async () => {
    const { pending } = setup()
    const warnings = screen.getByRole('switch', { name: 'Content warnings' }) as HTMLInputElement
    const ctrlEnter = screen.getByRole('switch', { name: 'Publish with Ctrl+Enter' }) as HTMLInputElement
    expect(warnings.checked).toBe(true)
    fireEvent.click(warnings)
    await waitFor(() => expect(warnings.disabled).toBe(true))
    expect(warnings.checked).toBe(false)
    expect(ctrlEnter.disabled).toBe(false)
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0]?.request.body).toEqual({ 'mitra-web': { contentWarningsEnabled: false } })
    pending[0]?.answer(
      jsonResponse(200, makeUser({ client_config: { 'mitra-web': { contentWarningsEnabled: false } } })),
    )
    await waitFor(() => expect(warnings.disabled).toBe(false))
    expect(warnings.checked).toBe(false)
  })

  it('applies dark mode at once and keeps it with the reason and Try again when the save fails', async () => {
    const { pending } = setup()
    const dark = screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement
    fireEvent.click(dark)
    expect(document.documentElement.dataset.theme).toBe('dark')
    await waitFor(() => expect(pending).toHaveLength(1))
    pending[0]?.answer(errorResponse(500, 'internal error'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The change could not be saved: The server ran into a problem (500 Internal Server Error).',
    )
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(dark.checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(pending).toHaveLength(2))
    expect(pending[1]?.request.body).toEqual(pending[0]?.request.body)
    pending[1]?.answer(jsonResponse(200, makeUser({ client_config: { 'mitra-web': { theme: 'dark' } } })))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(dark.checked).toBe(true)
  })

  it('offers the three default visibilities and preselects the stored one', () => {
    setup(makeUser({ client_config: { 'mitra-web': { defaultVisibility: 'subscribers' } } }))
    const select = screen.getByRole('combobox', { name: 'Default visibility of new posts' }) as HTMLSelectElement
    expect([...select.options].map((o) => o.value)).toEqual(['public', 'private', 'subscribers'])
    expect(select.value).toBe('subscribers')
  })

  it('lists every interface locale', () => {
    setup(makeUser({ client_config: { 'mitra-web': { locale: 'pt-BR' } } }))
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement
    expect([...select.options].map((option) => option.value)).toEqual([...LOCALES])
    expect(select.value).toBe('pt-BR')
  })
})

describe('password change', () => {
  it('is enabled only when the new password is set and confirmed, then says Password changed', async () => {
    const { pending } = setup()
    const button = screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'new-pass' } })
    expect(button.disabled).toBe(true)
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'new-pas' } })
    expect(button.disabled).toBe(true)
    expect(screen.getByText('The passwords do not match.')).toBeTruthy()
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'new-pass' } })
    expect(button.disabled).toBe(false)
    fireEvent.click(button)
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0]?.request.body).toEqual({ new_password: 'new-pass' })
    pending[0]?.answer(jsonResponse(200, makeUser()))
    expect(await screen.findByText('Password changed')).toBeTruthy()
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('')
  })
})

describe('password change failing', () => {
  it('keeps the typed password, says why, and lets the person try again', async () => {
    const { pending } = setup()
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'new-pass' } })
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'new-pass' } })
    const button = screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement
    fireEvent.click(button)
    await waitFor(() => expect(pending).toHaveLength(1))
    pending[0]?.answer(new Response('busy', { status: 429, statusText: 'Too Many Requests' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests. Wait a moment, then try again.',
    )
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('new-pass')
    expect((screen.getByLabelText('Confirm new password') as HTMLInputElement).value).toBe('new-pass')
    expect(button.disabled).toBe(false)
  })
})

describe('links and deletion', () => {
  it('links subscription settings only for roles that manage subscription options', () => {
    // Mitra's read_only_user role lacks manage_subscription_options; its user role holds it
    // (Role::get_permissions, v3.21.0 and v5.9.1).
    setup(makeUser({}, []))
    expect(screen.queryByRole('link', { name: 'Subscription settings' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/settings/profile')
    expect(screen.getByRole('link', { name: /Import followers/ }).textContent).toContain('Experimental')
    cleanup()
    setup()
    expect(screen.getByRole('link', { name: 'Subscription settings' }).getAttribute('href')).toBe(
      '/subscriptions/settings',
    )
  })

  it('deletes the account only after confirmation, then ends the session on the landing page', async () => {
    const { pending, queryClient, history } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }))
    expect(pending).toHaveLength(0)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0]?.request.path).toBe('/api/v1/settings/delete_account')
    pending[0]?.answer(jsonResponse(204, null))
    await waitFor(() => expect(session.getToken()).toBeNull())
    expect(queryClient.getQueryData(accountKeys.current('tok'))).toBeUndefined()
    expect(history.location.pathname).toBe('/')
  })
})

describe('settings for a read-only member', () => {
  it('offers no posting settings, and keeps the others', () => {
    setup(makeUser({}, []))
    expect(screen.queryByRole('switch', { name: 'Publish with Ctrl+Enter' })).toBeNull()
    expect(screen.queryByLabelText('Default visibility of new posts')).toBeNull()
    expect(screen.getByRole('switch', { name: 'Content warnings' })).toBeTruthy()
  })

  it('offers them to those who may post', () => {
    setup()
    expect(screen.getByRole('switch', { name: 'Publish with Ctrl+Enter' })).toBeTruthy()
    expect(screen.getByLabelText('Default visibility of new posts')).toBeTruthy()
  })

  it('links to the muted users', () => {
    setup()
    expect(screen.getByRole('link', { name: 'Muted users' }).getAttribute('href')).toBe('/mutes')
  })
})
