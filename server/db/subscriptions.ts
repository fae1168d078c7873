import type { AccountRow } from './accounts'
import { stmt, type Db } from './database'
import { notify } from './notifications'

/**
 * Subscriptions (sender pays recipient) and the Monero subscription options kept in the
 * account's payment_options column. The payout address is stored with the option, as in
 * Mitra, and only ever shown to its owner.
 */

export type SubscriptionRow = {
  id: number
  sender_id: string
  recipient_id: string
  chain_id: string | null
  expires_at: string
  updated_at: string
  expiry_announced: number
}

/**
 * How a local creator is paid (Mitra 4.15+'s payment method): through the instance's wallet
 * (`monero`, forwarded to the payout address) or watched on the creator's own wallet with its
 * view key (`monero-light`). Options saved before 4.15, or at 3.21, are `monero`.
 */
export type PaymentType = 'monero' | 'monero-light'

/**
 * A stored payment option: a link, or a Monero subscription (object_id only for remote actors;
 * amount_min only when a remote actor's option names its minimum payment).
 */
export type StoredPaymentOption =
  | { type: 'link'; name: string; href: string }
  | {
      type: 'monero-subscription'
      chain_id: string
      price: number
      payout_address?: string
      object_id?: string | null
      payment_type?: PaymentType
      view_key?: string
      amount_min?: number
    }

export type MoneroOption = Extract<StoredPaymentOption, { type: 'monero-subscription' }>

export function paymentOptionsOf(row: Pick<AccountRow, 'payment_options'>): StoredPaymentOption[] {
  try {
    const value = JSON.parse(row.payment_options) as unknown
    return Array.isArray(value) ? (value as StoredPaymentOption[]) : []
  } catch {
    return []
  }
}

/** The account's Monero subscription option on that chain, if any. */
export function moneroOptionOf(row: Pick<AccountRow, 'payment_options'>, chainId: string): MoneroOption | undefined {
  return paymentOptionsOf(row).find(
    (o): o is MoneroOption => o.type === 'monero-subscription' && o.chain_id === chainId,
  )
}

/** The option's payment method: `monero` unless it was saved with a view key. */
export const paymentTypeOf = (option: MoneroOption): PaymentType => option.payment_type ?? 'monero'

/** Adds the option, replacing an earlier Monero subscription option (Mitra keeps one per type). */
export function setMoneroOption(
  db: Db,
  account: AccountRow,
  option: { chainId: string; price: number; payoutAddress: string; paymentType?: PaymentType; viewKey?: string },
  now: string,
): void {
  const kept = paymentOptionsOf(account).filter((o) => o.type !== 'monero-subscription')
  const stored: MoneroOption = {
    type: 'monero-subscription',
    chain_id: option.chainId,
    price: option.price,
    payout_address: option.payoutAddress,
  }
  if (option.paymentType === 'monero-light') {
    stored.payment_type = 'monero-light'
    if (option.viewKey !== undefined) stored.view_key = option.viewKey
  }
  stmt(db, 'UPDATE accounts SET payment_options = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify([...kept, stored]),
    now,
    account.id,
  )
}

export function getSubscription(db: Db, senderId: string, recipientId: string): SubscriptionRow | undefined {
  return stmt(db, 'SELECT * FROM subscriptions WHERE sender_id = ? AND recipient_id = ?').get(senderId, recipientId) as
    SubscriptionRow | undefined
}

export function isActiveSubscriber(db: Db, senderId: string, recipientId: string, now: string): boolean {
  const row = getSubscription(db, senderId, recipientId)
  return row !== undefined && row.expires_at > now
}

/**
 * Creates the subscription or extends it by `seconds`, counting from its expiry or from now,
 * whichever is later (Mitra's create_or_update_local_subscription).
 */
export function extendSubscription(
  db: Db,
  s: { senderId: string; recipientId: string; chainId: string | null; seconds: number; now: string },
): SubscriptionRow {
  const existing = getSubscription(db, s.senderId, s.recipientId)
  const nowMs = Date.parse(s.now)
  const from = existing ? Math.max(Date.parse(existing.expires_at), nowMs) : nowMs
  const expiresAt = new Date(from + s.seconds * 1000).toISOString()
  const announced = expiresAt > s.now ? 0 : 1
  if (existing) {
    stmt(
      db,
      'UPDATE subscriptions SET expires_at = ?, updated_at = ?, expiry_announced = ?, chain_id = COALESCE(?, chain_id) WHERE id = ?',
    ).run(expiresAt, s.now, announced, s.chainId, existing.id)
  } else {
    stmt(
      db,
      'INSERT INTO subscriptions (sender_id, recipient_id, chain_id, expires_at, updated_at, expiry_announced) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(s.senderId, s.recipientId, s.chainId, expiresAt, s.now, announced)
  }
  const row = getSubscription(db, s.senderId, s.recipientId)
  if (!row) throw new Error('subscription was not saved')
  return row
}

/** GET /api/v1/accounts/{id}/subscribers: newest first, by subscription id. */
export function listSubscribers(
  db: Db,
  q: { recipientId: string; includeExpired: boolean; now: string; maxId: number | null; limit: number },
): SubscriptionRow[] {
  return stmt(
    db,
    `SELECT * FROM subscriptions
     WHERE recipient_id = :recipient AND (:all = 1 OR expires_at > :now) AND (:max_id IS NULL OR id < :max_id)
     ORDER BY id DESC LIMIT :limit`,
  ).all({
    recipient: q.recipientId,
    all: q.includeExpired ? 1 : 0,
    now: q.now,
    max_id: q.maxId,
    limit: q.limit,
  }) as SubscriptionRow[]
}

/**
 * Mitra's expiration monitor: once a subscription runs out, the subscriber is told it expired
 * (subscription_expiration, from the creator) and the creator that a subscriber left
 * (subscriber_leaving, from the subscriber). Each end is announced once.
 */
export function announceExpiredSubscriptions(db: Db, now: string): number {
  const due = stmt(
    db,
    'SELECT * FROM subscriptions WHERE expiry_announced = 0 AND expires_at <= ? ORDER BY expires_at',
  ).all(now) as SubscriptionRow[]
  if (due.length === 0) return 0
  db.transaction(() => {
    for (const s of due) {
      stmt(db, 'UPDATE subscriptions SET expiry_announced = 1 WHERE id = ?').run(s.id)
      notify(db, {
        recipientId: s.sender_id,
        senderId: s.recipient_id,
        type: 'subscription_expiration',
        createdAt: now,
      })
      notify(db, { recipientId: s.recipient_id, senderId: s.sender_id, type: 'subscriber_leaving', createdAt: now })
    }
  })()
  return due.length
}
