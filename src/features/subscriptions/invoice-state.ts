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
export function invoiceView(invoice: Pick<Invoice, 'status' | 'expires_at' | 'payment_address'>, now: number): InvoiceView {
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

/** A subscription is active while its expiry lies in the future. */
export const isActive = (expiresAt: string | null | undefined, now: number) => Boolean(expiresAt && Date.parse(expiresAt) > now)
