// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { instanceQuery } from '@/api/instance/queries'
import type { Instance } from '@/api/instance/types'
import { makeInstance, makeUser, WIRE_TIME } from '@/lib/testing/fixtures'
import { IdentityProofForm } from './identity-proof-form'

const CLAIM = { did: 'did:key:z6MkrJVn', claim: '2582cb40aa', created_at: '2026-11-26T02:00:00.123456Z' }
const PUBLIC_KEY =
  'untrusted comment: minisign public key 0102030405060708\nRWQBAgMEBQYHCLANjZOOf3c9UVZarTamI/U0T39dGWD5zz6OEmIOooEP'

function setup(handler: (req: StubRequest) => Response, instance: Instance = makeInstance()) {
  session.setToken('token')
  const stub = stubFetch(handler)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(accountKeys.current('token'), makeUser())
  queryClient.setQueryData(instanceQuery().queryKey, instance)
  const history = createMemoryHistory(['/settings/identity-proof'])
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>
          <IdentityProofForm />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, history, queryClient }
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('IdentityProofForm', () => {
  it('walks key, claim and signature, then opens the profile with the new user', async () => {
    const linked = makeUser({
      identity_proofs: [{ name: 'Key', value: 'z6MkrJVn', verified_at: WIRE_TIME, is_legacy_proof: false }],
    })
    const { calls, history, queryClient } = setup((req) =>
      req.method === 'GET' ? jsonResponse(200, CLAIM) : jsonResponse(200, linked),
    )
    expect(button('Generate message').disabled).toBe(true)
    expect((screen.getByRole('radio', { name: 'minisign' }) as HTMLInputElement).checked).toBe(true)
    await userEvent.click(screen.getByRole('radio', { name: 'signify' }))
    expect(screen.getByText('signify -G -p signify.pub -s signify.sec')).toBeTruthy()
    expect(screen.getByText(/signify-openbsd/)).toBeTruthy()
    await userEvent.click(screen.getByRole('textbox', { name: 'Public key' }))
    await userEvent.paste(PUBLIC_KEY)
    await userEvent.click(button('Generate message'))
    const step2 = await screen.findByRole('heading', { name: 'Step 2: sign the message' })
    await waitFor(() => expect(document.activeElement).toBe(step2))
    expect(calls[0]?.path).toBe('/api/v1/accounts/identity_proof')
    expect(calls[0]?.url.searchParams.get('signer')).toBe(PUBLIC_KEY)
    expect(screen.getByText('2582cb40aa')).toBeTruthy()
    expect(screen.getByText('signify -S -s signify.sec -m message -x message.sig')).toBeTruthy()
    expect(button('Link key').disabled).toBe(true)
    await userEvent.click(screen.getByRole('textbox', { name: 'Signature' }))
    await userEvent.paste('untrusted comment: verify with signify.pub\nRWQsig=')
    await userEvent.click(button('Link key'))
    await waitFor(() => expect(history.location.pathname).toBe('/@alice'))
    expect(calls[1]?.body).toEqual({
      proof_type: 'minisign-unhashed',
      did: CLAIM.did,
      signature: 'untrusted comment: verify with signify.pub\nRWQsig=',
      created_at: CLAIM.created_at,
    })
    expect(queryClient.getQueryData<CredentialAccount>(accountKeys.current('token'))?.identity_proofs).toHaveLength(1)
  })

  it('asks a Mitra 5.9 instance at identity_claim and posts the proof to identity_proof', async () => {
    const mitra59 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })
    const { calls, history } = setup(
      (req) => (req.method === 'GET' ? jsonResponse(200, CLAIM) : jsonResponse(200, makeUser())),
      mitra59,
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Public key' }), 'RWQkey')
    await userEvent.click(button('Generate message'))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Signature' }), 'RWQsig')
    await userEvent.click(button('Link key'))
    await waitFor(() => expect(history.location.pathname).toBe('/@alice'))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/v1/accounts/identity_claim',
      'POST /api/v1/accounts/identity_proof',
    ])
  })

  it('shows a refused key inline and stays on step 1', async () => {
    setup(() => errorResponse(400, 'invalid key'))
    await userEvent.type(screen.getByRole('textbox', { name: 'Public key' }), 'nonsense')
    await userEvent.click(button('Generate message'))
    expect(await screen.findByText('invalid key')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Step 1: your public key' })).toBeTruthy()
  })

  it('shows a refused signature inline and lets the user go back', async () => {
    setup((req) => (req.method === 'GET' ? jsonResponse(200, CLAIM) : errorResponse(400, 'invalid signature type')))
    await userEvent.type(screen.getByRole('textbox', { name: 'Public key' }), 'RWQkey')
    await userEvent.click(button('Generate message'))
    expect(await screen.findByText('minisign -S -l -s minisign.key -m message -x message.sig')).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Signature' }), 'RUQprehashed')
    await userEvent.click(button('Link key'))
    expect(await screen.findByText('invalid signature type')).toBeTruthy()
    await userEvent.click(button('Back'))
    expect(screen.getByRole('heading', { name: 'Step 1: your public key' })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Public key' }) as HTMLTextAreaElement).value).toBe('RWQkey')
  })
})
