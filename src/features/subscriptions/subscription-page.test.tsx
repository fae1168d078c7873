// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { Account } from '@/api/accounts/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { PaymentForm } from './payment-form'
import { storedInvoiceId, storeInvoiceId } from './stored-invoice'
import { SubscriptionPage } from './subscription-page'

const CHAIN = 'monero:418015bb9ae982a1975da7d79277c270'
const CAROL_ID = uuidOf(0xca)
const INVOICE_ID = uuidOf(0x1)
const carol = {
  ...makeUser({ id: CAROL_ID, username: 'carol', acct: 'carol', display_name: 'Carol' }),
  payment_options: [{ type: 'monero-subscription', chain_id: CHAIN, price: 38580, object_id: null }],
} as Account
const alice = makeUser()

function invoice(status: string) {
  return {
    id: INVOICE_ID,
    sender_id: alice.id,
    recipient_id: CAROL_ID,
    chain_id: CHAIN,
    payment_address: '8PayHere',
    amount: 300000000000,
    status,
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
  }
}

/** Answers the instance itself (with `instance`), and every other request with `handler`. */
function setup(
  handler: StubHandler,
  { path = '/@carol/subscription', copy = vi.fn(() => Promise.resolve(true)), instance = makeInstance() } = {},
) {
  session.setToken('tok')
  const stub = stubFetch((req) => (req.path === '/api/v1/instance' ? jsonResponse(200, instance) : handler(req)))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(accountKeys.current('tok'), alice)
  const history = createMemoryHistory([path])
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>
          <SubscriptionPage recipient={carol} copy={copy} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, history, copy }
}

const NOTE = '<p>Payments here are <strong>simulated</strong>.</p>'
const withNote = makeInstance({
  blockchains: [{ chain_id: CHAIN, chain_metadata: { description: NOTE }, features: { subscriptions: true } }],
})

