// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { Account, CredentialAccount, PaymentOption } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import { relationshipKeys } from '@/api/relationships/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeUser, makeRelationship, uuidOf, WIRE_TIME } from '@/lib/testing/fixtures'
import { toastStore } from '@/ui/toast/toast-store'
import { ProfilePage, type ProfilePageSlots } from './profile-page'

// Hardhat test account #1 (a published test key) and the linking vector signed with it.
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DID = `did:pkh:eip155:1:${ADDRESS.toLowerCase()}`
const CLAIM = `{"alsoKnownAs":"https://server.example/users/alice","subject":"${DID}","type":"VerifiableIdentityStatement"}`
const SIGNATURE =
  'c11e408e838bc33a47f71bdc02807890bf588d2a6aa2737cb67338ebba877bda7305ccb2a890e5b8403ad3ef19722a623061c3e74abb7a88cc024f119843aac11c'

const subscription: PaymentOption = {
  type: 'monero-subscription',
  chain_id: 'monero:418015bb9ae982a1975da7d79277c270',
  price: 40,
  object_id: null,
}
const me = makeUser()
const BOB_ID = uuidOf(0xb0b)
const bob = (extra: Partial<Account> = {}): Account =>
  makeAccount({ id: BOB_ID, username: 'bob', display_name: 'Bob', ...extra })
const copied: string[] = []
const slots: ProfilePageSlots = {
  renderName: (account) => account.display_name ?? account.username,
  emojify: (html) => html,
  copy: (text) => {
    copied.push(text)
    return Promise.resolve(true)
  },
  renderPosts: () => null,
}

function renderPage(
  account: Account,
  user: CredentialAccount = me,
  handler: StubHandler = () => jsonResponse(200, []),
) {
  const stub = stubFetch(handler)
  session.setToken('token')
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(accountKeys.current('token'), user)
  client.setQueryData(
    instanceKeys.all,
    makeInstance({
      blockchains: [
        {
          chain_id: 'monero:418015bb9ae982a1975da7d79277c270',
          chain_metadata: null,
          features: { subscriptions: true },
        },
      ],
    }),
  )
  client.setQueryData(relationshipKeys.detail(account.id), makeRelationship(account.id))
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider history={createMemoryHistory()}>
          <ProfilePage account={account} slots={slots} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, client, user: userEvent.setup() }
}

