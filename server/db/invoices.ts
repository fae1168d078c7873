import { getAccount } from './accounts'
import { stmt, type Db } from './database'
import { notify } from './notifications'
import {
  extendSubscription,
  moneroOptionOf,
  paymentOptionsOf,
  type MoneroOption,
  type SubscriptionRow,
} from './subscriptions'

/**
 * Monero invoices and the demo's stand-in for Mitra's payment worker. The demo has no wallet:
 * `npm run instance -- pay-invoice ID [AMOUNT]` plays the payment arriving and being forwarded.
 *
 * Lifecycle as in Mitra 3.21: an invoice to a local creator starts `open`; one to a remote
 * creator starts `requested` with no address and, standing in for the remote server's answer,
 * becomes `open` the first time it is read. An `open` invoice older than 3 hours reads as
 * `timeout`. A payment moves it through `paid` and `forwarded` to `completed` (or to `underpaid`
 * when less than the amount has arrived in total).
 */

export const INVOICE_TIMEOUT_MS = 3 * 60 * 60 * 1000

export type InvoiceStatus =
  'requested' | 'open' | 'underpaid' | 'paid' | 'forwarded' | 'failed' | 'completed' | 'timeout' | 'cancelled'

export type InvoiceRow = {
  id: string
  sender_id: string
  recipient_id: string
  chain_id: string
  amount: number
  payment_address: string | null
  status: InvoiceStatus
  created_at: string
  updated_at: string
  received_amount: number
}

export const invoiceExpiresAt = (row: Pick<InvoiceRow, 'created_at'>) =>
  new Date(Date.parse(row.created_at) + INVOICE_TIMEOUT_MS).toISOString()

/** Mitra's can_change_status for local invoices (remote ones are `requested` until opened). */
const NEXT: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  requested: ['open', 'cancelled'],
  open: ['paid', 'timeout', 'cancelled'],
  paid: ['underpaid', 'forwarded'],
  forwarded: ['completed', 'failed'],
  timeout: ['paid'],
  cancelled: ['paid'],
  underpaid: ['paid'],
  failed: ['paid'],
  completed: ['paid'],
}

export function canChangeStatus(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return NEXT[from].includes(to)
}

export function getInvoice(db: Db, id: string): InvoiceRow | undefined {
  return stmt(db, 'SELECT * FROM invoices WHERE id = ?').get(id) as InvoiceRow | undefined
}

export function insertInvoice(
  db: Db,
  i: {
    id: string
    senderId: string
    recipientId: string
    chainId: string
    amount: number
    paymentAddress: string | null
    status: InvoiceStatus
    createdAt: string
    receivedAmount?: number
  },
): InvoiceRow {
  stmt(
    db,
    `INSERT INTO invoices (id, sender_id, recipient_id, chain_id, amount, payment_address, status, created_at, updated_at, received_amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    i.id,
    i.senderId,
    i.recipientId,
    i.chainId,
    i.amount,
    i.paymentAddress,
    i.status,
    i.createdAt,
    i.createdAt,
    i.receivedAmount ?? 0,
  )
  const row = getInvoice(db, i.id)
  if (!row) throw new Error('invoice was not saved')
  return row
}

export class InvoiceStatusError extends Error {
  constructor(
    readonly from: InvoiceStatus,
    readonly to: InvoiceStatus,
  ) {
    super(`invoice status can't change from ${from} to ${to}`)
  }
}

/** Changes the status if Mitra allows it; throws InvoiceStatusError otherwise. */
export function setInvoiceStatus(db: Db, id: string, to: InvoiceStatus, now: string): InvoiceRow {
  const row = getInvoice(db, id)
  if (!row) throw new Error(`invoice ${id} is missing`)
  if (!canChangeStatus(row.status, to)) throw new InvoiceStatusError(row.status, to)
  stmt(db, 'UPDATE invoices SET status = ?, updated_at = ? WHERE id = ?').run(to, now, id)
  return { ...row, status: to, updated_at: now }
}

/** Mitra's worker turns open invoices older than 3 hours into `timeout`. */
export function timeOutInvoices(db: Db, now: string): number {
  const cutoff = new Date(Date.parse(now) - INVOICE_TIMEOUT_MS).toISOString()
  // Checked first with a read, so that most requests take no write lock.
  if (!stmt(db, "SELECT 1 FROM invoices WHERE status = 'open' AND created_at <= ? LIMIT 1").get(cutoff)) return 0
  return stmt(
    db,
    "UPDATE invoices SET status = 'timeout', updated_at = ? WHERE status = 'open' AND created_at <= ?",
  ).run(now, cutoff).changes
}

