// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import { instanceKeys } from '@/api/instance/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeUser } from '@/lib/testing/fixtures'
import { resetScreen } from '@/lib/testing/render-screen'
import { LinkedProofs } from './linked-proofs'

const KEY = 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2'
const proof = { name: 'Key', value: KEY, verified_at: '2026-11-26T02:00:01Z' }

/** The signed-in user as Mitra answers the removal: a CredentialAccount without the proof. */
const answer = {
  ...makeAccount({ username: 'alice' }),
  source: { note: null, fields: [] },
  role: {
    id: 1,
    name: 'user',
    permissions: ['create_follow_request', 'create_post', 'manage_subscription_options'],
    permissions_names: ['create_follow_request', 'create_post', 'manage_subscription_options'],
    permissions_bitmask: '0',
  },
  authentication_methods: ['password'],
  client_config: {},
}

function setup(release: string) {
  session.setToken('token')
  const stub = stubFetch(() => jsonResponse(200, answer))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(instanceKeys.all, makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` }))
  client.setQueryData(accountKeys.current('token'), makeUser({ identity_proofs: [proof] }))
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider history={createMemoryHistory(['/settings/identity-proof'])}>
          <LinkedProofs />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return stub
}

afterEach(resetScreen)

describe('LinkedProofs', () => {
  it('shows nothing before Mitra 4.15.0', () => {
    setup('3.21.0')
    expect(screen.queryByRole('region', { name: 'Linked keys and addresses' })).toBeNull()
  })

  it('removes a key after a confirmation, with its DID, and says so', async () => {
    const { calls } = setup('5.9.1')
    const region = screen.getByRole('region', { name: 'Linked keys and addresses' })
    await userEvent.click(within(region).getByRole('button', { name: `Remove ${KEY}` }))
    const dialog = await screen.findByRole('dialog', { name: `Remove ${KEY} from your profile?` })
    expect(calls).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() =>
      expect(within(region).getByRole('status').textContent).toBe(`${KEY} is no longer linked to your profile.`),
    )
    expect(calls[0]?.method).toBe('DELETE')
    expect(calls[0]?.path).toBe('/api/v1/accounts/identity_proof')
    expect(calls[0]?.body).toEqual({ did: `did:key:${KEY}` })
    expect(within(region).queryByRole('listitem')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('heading')))
  })
})