function installWallet(accounts: string[] = [ADDRESS.toLowerCase()]) {
  const signer = privateKeyToAccount(KEY)
  Object.assign(window, {
    ethereum: {
      request: async ({ method, params }: { method: string; params?: unknown[] }) =>
        method === 'eth_requestAccounts'
          ? accounts
          : signer.signMessage({ message: { raw: params?.[0] as `0x${string}` } }),
    },
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
  delete (window as { ethereum?: unknown }).ethereum
  copied.length = 0
})

describe('profile tips and subscriptions', () => {
  it('offers Subscribe on another member with a subscription option, not on the own profile', () => {
    renderPage(bob({ payment_options: [subscription] }))
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/@bob/subscription')
    cleanup()
    renderPage(me as Account, makeUser({ payment_options: [subscription] }))
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull()
  })

  it('links to the subscriber details only for a viewer with a subscription option', () => {
    renderPage(bob())
    expect(screen.queryByRole('link', { name: 'Subscriber details' })).toBeNull()
    cleanup()
    renderPage(bob(), makeUser({ payment_options: [subscription] }))
    expect(screen.getByRole('link', { name: 'Subscriber details' }).getAttribute('href')).toBe(`/subscriber/${BOB_ID}`)
  })

  it('copies tip addresses from currency fields', async () => {
    const { user } = renderPage(
      bob({
        fields: [
          { name: '$BTC', value: 'bc1qtip', verified_at: null },
          { name: 'Website', value: 'x', verified_at: null },
          { name: '⚡', value: '<a href="mailto:bob@ln.example">bob@ln.example</a>', verified_at: null },
        ],
      }),
    )
    expect(screen.getAllByRole('button', { name: /^Copy .* address$/ })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Copy Bitcoin address' }))
    await user.click(screen.getByRole('button', { name: 'Copy Bitcoin Lightning address' }))
    expect(copied).toEqual(['bc1qtip', 'bob@ln.example'])
  })
})

describe('linking an Ethereum address', () => {
  const menuItem = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Profile actions' }))
    return screen.queryByRole('menuitem', { name: 'Link Ethereum address' })
  }

  it('is offered on the own profile only when a wallet is present', async () => {
    const { user } = renderPage(me as Account)
    expect(await menuItem(user)).toBeNull()
  })

  it('asks first, then signs the claim and sends the proof without 0x', async () => {
    installWallet()
    const linked = makeUser({
      identity_proofs: [{ name: '$ETH', value: ADDRESS.toLowerCase(), verified_at: WIRE_TIME, is_legacy_proof: false }],
    })
    const { user, calls, client } = renderPage(me as Account, me, (req) =>
      req.method === 'GET'
        ? jsonResponse(200, { did: DID, claim: CLAIM, created_at: '2026-01-01T00:00:00Z' })
        : jsonResponse(200, linked),
    )
    await user.click((await menuItem(user)) as HTMLElement)
    expect(screen.getByRole('dialog', { name: 'Link Ethereum address' }).textContent).toContain(
      'This action will link your wallet address to your profile. Continue?',
    )
    expect(calls).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[0]?.url.searchParams.get('signer')).toBe(ADDRESS)
    expect(calls[1]?.body).toEqual({
      proof_type: 'ethereum',
      did: DID,
      signature: SIGNATURE,
      created_at: '2026-01-01T00:00:00Z',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(client.getQueryData(accountKeys.current('token'))).toEqual(linked)
  })

  it('alerts that no wallet was detected when the wallet shares no account', async () => {
    installWallet([])
    const { user, calls } = renderPage(me as Account)
    await user.click((await menuItem(user)) as HTMLElement)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(toastStore.snapshot().map((t) => t.message)).toContain('Ethereum wallet is not detected')
    expect(calls).toHaveLength(0)
  })
})

describe('the subscribers tab', () => {
  it('lists the own subscribers with their end dates and links to their details', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const past = new Date(Date.now() - 86_400_000).toISOString()
    const { user, calls } = renderPage(me as Account, me, (req) =>
      req.path.endsWith('/subscribers')
        ? jsonResponse(200, [
            { id: 1, sender: bob(), expires_at: future },
            {
              id: 2,
              sender: bob({ id: uuidOf(0xe1), username: 'erin', acct: 'erin', display_name: 'Erin' }),
              expires_at: past,
            },
          ])
        : jsonResponse(200, []),
    )
    await user.click(screen.getByRole('tab', { name: 'Subscribers' }))
    const bobLink = await screen.findByRole('link', { name: /Bob/ })
    expect(bobLink.getAttribute('href')).toBe(`/subscriber/${BOB_ID}`)
    expect(bobLink.textContent).toContain('Subscribed until')
    expect(screen.getByRole('link', { name: /Erin/ }).textContent).toContain('Subscription ended on')
    const call = calls.find((c) => c.path.endsWith('/subscribers'))
    expect(call?.path).toBe(`/api/v1/accounts/${me.id}/subscribers`)
  })
})

describe('renewing an old-style Ethereum proof', () => {
  const legacy = makeUser({
    identity_proofs: [{ name: '$ETH', value: ADDRESS.toLowerCase(), verified_at: null, is_legacy_proof: true }],
  })

  it('alerts without a wallet, and opens the linking prompt with one', async () => {
    const { user } = renderPage(legacy as Account, legacy)
    await user.click(screen.getByRole('button', { name: 'Renew verification' }))
    expect(toastStore.snapshot().map((t) => t.message)).toContain('Ethereum wallet is not detected')
    expect(screen.queryByRole('dialog')).toBeNull()
    installWallet()
    await user.click(screen.getByRole('button', { name: 'Renew verification' }))
    expect(screen.getByRole('dialog', { name: 'Link Ethereum address' })).toBeTruthy()
  })
})
