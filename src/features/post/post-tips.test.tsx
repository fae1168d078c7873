// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { Account } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { PostTips } from './post-tips'
import { PostViewerProvider } from './viewer'

const author = (extra: Partial<Account>): Account =>
  ({ ...makeUser({ id: 'c4', username: 'carol', acct: 'carol' }), ...extra }) as Account

function renderTips(account: Account) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(accountKeys.current(null), null)
  client.setQueryData(
    instanceKeys.all,
    makeInstance({ blockchains: [{ chain_id: 'monero:x', chain_metadata: null, features: { subscriptions: true } }] }),
  )
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider history={createMemoryHistory()}>
          <PostViewerProvider>
            <PostTips account={account} />
          </PostViewerProvider>
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return userEvent.setup()
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('tip addresses under posts', () => {
  it('shows nothing for an author without tip fields', () => {
    renderTips(author({ fields: [{ name: 'Site', value: 'x', verified_at: null }] }))
    expect(screen.queryByRole('list', { name: 'Tip addresses' })).toBeNull()
  })

  it('toggles one address at a time, copies it, and joins the subscription to Monero', async () => {
    const user = renderTips(
      author({
        fields: [
          { name: '$xmr', value: '4xmraddress', verified_at: null },
          { name: 'lud16', value: 'carol@ln.example', verified_at: null },
        ],
        payment_options: [{ type: 'monero-subscription', chain_id: 'monero:x', price: 1, object_id: null }],
      }),
    )
    const xmr = screen.getByRole('button', { name: 'Send Monero (XMR)' })
    const ln = screen.getByRole('button', { name: 'Send Bitcoin Lightning (LN)' })
    await user.click(xmr)
    expect(xmr.getAttribute('aria-expanded')).toBe('true')
    // The panel's code loads when a toggle is first pressed.
    expect(((await screen.findByLabelText('Monero address')) as HTMLInputElement).value).toBe('4xmraddress')
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/@carol/subscription')
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    // user-event puts its own clipboard in place.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('4xmraddress'))
    await user.click(ln)
    expect(xmr.getAttribute('aria-expanded')).toBe('false')
    expect(((await screen.findByLabelText('Bitcoin Lightning address')) as HTMLInputElement).value).toBe(
      'carol@ln.example',
    )
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull()
    await user.click(ln)
    expect(screen.queryByLabelText('Bitcoin Lightning address')).toBeNull()
  })
})
