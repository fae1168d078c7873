// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys, useCurrentUser } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import type { Preferences } from '@/api/preferences/types'
import { createQueryClient } from '@/lib/query-client'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { SettingsPage } from './settings-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

type Defaults = { privacy: 'public' | 'private' | 'subscribers'; language: string | null }
const member = ({ privacy, language }: Defaults) =>
  makeUser({ source: { note: null, fields: [], privacy, sensitive: false, language } })
const preferences = ({ privacy, language }: Defaults): Preferences => ({
  'posting:default:visibility': privacy,
  'posting:default:sensitive': false,
  'posting:default:language': language,
  'reading:expand:media': 'default',
  'reading:expand:spoilers': false,
})

function CurrentSettings() {
  const user = useCurrentUser()
  return user ? <SettingsPage user={user} /> : null
}

/** The settings screen on `release`; GET /api/v1/preferences answers `stored`, writes wait for the test. */
function setup(release: string, user: CredentialAccount, stored: Defaults) {
  session.setToken('tok')
  const pending: { request: StubRequest; answer: (r: Response) => void }[] = []
  const { calls } = stubFetch((request) => {
    if (request.path === '/api/v1/preferences') return jsonResponse(200, preferences(stored))
    if (request.method === 'GET') return jsonResponse(200, [])
    return new Promise<Response>((answer) => pending.push({ request, answer }))
  })
  const queryClient = createQueryClient()
  queryClient.setQueryData(accountKeys.current('tok'), user)
  queryClient.setQueryData(instanceKeys.all, makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` }))
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory(['/settings'])}>
          <CurrentSettings />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { pending, calls, queryClient }
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })

describe('posting defaults on the server (Mitra 4.17+)', () => {
  it('shows the stored defaults and saves a change of visibility as source[privacy]', async () => {
    const stored = { privacy: 'private', language: 'de' } as const
    const { pending, queryClient } = setup('5.9.1', member({ privacy: 'public', language: null }), stored)
    const visibility = select('Default visibility of new posts')
    // The preferences say what is stored, even where the cached user is older.
    await waitFor(() => expect(visibility.value).toBe('private'))
    expect(select('Default language of new posts').value).toBe('de')
    fireEvent.change(visibility, { target: { value: 'subscribers' } })
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0]?.request.method).toBe('PATCH')
    expect(pending[0]?.request.path).toBe('/api/v1/accounts/update_credentials')
    expect(pending[0]?.request.body).toEqual({ source: { privacy: 'subscribers' } })
    pending[0]?.answer(jsonResponse(200, member({ privacy: 'subscribers', language: 'de' })))
    await waitFor(() =>
      expect(queryClient.getQueryData<CredentialAccount>(accountKeys.current('tok'))?.source?.privacy).toBe(
        'subscribers',
      ),
    )
    expect(visibility.value).toBe('subscribers')
  })

  it('offers Not chosen while no language is set, and saves the one picked as source[language]', async () => {
    const none = { privacy: 'public', language: null } as const
    const { pending, calls } = setup('5.9.1', member(none), none)
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/preferences')).toBe(true))
    const language = select('Default language of new posts')
    expect(language.value).toBe('')
    expect(language.options[0]?.textContent).toBe('Not chosen')
    fireEvent.change(language, { target: { value: 'fr' } })
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0]?.request.body).toEqual({ source: { language: 'fr' } })
    pending[0]?.answer(jsonResponse(200, member({ privacy: 'public', language: 'fr' })))
    await waitFor(() => expect(language.disabled).toBe(false))
    expect(language.value).toBe('fr')
    expect([...language.options].some((o) => o.value === '')).toBe(false)
  })

  it('on 3.21 keeps the default visibility in client_config and offers no default language', async () => {
    const { pending, calls } = setup('3.21.0', makeUser(), { privacy: 'public', language: null })
    expect(screen.queryByRole('combobox', { name: 'Default language of new posts' })).toBeNull()
    fireEvent.change(select('Default visibility of new posts'), { target: { value: 'private' } })
    await waitFor(() => expect(pending).toHaveLength(1))
    expect(pending[0]?.request.path).toBe('/api/v1/settings/client_config')
    expect(pending[0]?.request.body).toEqual({ 'mitra-web': { defaultVisibility: 'private' } })
    expect(calls.some((c) => c.path === '/api/v1/preferences')).toBe(false)
  })
})
