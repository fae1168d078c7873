// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/accounts/types'
import type { InvoiceStatus } from '@/api/subscriptions/types'
import { ApiError } from '@/lib/http'
import { invoiceView, isActive, isInvoiceOver, isStaleInvoice, watchedInvoiceId } from './invoice-state'
import { moneroOfferOf, paymentNoteOf } from './offer'
import { lookupFailure, pickPayer } from './payer-lookup'
import { qrPath } from './qr-path'
import {
  chosenInvoiceId,
  forgetInvoiceId,
  invoiceMatches,
  invoiceStorageKey,
  storedInvoiceId,
  storeInvoiceId,
} from './stored-invoice'

const NOW = Date.parse('2026-01-01T12:00:00Z')
const invoice = (status: Parameters<typeof invoiceView>[0]['status'], minutes = 90) => ({
  status,
  expires_at: new Date(NOW + minutes * 60_000).toISOString(),
  payment_address: '8Address',
})

describe('invoiceView', () => {
  it.each([
    ['requested', 'awaiting', false, false, false],
    ['open', 'waiting', true, true, false],
    ['underpaid', 'underpaid', true, false, false],
    ['paid', 'processing', false, false, false],
    ['forwarded', 'processing', false, false, false],
    ['failed', 'processing', false, false, false],
    ['completed', 'completed', false, false, true],
    ['timeout', 'timeout', false, false, true],
    ['cancelled', 'cancelled', false, false, true],
  ] as const)('%s shows %s', (status, message, showsAddress, canCancel, canDismiss) => {
    expect(invoiceView(invoice(status), NOW)).toMatchObject({ message, showsAddress, canCancel, canDismiss })
  })

  it('counts the minutes left only while open, rounded and never negative', () => {
    expect(invoiceView(invoice('open', 90.4), NOW).minutesLeft).toBe(90)
    expect(invoiceView(invoice('open', 0.6), NOW).minutesLeft).toBe(1)
    expect(invoiceView(invoice('open', -5), NOW).minutesLeft).toBe(0)
    expect(invoiceView(invoice('paid'), NOW).minutesLeft).toBeNull()
  })

  it('shows no address while a remote recipient has not given one', () => {
    expect(invoiceView({ ...invoice('open'), payment_address: null }, NOW).showsAddress).toBe(false)
  })

  it('calls a subscription active while its expiry is ahead', () => {
    expect(isActive(new Date(NOW + 1000).toISOString(), NOW)).toBe(true)
    expect(isActive(new Date(NOW - 1000).toISOString(), NOW)).toBe(false)
    expect(isActive(null, NOW)).toBe(false)
  })
})

describe('stale invoices', () => {
  it('calls completed, timed-out, cancelled and failed invoices over, and no other', () => {
    const over: InvoiceStatus[] = ['completed', 'timeout', 'cancelled', 'failed']
    const running: InvoiceStatus[] = ['requested', 'open', 'underpaid', 'paid', 'forwarded']
    for (const status of [...running, ...over]) {
      expect(isInvoiceOver(status)).toBe(over.includes(status))
    }
  })

  it('forgets an invoice already over when first loaded, and keeps one watched in this visit', () => {
    // A later visit: the remembered invoice was cancelled (or paid, or expired) before.
    expect(isStaleInvoice({ id: 'i1', status: 'cancelled' }, null)).toBe(true)
    expect(isStaleInvoice({ id: 'i1', status: 'timeout' }, null)).toBe(true)
    expect(isStaleInvoice({ id: 'i1', status: 'completed' }, 'i0')).toBe(true)
    expect(isStaleInvoice({ id: 'i1', status: 'failed' }, null)).toBe(true)
    // Seen open in this visit, then cancelled or paid: its end shows until OK.
    expect(isStaleInvoice({ id: 'i1', status: 'cancelled' }, 'i1')).toBe(false)
    expect(isStaleInvoice({ id: 'i1', status: 'completed' }, 'i1')).toBe(false)
    // Unfinished invoices are never stale.
    expect(isStaleInvoice({ id: 'i1', status: 'open' }, null)).toBe(false)
    expect(isStaleInvoice({ id: 'i1', status: 'underpaid' }, null)).toBe(false)
  })

  it('watches the invoice while it is unfinished and remembers it once over', () => {
    expect(watchedInvoiceId(null, null)).toBeNull()
    expect(watchedInvoiceId({ id: 'i1', status: 'open' }, null)).toBe('i1')
    expect(watchedInvoiceId({ id: 'i1', status: 'cancelled' }, 'i1')).toBe('i1')
    expect(watchedInvoiceId({ id: 'i2', status: 'cancelled' }, 'i1')).toBe('i1')
    expect(watchedInvoiceId({ id: 'i2', status: 'requested' }, 'i1')).toBe('i2')
  })
})