afterEach(() => {
  localStorage.clear()
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('SubscriptionPage', () => {
  it('pays for three months, shows the invoice, cancels it and goes back with OK', async () => {
    let status = 'open'
    const { calls, history } = setup((req) => {
      if (req.path === '/api/v1/subscriptions/find') return errorResponse(404, 'subscription not found')
      if (req.method === 'POST') return jsonResponse(200, invoice(status))
      if (req.method === 'DELETE') {
        status = 'cancelled'
        return jsonResponse(200, invoice(status))
      }
      return jsonResponse(200, invoice(status))
    })
    expect(await screen.findByText('0.1 XMR per month')).toBeTruthy()
    expect(await screen.findByText('Not subscribed yet.')).toBeTruthy()
    const months = screen.getByLabelText('Duration (months)')
    await userEvent.clear(months)
    await userEvent.type(months, '3')
    expect(screen.getByText('Amount: 0.3 XMR')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }))
    expect(await screen.findByText('Please send 0.3 XMR to this address:')).toBeTruthy()
    expect(screen.getByRole('link', { name: '8PayHere' }).getAttribute('href')).toBe('monero:8PayHere?tx_amount=0.3')
    expect(screen.getByText(/Waiting for payment, 180 minutes left/)).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      sender_id: alice.id,
      recipient_id: CAROL_ID,
      chain_id: CHAIN,
      amount: 300000000000,
    })
    expect(history.location.search).toBe(`?invoice_id=${INVOICE_ID}`)
    expect(storedInvoiceId(CAROL_ID)).toBe(INVOICE_ID)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Payment cancelled')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeTruthy()
    expect(history.location.search).toBe('')
    expect(storedInvoiceId(CAROL_ID)).toBeNull()
  })

  it('copies the payment address and says so', async () => {
    const { copy } = setup((req) => {
      if (req.path === '/api/v1/subscriptions/find') return errorResponse(404, 'subscription not found')
      return jsonResponse(200, invoice('open'))
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Copy address' }))
    expect(copy).toHaveBeenCalledWith('8PayHere')
  })

  it("shows the instance's payment note above Pay", async () => {
    setup(
      (req) => {
        if (req.path === '/api/v1/subscriptions/find') return errorResponse(404, 'subscription not found')
        return errorResponse(404, 'invoice not found')
      },
      { instance: withNote },
    )
    const note = await screen.findByText(/Payments here are/)
    expect(note.closest('form')).toBe(screen.getByRole('button', { name: 'Pay' }).closest('form'))
    expect(screen.getByText('simulated').tagName).toBe('STRONG')
  })

  it.each([['cancelled'], ['timeout'], ['completed']])(
    'forgets a %s invoice left from an earlier visit and shows the form',
    async (status) => {
      storeInvoiceId(CAROL_ID, INVOICE_ID)
      const { history } = setup(
        (req) => {
          if (req.path === '/api/v1/subscriptions/find') return errorResponse(404, 'subscription not found')
          return jsonResponse(200, invoice(status))
        },
        { path: `/@carol/subscription?invoice_id=${INVOICE_ID}` },
      )
      expect(await screen.findByRole('button', { name: 'Pay' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'OK' })).toBeNull()
      expect(screen.queryByText(/Payment (cancelled|timed out|completed)/)).toBeNull()
      await waitFor(() => expect(storedInvoiceId(CAROL_ID)).toBeNull())
      expect(history.location.search).toBe('')
    },
  )

  it('resumes an open invoice from an earlier visit and shows its end until OK', async () => {
    storeInvoiceId(CAROL_ID, INVOICE_ID)
    let status = 'open'
    setup((req) => {
      if (req.path === '/api/v1/subscriptions/find') return errorResponse(404, 'subscription not found')
      if (req.method === 'DELETE') status = 'cancelled'
      return jsonResponse(200, invoice(status))
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Payment cancelled')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy()
  })

  it('offers Extend while subscribed and shows the expiry', async () => {
    setup((req) =>
      req.path === '/api/v1/subscriptions/find'
        ? jsonResponse(200, { id: 1, expires_at: new Date(Date.now() + 10 * 86400_000).toISOString() })
        : errorResponse(404, 'invoice not found'),
    )
    expect(await screen.findByRole('button', { name: 'Extend' })).toBeTruthy()
    expect(screen.getByText(/Subscription active until/)).toBeTruthy()
  })

  it('says when the creator offers no subscription', () => {
    // The page still asks for the instance: answered here, never by the network.
    stubFetch((req) =>
      req.path === '/api/v1/instance' ? jsonResponse(200, makeInstance()) : errorResponse(404, 'Not found'),
    )
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider history={createMemoryHistory(['/'])}>
            <SubscriptionPage recipient={{ ...carol, payment_options: [] }} copy={() => Promise.resolve(true)} />
          </RouterProvider>
        </QueryClientProvider>
      </I18nProvider>,
    )
    expect(screen.getByText('Subscription is not available')).toBeTruthy()
  })
})

describe('PaymentForm', () => {
  function renderForm(onPay = vi.fn()) {
    render(
      <I18nProvider i18n={i18n}>
        <PaymentForm price={12000} extend={false} busy={false} onPay={onPay} />
      </I18nProvider>,
    )
    return onPay
  }

  it('clamps the duration to 1000 months', async () => {
    renderForm()
    const months = screen.getByLabelText('Duration (months)')
    await userEvent.clear(months)
    await userEvent.type(months, '5000')
    expect(months).toHaveProperty('value', '1000')
    expect(screen.getByText('Amount: 31.1 XMR')).toBeTruthy()
  })

  it('derives the duration from an amount and needs at least 0.001 XMR', async () => {
    const onPay = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Enter an amount instead' }))
    const amount = screen.getByLabelText('Amount (XMR)')
    await userEvent.clear(amount)
    await userEvent.type(amount, '0.07775')
    expect(screen.getByText('Duration: 2.5 months')).toBeTruthy()
    await userEvent.clear(amount)
    await userEvent.type(amount, '0.0009')
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true)
    await userEvent.clear(amount)
    await userEvent.type(amount, '0.001')
    expect(amount).toHaveProperty('value', '0.001')
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }))
    expect(onPay).toHaveBeenCalledWith(1000000000)
  })
})
