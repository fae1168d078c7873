/**
 * The demo's Monero subscriptions (call after seedPeople, which rebuilds the notifications):
 * - Monero subscriptions are on (mainnet; `update-config monero_subscriptions false` turns them off).
 * - carol offers a subscription at 0.1 XMR per 30 days.
 * - bob is an active subscriber: his payment completed as the demo was seeded (carol is told).
 * - erin's subscription ended 3 days ago: the first API request announces it to both.
 * - dave has a cancelled and a timed-out invoice to carol, frank an underpaid one.
 * - alice follows carol and has no subscription, so she can subscribe (and carol can grant her time).
 * - frank lists tip addresses in his profile fields ($BTC, $ETH, $XMR, Lightning address).
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from '../domain/html'
import { uuidV4 } from '../domain/ids'
import { fakeSubaddress } from '../domain/monero-address'
import type { AccountRow } from './accounts'
import { MONERO_CHAINS, writeConfig } from './config'
import { stmt, type Db } from './database'
import { insertInvoice } from './invoices'
import { notify } from './notifications'
import { setMoneroOption } from './subscriptions'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const CHAIN = MONERO_CHAINS.mainnet
/** 0.1 XMR per 30 days, in piconero per second (what the client sends for 0.1). */
const PRICE = 38580
const MONTH_AMOUNT = 100_000_000_000
const PAYOUT_ADDRESS = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'

/** Fixed ids, so that journeys can read the seeded invoices. */
const seededId = (name: string) =>
  uuidV4(createHash('sha256').update(`parley demo invoice ${name}`).digest().subarray(0, 16))

export const SEEDED_SUBSCRIPTIONS = {
  creator: 'carol',
  activeSubscriber: 'bob',
  expiredSubscriber: 'erin',
  /** Follows the creator, no subscription. */
  payer: 'alice',
  tipper: 'frank',
  pricePerSecond: PRICE,
  payoutAddress: PAYOUT_ADDRESS,
  invoices: {
    completed: seededId('completed'),
    expiredCompleted: seededId('expired-completed'),
    cancelled: seededId('cancelled'),
    timeout: seededId('timeout'),
    underpaid: seededId('underpaid'),
  },
}

const TIP_FIELDS = [
  { name: 'Roastery', value: 'Small batches, every Friday' },
  { name: '$BTC', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
  { name: '$ETH', value: '0x52908400098527886E0F7030069857D2E4169EE7' },
  { name: '$XMR', value: fakeSubaddress(CHAIN, 'frank tips') },
  { name: 'Lightning address', value: 'frank@tips.example' },
]

export function seedSubscriptions(db: Db, accounts: ReadonlyMap<string, AccountRow>, nowMs: number): void {
  const who = (acct: string): AccountRow => {
    const row = accounts.get(acct)
    if (!row) throw new Error(`seed: unknown account ${acct}`)
    return row
  }
  const iso = (ms: number) => new Date(ms).toISOString()
  const s = SEEDED_SUBSCRIPTIONS
  const carol = who(s.creator)
  const bob = who(s.activeSubscriber)
  const erin = who(s.expiredSubscriber)
  const dave = who('dave')
  const frank = who(s.tipper)

  writeConfig(db, 'monero_subscriptions', true)
  writeConfig(db, 'monero_chain_id', CHAIN)
  writeConfig(
    db,
    'monero_chain_description',
    'Monero. Payments on this demo are simulated: nothing real is sent or received.',
  )
  setMoneroOption(db, carol, { chainId: CHAIN, price: PRICE, payoutAddress: PAYOUT_ADDRESS }, iso(nowMs - 40 * DAY))

  const invoice = (
    name: keyof typeof s.invoices,
    sender: AccountRow,
    status: 'completed' | 'cancelled' | 'timeout' | 'underpaid',
    createdMs: number,
    received: number,
  ) => {
    const id = s.invoices[name]
    insertInvoice(db, {
      id,
      senderId: sender.id,
      recipientId: carol.id,
      chainId: CHAIN,
      amount: MONTH_AMOUNT,
      paymentAddress: fakeSubaddress(CHAIN, id),
      status,
      createdAt: iso(createdMs),
      receivedAmount: received,
    })
  }
  const seconds = Math.floor(MONTH_AMOUNT / PRICE)
  const subscription = stmt(
    db,
    'INSERT INTO subscriptions (sender_id, recipient_id, chain_id, expires_at, updated_at, expiry_announced) VALUES (?, ?, ?, ?, ?, ?)',
  )

  invoice('expiredCompleted', erin, 'completed', nowMs - 33 * DAY - 20 * MINUTE, MONTH_AMOUNT)
  subscription.run(erin.id, carol.id, CHAIN, iso(nowMs - 33 * DAY + seconds * 1000), iso(nowMs - 33 * DAY), 0)

  invoice('cancelled', dave, 'cancelled', nowMs - 4 * DAY, 0)
  invoice('timeout', dave, 'timeout', nowMs - 2 * DAY, 0)
  invoice('underpaid', frank, 'underpaid', nowMs - 60 * MINUTE, MONTH_AMOUNT * 0.4)

  invoice('completed', bob, 'completed', nowMs - 20 * MINUTE, MONTH_AMOUNT)
  subscription.run(bob.id, carol.id, CHAIN, iso(nowMs + seconds * 1000), iso(nowMs), 0)
  notify(db, { recipientId: carol.id, senderId: bob.id, type: 'subscription', createdAt: iso(nowMs) })

  const fields = TIP_FIELDS.map((f) => ({ name: f.name, value: escapeHtml(f.value), value_source: f.value }))
  stmt(db, 'UPDATE accounts SET fields = ? WHERE id = ?').run(JSON.stringify(fields), frank.id)
}
