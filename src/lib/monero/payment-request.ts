import { DAYS_IN_MONTH } from './amounts'

/** Monero Payment Request Standard, version 1. */
export const PAYMENT_REQUEST_PREFIX = 'monero-request:1:'

export type PaymentRequestFields = {
  custom_label: string
  sellers_wallet: string
  currency: string
  /** The monthly price in XMR, as text. */
  amount: string
  payment_id: string
  start_date: string
  days_per_billing_cycle: number
  number_of_payments: number
  change_indicator_url: string
}

/** The fields of a subscription's recurring request: XMR every 30 days until cancelled. */
export function subscriptionRequestFields(input: {
  acct: string
  address: string
  monthlyXmr: string
  start: string
}): PaymentRequestFields {
  return {
    custom_label: `Subscription to @${input.acct}`,
    sellers_wallet: input.address,
    currency: 'XMR',
    amount: input.monthlyXmr,
    payment_id: '0000000000000000',
    start_date: input.start,
    days_per_billing_cycle: DAYS_IN_MONTH,
    number_of_payments: 0,
    change_indicator_url: '',
  }
}

/** JSON with the keys in alphabetical order and no whitespace, as the standard encodes it. */
export function sortedJson(fields: PaymentRequestFields): string {
  const entries = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(Object.fromEntries(entries))
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

/**
 * A time in the browser's zone with milliseconds and a numeric offset, e.g.
 * 2025-03-24T13:00:00.000+01:00 (how Mitra's client writes the request's start date).
 */
export function localIsoTime(date: Date): string {
  const offset = -date.getTimezoneOffset()
  const sign = offset < 0 ? '-' : '+'
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  )
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The request text: sorted JSON, gzip at level 9 (header mtime 0, OS 3), base64, prefixed. */
export async function encodePaymentRequest(fields: PaymentRequestFields): Promise<string> {
  const { gzipLevel9 } = await import('./gzip')
  return PAYMENT_REQUEST_PREFIX + base64(gzipLevel9(new TextEncoder().encode(sortedJson(fields))))
}