/** A `requested` invoice (remote creator) gets its address and opens: the remote server's answer. */
export function openRequestedInvoice(db: Db, id: string, paymentAddress: string, now: string): InvoiceRow {
  setInvoiceStatus(db, id, 'open', now)
  stmt(db, 'UPDATE invoices SET payment_address = ? WHERE id = ?').run(paymentAddress, id)
  const row = getInvoice(db, id)
  if (!row) throw new Error(`invoice ${id} is missing`)
  return row
}

export type PaymentResult = { invoice: InvoiceRow; subscription: SubscriptionRow | null; seconds: number }

/**
 * The payment processor: `amount` piconero arrive at the invoice's address. With the amount of
 * the invoice received in total, the invoice goes paid -> forwarded -> completed and the
 * subscription is created or extended by floor(received / price) seconds (price from the
 * creator's option at that moment), and the creator is notified. Less leaves it `underpaid`.
 */
export function receivePayment(db: Db, id: string, amount: number, now: string): PaymentResult {
  return db.transaction((): PaymentResult => {
    const row = getInvoice(db, id)
    if (!row) throw new Error('invoice not found')
    if (!row.payment_address) throw new Error(`invoice is ${row.status} and has no payment address yet`)
    setInvoiceStatus(db, id, 'paid', now)
    // A completed invoice's balance was forwarded; an underpaid or failed one's is still there.
    const received = (row.status === 'completed' ? 0 : row.received_amount) + amount
    stmt(db, 'UPDATE invoices SET received_amount = ? WHERE id = ?').run(received, id)
    if (received < row.amount) {
      return { invoice: setInvoiceStatus(db, id, 'underpaid', now), subscription: null, seconds: 0 }
    }
    setInvoiceStatus(db, id, 'forwarded', now)
    const recipient = getAccount(db, row.recipient_id)
    const option = recipient ? moneroOptionOf(recipient, row.chain_id) : undefined
    if (!option || option.price <= 0) {
      // The creator removed the option meanwhile: Mitra's payout then fails.
      return { invoice: setInvoiceStatus(db, id, 'failed', now), subscription: null, seconds: 0 }
    }
    const invoice = setInvoiceStatus(db, id, 'completed', now)
    const seconds = Math.floor(received / option.price)
    const subscription = extendSubscription(db, {
      senderId: row.sender_id,
      recipientId: row.recipient_id,
      chainId: row.chain_id,
      seconds,
      now,
    })
    notify(db, {
      recipientId: row.recipient_id,
      senderId: row.sender_id,
      type: 'subscription',
      invoiceId: id,
      createdAt: now,
    })
    return { invoice, subscription, seconds }
  })()
}

/**
 * Mitra's light-wallet payment monitor (check_monero_light_payments, 4.17.0): `amount` piconero
 * arrive at a creator's own primary address (their `monero-light` option's payout address),
 * signed by nobody. With the anonymous system account in place, an invoice from it is made
 * (amount 0, no expected amount), paid and completed, the anonymous subscription is extended by
 * floor(amount / price) seconds, and the creator is notified (`payment_anonymous` on 5.9).
 */
export function receiveDirectPayment(
  db: Db,
  p: { recipientId: string; anonymousId: string; amount: number; now: string; invoiceId: string },
): PaymentResult {
  return db.transaction((): PaymentResult => {
    const recipient = getAccount(db, p.recipientId)
    const option = recipient
      ? paymentOptionsOf(recipient).find(
          (o): o is MoneroOption => o.type === 'monero-subscription' && o.payment_type === 'monero-light',
        )
      : undefined
    if (!option?.payout_address) throw new Error('payment method is not available to user')
    if (option.price <= 0) throw new Error('subscription is not configured for user')
    insertInvoice(db, {
      id: p.invoiceId,
      senderId: p.anonymousId,
      recipientId: p.recipientId,
      chainId: option.chain_id,
      amount: 0,
      paymentAddress: option.payout_address,
      status: 'open',
      createdAt: p.now,
    })
    // A monero-light invoice goes open -> paid -> completed (no forwarding; invoices/types.rs).
    stmt(db, "UPDATE invoices SET status = 'completed', received_amount = ?, updated_at = ? WHERE id = ?").run(
      p.amount,
      p.now,
      p.invoiceId,
    )
    const seconds = Math.floor(p.amount / option.price)
    const subscription = extendSubscription(db, {
      senderId: p.anonymousId,
      recipientId: p.recipientId,
      chainId: option.chain_id,
      seconds,
      now: p.now,
    })
    notify(db, {
      recipientId: p.recipientId,
      senderId: p.anonymousId,
      type: 'subscription',
      invoiceId: p.invoiceId,
      createdAt: p.now,
    })
    const invoice = getInvoice(db, p.invoiceId)
    if (!invoice) throw new Error('invoice was not saved')
    return { invoice, subscription, seconds }
  })()
}
