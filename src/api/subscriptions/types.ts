import type { Account } from '../accounts/types'

/**
 * A creator's Monero option. `price` is piconero per second (the server's unit, not per 30 days).
 * `monero` is paid through the instance's wallet; `monero-light` (Mitra 4.15+) is watched on the
 * creator's own wallet with its private view key.
 */
export type SubscriptionOption =
  | { type: 'monero'; chain_id: string; price: number; payout_address: string }
  | { type: 'monero-light'; chain_id: string; price: number; payout_address: string; view_key: string }

export type SubscriptionOptionType = SubscriptionOption['type']

/** GET /subscriptions/find and POST /subscriptions answer only id and expiry (the spec's sender_id and recipient_id are not sent). */
export type SubscriptionDetails = { id: number; expires_at: string }

/** An entry of GET /accounts/{id}/subscribers. */
export type Subscriber = { id: number; sender: Account; expires_at: string }

export type InvoiceStatus =
  'requested' | 'open' | 'underpaid' | 'paid' | 'forwarded' | 'failed' | 'completed' | 'timeout' | 'cancelled'

export type Invoice = {
  id: string
  sender_id: string
  recipient_id: string
  chain_id: string
  /** Null while a remote recipient has not answered (status requested). */
  payment_address: string | null
  /** Piconero. */
  amount: number
  status: InvoiceStatus
  created_at: string
  expires_at: string
}

export type NewInvoice = { sender_id: string; recipient_id: string; chain_id: string; amount: number }

/** The Monero option on an account's payment_options: what the payer page needs. */
export type MoneroSubscriptionOffer = { chain_id: string; price: number }
