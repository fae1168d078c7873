import type { Invoice, InvoiceStatus } from '@/api/subscriptions/types'

export type InvoiceMessage = 'awaiting' | 'waiting' | 'underpaid' | 'processing' | 'completed' | 'timeout' | 'cancelled'

export type InvoiceView = {
  message: InvoiceMessage
  /** Minutes until an open invoice expires, rounded (never below 0). */
  minutesLeft: number | null
  /** Open and underpaid invoices still show where to send the money. */
  showsAddress: boolean
  canCancel: boolean
  /** OK clears a finished invoice. */
  canDismiss: boolean
}

const MESSAGES: Record<InvoiceStatus, InvoiceMessage> = {
  requested: 'awaiting',
  open: 'waiting',
  underpaid: 'underpaid',
  paid: 'processing',
  forwarded: 'processing',
  failed: 'processing',
  completed: 'completed',
  timeout: 'timeout',
  cancelled: 'cancelled',
}

/** What the invoice screen shows for an invoice at `now` (spec §4, Invoice status). */
export function invoiceView(
  invoice: Pick<Invoice, 'status' | 'expires_at' | 'payment_address'>,
  now: number,
): InvoiceView {
  const { status } = invoice
  const expires = Date.parse(invoice.expires_at)
  return {
    message: MESSAGES[status],
    minutesLeft: status === 'open' && !Number.isNaN(expires) ? Math.max(0, Math.round((expires - now) / 60_000)) : null,
    showsAddress: (status === 'open' || status === 'underpaid') && Boolean(invoice.payment_address),
    canCancel: status === 'open',
    canDismiss: status === 'completed' || status === 'timeout' || status === 'cancelled',
  }
}

/**
 * Statuses an invoice never leaves on its own (from the payer's side): paid in full, expired,
 * cancelled, or a payout that failed (Mitra moves a failed invoice nowhere; a late payment to a
 * timed-out or cancelled invoice's address still counts on the server, without this page).
 */
const OVER: ReadonlySet<InvoiceStatus> = new Set(['completed', 'timeout', 'cancelled', 'failed'])

export const isInvoiceOver = (status: InvoiceStatus) => OVER.has(status)

/**
 * A remembered invoice is stale when it was already over the first time this visit loaded it:
 * the person saw its end before (or never will care), so it is forgotten and the payment form
 * shown. An invoice this visit saw unfinished (`watchedId`) keeps its end state until OK.
 */
export const isStaleInvoice = (invoice: Pick<Invoice, 'id' | 'status'>, watchedId: string | null) =>
  isInvoiceOver(invoice.status) && invoice.id !== watchedId

/**
 * The invoice id this visit has seen unfinished, after `invoice` arrived: it becomes the watched
 * one while unfinished; otherwise the watched id stays.
 */
export const watchedInvoiceId = (invoice: Pick<Invoice, 'id' | 'status'> | null, watchedId: string | null) =>
  invoice && !isInvoiceOver(invoice.status) ? invoice.id : watchedId

/** A subscription is active while its expiry lies in the future. */
export const isActive = (expiresAt: string | null | undefined, now: number) =>
  Boolean(expiresAt && Date.parse(expiresAt) > now)