describe('paymentNoteOf', () => {
  const chain = 'monero:418015bb9ae982a1975da7d79277c270'
  const local = { acct: 'carol', username: 'carol' }
  const note = '<p>Payments are <em>simulated</em>.</p>'

  it("reads the description of the instance's blockchain on the offer's chain (3.21 and 5.9 shapes)", () => {
    expect(
      paymentNoteOf(
        {
          blockchains: [{ chain_id: chain, chain_metadata: { description: note }, features: { subscriptions: true } }],
        },
        { chain_id: chain },
        local,
      ),
    ).toBe(note)
    const light = {
      chain_id: chain,
      chain_metadata: { description: note, is_forwarding_required: false },
      features: { subscriptions: true },
    }
    expect(paymentNoteOf({ blockchains: [light, light] }, { chain_id: chain }, local)).toBe(note)
  })

  it('has no note without a description, on another chain, for a remote creator or without the instance', () => {
    expect(
      paymentNoteOf(
        { blockchains: [{ chain_id: chain, chain_metadata: null, features: { subscriptions: true } }] },
        { chain_id: chain },
        local,
      ),
    ).toBeNull()
    // 5.9 sends the metadata with `description: null` when the admin wrote none.
    const empty = {
      chain_id: chain,
      chain_metadata: { description: null as unknown as string },
      features: { subscriptions: true },
    }
    expect(paymentNoteOf({ blockchains: [empty] }, { chain_id: chain }, local)).toBeNull()
    expect(
      paymentNoteOf(
        {
          blockchains: [
            { chain_id: 'monero:other', chain_metadata: { description: note }, features: { subscriptions: true } },
          ],
        },
        { chain_id: chain },
        local,
      ),
    ).toBeNull()
    expect(
      paymentNoteOf(
        {
          blockchains: [{ chain_id: chain, chain_metadata: { description: note }, features: { subscriptions: true } }],
        },
        { chain_id: chain },
        { acct: 'carol@remote.example', username: 'carol' },
      ),
    ).toBeNull()
    expect(paymentNoteOf(undefined, { chain_id: chain }, local)).toBeNull()
  })
})

describe('stored invoices', () => {
  it('keeps one invoice id per recipient', () => {
    storeInvoiceId('r1', 'inv-1')
    storeInvoiceId('r2', 'inv-2')
    expect(localStorage.getItem(invoiceStorageKey('r1'))).toBe('inv-1')
    expect(invoiceStorageKey('r1')).toBe('invoice_r1')
    expect(storedInvoiceId('r2')).toBe('inv-2')
    forgetInvoiceId('r1')
    expect(storedInvoiceId('r1')).toBeNull()
    expect(storedInvoiceId('r2')).toBe('inv-2')
    forgetInvoiceId('r2')
  })

  it('takes the URL parameter before the stored id', () => {
    expect(chosenInvoiceId('from-url', 'stored')).toBe('from-url')
    expect(chosenInvoiceId(null, 'stored')).toBe('stored')
    expect(chosenInvoiceId('', null)).toBeNull()
  })

  it('uses an invoice only when sender and recipient match', () => {
    const loaded = { sender_id: 's', recipient_id: 'r' }
    expect(invoiceMatches(loaded, 's', 'r')).toBe(true)
    expect(invoiceMatches(loaded, 'other', 'r')).toBe(false)
    expect(invoiceMatches(loaded, 's', 'other')).toBe(false)
    // A guest who has not named themselves yet resumes their own invoice.
    expect(invoiceMatches(loaded, null, 'r')).toBe(true)
    expect(invoiceMatches(loaded, null, 'other')).toBe(false)
  })
})

const account = (id: string, acct: string) => ({ id, acct, username: acct.split('@')[0] ?? acct }) as Account

describe('payer lookup', () => {
  it('finds the one profile with the address, ignoring a leading @ and case', () => {
    const bob = account('b', 'bob@remote.example')
    expect(pickPayer([bob, account('b2', 'bobby@remote.example')], '@Bob@remote.example', 'carol')).toEqual({
      payer: bob,
    })
    expect(pickPayer([bob], 'bob', 'carol')).toEqual({ payer: bob })
  })

  it('asks for the full address when several match', () => {
    expect(pickPayer([account('1', 'bob@a.example'), account('2', 'bob@b.example')], 'bob', 'carol')).toEqual({
      error: 'ambiguous',
    })
  })

  it('finds nobody when none match or the match is the recipient', () => {
    expect(pickPayer([], 'bob', 'carol')).toEqual({ error: 'notFound' })
    expect(pickPayer([account('carol', 'carol')], 'carol', 'carol')).toEqual({ error: 'notFound' })
  })

  it('says too many requests on a 429, whatever its text', () => {
    expect(lookupFailure(new ApiError(429, 'retry in 29.50s'))).toBe('tooManyRequests')
    expect(lookupFailure(new ApiError(429, 'Too Many Requests'))).toBe('tooManyRequests')
    expect(lookupFailure(new ApiError(500, 'boom'))).toBeNull()
  })
})

describe('moneroOfferOf', () => {
  it('reads the Monero subscription among the payment options', () => {
    const offer = { type: 'monero-subscription' as const, chain_id: 'monero:abc', price: 38580, object_id: null }
    expect(moneroOfferOf({ payment_options: [{ type: 'link', name: 'x', href: 'y' }, offer] })).toEqual({
      chain_id: 'monero:abc',
      price: 38580,
    })
    expect(moneroOfferOf({ payment_options: [] })).toBeNull()
  })
})

describe('qrPath', () => {
  it('draws one unit square per dark module', () => {
    expect(qrPath(2, (row, column) => row === column)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
  })
})
