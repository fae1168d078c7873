import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli } from '../cli'
import { insertRemoteAccount } from '../db/accounts'
import { MONERO_CHAINS } from '../db/config'
import { stmt } from '../db/database'
import { parseMoneroAddress } from '../domain/monero-address'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

const XMR = MONERO_CHAINS.mainnet
const PAYOUT = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
/** 0.1 XMR per 30 days, in piconero per second. */
const PRICE = 38580
const HOUR = 3600 * 1000

type Member = { id: string; token: string }
let t: TestApp
let carol: Member
let alice: Member

beforeEach(async () => {
  t = createTestApp()
  t.config('monero_subscriptions', true)
  carol = await t.signUp('carol')
  alice = await t.signUp('alice')
})
afterEach(() => t.close())

const setOption = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/v1/subscriptions/options', {
    token,
    json: { type: 'monero', chain_id: XMR, price: PRICE, payout_address: PAYOUT, ...body },
  })
const createInvoice = (body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/v1/subscriptions/invoices', {
    json: { sender_id: alice.id, recipient_id: carol.id, chain_id: XMR, amount: 100_000_000_000, ...body },
  })
const find = (sender: string, recipient: string) =>
  t.call('GET', `/api/v1/subscriptions/find?sender_id=${sender}&recipient_id=${recipient}`)
const notifications = async (token: string) =>
  ((await t.call('GET', '/api/v1/notifications', { token })).json() as { type: string; account: { id: string } }[]).map(
    (n) => [n.type, n.account.id],
  )

function cli(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = runCli(['--data', t.dataDir, ...args], { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const follow = (who: Member, whom: Member) => t.call('POST', `/api/v1/accounts/${whom.id}/follow`, { token: who.token })

describe('subscription options', () => {
  it('saves a Monero option, shows the payout address only to its owner and the price to everyone', async () => {
    expect((await t.call('GET', '/api/v1/subscriptions/options', { token: carol.token })).json()).toEqual([])
    const res = await setOption(carol.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: carol.id,
      payment_options: [{ type: 'monero-subscription', chain_id: XMR, price: PRICE, object_id: null }],
    })
    expect(res.body).not.toContain(PAYOUT)
    expect((await t.call('GET', '/api/v1/subscriptions/options', { token: carol.token })).json()).toEqual([
      { type: 'monero', chain_id: XMR, price: PRICE, payout_address: PAYOUT },
    ])
    const seen = await t.call('GET', `/api/v1/accounts/${carol.id}`, { token: alice.token })
    expect(seen.json().payment_options).toEqual([
      { type: 'monero-subscription', chain_id: XMR, price: PRICE, object_id: null },
    ])
    expect(seen.body).not.toContain(PAYOUT)

    // A second option replaces the first.
    await setOption(carol.token, { price: 1 })
    expect((await t.call('GET', '/api/v1/subscriptions/options', { token: carol.token })).json()).toEqual([
      { type: 'monero', chain_id: XMR, price: 1, payout_address: PAYOUT },
    ])
  })

  it('refuses bad options with Mitra texts and statuses', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ chain_id: MONERO_CHAINS.stagenet }, 400, 'unexpected chain ID'],
      [{ price: 0 }, 400, 'price must be greater than 0'],
      [{ payout_address: 'not-an-address' }, 400, 'invalid monero address'],
      [{ payout_address: PAYOUT.slice(0, -1) + 'V' }, 400, 'invalid monero address'],
      [{ price: -1 }, 400, 'Json deserialize error: invalid value: integer `-1`, expected u64'],
      [{ price: 1.5 }, 400, 'Json deserialize error: invalid type: floating point `1.5`, expected u64'],
      [{ type: 'ethereum' }, 400, 'Json deserialize error: unknown variant `ethereum`, expected `monero`'],
    ]
    for (const [body, status, message] of cases) {
      const res = await setOption(carol.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(errorOf(res).error_description).toBe(message)
    }
    expect((await t.call('POST', '/api/v1/subscriptions/options', { json: {} })).statusCode).toBe(401)
    expect((await t.call('GET', '/api/v1/subscriptions/options')).statusCode).toBe(401)
    const reader = await t.signUp('reader', 'read_only_user')
    expect(errorOf(await setOption(reader.token))).toEqual({
      error: 'permission error',
      error_description: 'permission error',
    })
    t.config('monero_subscriptions', false)
    const off = await setOption(carol.token)
    expect([off.statusCode, errorOf(off).error]).toEqual([418, 'operation not supported'])
  })
})

describe('invoices', () => {
  beforeEach(async () => {
    await setOption(carol.token)
  })

  it('opens an invoice with a subaddress for 3 hours, reads and cancels it', async () => {
    const res = await createInvoice()
    expect(res.statusCode).toBe(200)
    const invoice = res.json()
    expect(invoice).toMatchObject({
      sender_id: alice.id,
      recipient_id: carol.id,
      chain_id: XMR,
      amount: 100_000_000_000,
      status: 'open',
    })
    expect(parseMoneroAddress(invoice.payment_address)).toMatchObject({ network: 'mainnet', kind: 'subaddress' })
    expect(Date.parse(invoice.expires_at) - Date.parse(invoice.created_at)).toBe(3 * HOUR)
    expect((await t.call('GET', `/api/v1/subscriptions/invoices/${invoice.id}`)).json()).toEqual(invoice)

    const cancelled = await t.call('DELETE', `/api/v1/subscriptions/invoices/${invoice.id}`)
    expect(cancelled.json()).toEqual({ ...invoice, status: 'cancelled' })
    const again = await t.call('DELETE', `/api/v1/subscriptions/invoices/${invoice.id}`)
    expect([again.statusCode, errorOf(again).error]).toEqual([422, "invoice can't be cancelled (it is cancelled)"])
  })

  it('refuses bad invoices and unknown ids', async () => {
    const bob = await t.signUp('bob')
    const cases: [Record<string, unknown>, number, string][] = [
      [{ recipient_id: alice.id }, 400, 'sender must be different from recipient'],
      [{ chain_id: MONERO_CHAINS.testnet }, 400, 'unexpected chain ID'],
      [{ amount: 0 }, 400, 'amount must be greater than 0'],
      [{ recipient_id: bob.id }, 400, "recipient can't accept payment"],
      [{ sender_id: '00000000-0000-4000-8000-000000000000' }, 404, 'profile not found'],
      [{ amount: '1' }, 400, 'Json deserialize error: invalid type: string "1", expected i64'],
    ]
    for (const [body, status, message] of cases) {
      const res = await createInvoice(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(errorOf(res).error_description).toBe(message)
    }
    const missing = '00000000-0000-4000-8000-000000000001'
    expect(errorOf(await t.call('GET', `/api/v1/subscriptions/invoices/${missing}`)).error).toBe('invoice not found')
    expect(errorOf(await t.call('DELETE', `/api/v1/subscriptions/invoices/${missing}`)).error).toBe('invoice not found')
    expect((await t.call('GET', '/api/v1/subscriptions/invoices/nope')).statusCode).toBe(400)
    t.config('monero_subscriptions', false)
    expect((await createInvoice()).statusCode).toBe(418)
  })

  it('reads an open invoice older than 3 hours as timed out', async () => {
    const invoice = (await createInvoice()).json()
    stmt(t.app.parley.db, 'UPDATE invoices SET created_at = ? WHERE id = ?').run(
      new Date(Date.now() - 3 * HOUR - 1000).toISOString(),
      invoice.id,
    )
    expect((await t.call('GET', `/api/v1/subscriptions/invoices/${invoice.id}`)).json().status).toBe('timeout')
    expect((await t.call('DELETE', `/api/v1/subscriptions/invoices/${invoice.id}`)).statusCode).toBe(422)
  })

  it('asks a remote creator first: requested without an address, open once read', async () => {
    const remote = insertRemoteAccount(t.app.parley.db, {
      username: 'dana',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/dana',
      actorUrl: 'https://remote.example/@dana',
    })
    stmt(t.app.parley.db, 'UPDATE accounts SET payment_options = ? WHERE id = ?').run(
      JSON.stringify([
        {
          type: 'monero-subscription',
          chain_id: XMR,
          price: PRICE,
          object_id: 'https://remote.example/users/dana/subscription',
        },
      ]),
      remote.id,
    )
    const seen = (await t.call('GET', `/api/v1/accounts/${remote.id}`)).json()
    expect(seen.payment_options[0].object_id).toBe('https://remote.example/users/dana/subscription')
    const created = (await createInvoice({ recipient_id: remote.id })).json()
    expect(created).toMatchObject({ status: 'requested', payment_address: null })
    const read = (await t.call('GET', `/api/v1/subscriptions/invoices/${created.id}`)).json()
    expect(read.status).toBe('open')
    expect(parseMoneroAddress(read.payment_address)).not.toBeNull()
  })
})

describe('paying through the CLI', () => {
  beforeEach(async () => {
    await setOption(carol.token)
  })

  it('leaves a short payment underpaid, completes with the rest and extends the subscription', async () => {
    expect(errorOf(await find(alice.id, carol.id))).toEqual({
      error: 'subscription not found',
      error_description: 'subscription not found',
    })
    const invoice = (await createInvoice()).json()
    const short = cli('pay-invoice', invoice.id, '40000000000')
    expect(short.code).toBe(0)
    expect(short.out).toContain('open -> paid -> underpaid')
    expect((await t.call('GET', `/api/v1/subscriptions/invoices/${invoice.id}`)).json().status).toBe('underpaid')
    expect((await find(alice.id, carol.id)).statusCode).toBe(404)

    const before = Date.now()
    const rest = cli('pay-invoice', invoice.id)
    expect(rest.out).toContain('underpaid -> paid -> forwarded -> completed (60000000000 piconero received)')
    expect((await t.call('GET', `/api/v1/subscriptions/invoices/${invoice.id}`)).json().status).toBe('completed')
    const seconds = Math.floor(100_000_000_000 / PRICE)
    const sub = (await find(alice.id, carol.id)).json()
    expect(Date.parse(sub.expires_at) - before).toBeGreaterThanOrEqual(seconds * 1000 - 5)
    expect(Date.parse(sub.expires_at) - Date.now()).toBeLessThanOrEqual(seconds * 1000)
    expect(await notifications(carol.token)).toContainEqual(['subscription', alice.id])

    const rel = (await t.call('GET', `/api/v1/accounts/relationships?id[]=${carol.id}`, { token: alice.token })).json()
    expect(rel[0].subscription_to).toBe(true)
    expect((await t.call('GET', `/api/v1/accounts/${carol.id}`)).json().subscribers_count).toBe(1)

    // A second invoice extends from the current expiry.
    const second = (await createInvoice({ amount: PRICE * 100 })).json()
    cli('pay-invoice', second.id)
    expect(Date.parse((await find(alice.id, carol.id)).json().expires_at) - Date.parse(sub.expires_at)).toBe(100_000)
  })

  it('refuses unknown invoices and bad amounts', async () => {
    expect(cli('pay-invoice').code).toBe(2)
    expect(cli('pay-invoice', 'nope').code).toBe(2)
    expect(cli('pay-invoice', '00000000-0000-4000-8000-000000000001').err).toContain('invoice not found')
    const invoice = (await createInvoice()).json()
    expect(cli('pay-invoice', invoice.id, '-5').code).toBe(2)
    expect(cli('pay-invoice', invoice.id, '1.5').code).toBe(2)
    expect(cli('--help').out).toContain('pay-invoice ID [AMOUNT]')
  })
})

describe('granting and the subscribers list', () => {
  it('lets a creator grant time to a follower, extending from the expiry', async () => {
    const grant = (body: Record<string, unknown>) =>
      t.call('POST', '/api/v1/subscriptions', { token: carol.token, json: body })
    // v3.21.0 src/mastodon_api/subscriptions/views.rs create_subscription_view: the option first, then the relationship.
    expect(errorOf(await grant({ subscriber_id: alice.id, duration: 86400 })).error).toBe(
      'subscriptions are not enabled',
    )
    await setOption(carol.token)
    expect(errorOf(await grant({ subscriber_id: alice.id, duration: 86400 })).error).toBe(
      'account should be either follower or subscriber',
    )
    await follow(alice, carol)
    expect(errorOf(await grant({ subscriber_id: '00000000-0000-4000-8000-000000000000', duration: 1 })).error).toBe(
      'profile not found',
    )
    expect((await grant({ subscriber_id: alice.id })).statusCode).toBe(400)
    expect((await grant({ subscriber_id: alice.id, duration: 2 ** 31 })).statusCode).toBe(400)

    const before = Date.now()
    const first = (await grant({ subscriber_id: alice.id, duration: 86400 })).json()
    expect(Date.parse(first.expires_at) - before).toBeGreaterThanOrEqual(86400_000 - 5)
    const second = (await grant({ subscriber_id: alice.id, duration: 2_592_000 })).json()
    expect(second.id).toBe(first.id)
    expect(Date.parse(second.expires_at) - Date.parse(first.expires_at)).toBe(2_592_000_000)
    expect((await find(alice.id, carol.id)).json()).toEqual(second)
    expect((await t.call('POST', '/api/v1/subscriptions', { json: {} })).statusCode).toBe(401)

    t.config('monero_subscriptions', false)
    expect((await grant({ subscriber_id: alice.id, duration: 1 })).statusCode).toBe(418)
  })

  it('lists active subscribers, expired ones on request, only to the creator', async () => {
    const bob = await t.signUp('bob')
    const db = t.app.parley.db
    const insert = stmt(
      db,
      'INSERT INTO subscriptions (sender_id, recipient_id, expires_at, updated_at, expiry_announced) VALUES (?, ?, ?, ?, 1)',
    )
    insert.run(alice.id, carol.id, new Date(Date.now() + 10 * HOUR).toISOString(), new Date().toISOString())
    insert.run(bob.id, carol.id, new Date(Date.now() - 10 * HOUR).toISOString(), new Date().toISOString())
    const list = (query: string, token = carol.token) =>
      t.call('GET', `/api/v1/accounts/${carol.id}/subscribers${query}`, { token })
    expect((await list('')).json().map((s: { sender: { id: string } }) => s.sender.id)).toEqual([alice.id])
    expect((await list('?include_expired=true')).json().map((s: { sender: { id: string } }) => s.sender.id)).toEqual([
      bob.id,
      alice.id,
    ])
    expect((await list('?include_expired=true&limit=1')).json()).toHaveLength(1)
    expect((await list('', alice.token)).json()).toEqual([])
    expect((await list('?include_expired=maybe')).statusCode).toBe(400)
    expect((await t.call('GET', `/api/v1/accounts/${carol.id}/subscribers`)).statusCode).toBe(401)
    expect((await t.call('GET', `/api/v1/accounts/${carol.id}`)).json().subscribers_count).toBe(1)
  })

  it('tells both sides once when a subscription runs out', async () => {
    await setOption(carol.token)
    await follow(alice, carol)
    await t.call('POST', '/api/v1/subscriptions', {
      token: carol.token,
      json: { subscriber_id: alice.id, duration: 60 },
    })
    expect(await notifications(alice.token)).toEqual([])
    stmt(t.app.parley.db, 'UPDATE subscriptions SET expires_at = ?').run(new Date(Date.now() - 1000).toISOString())
    expect(await notifications(alice.token)).toEqual([['subscription_expiration', carol.id]])
    expect((await notifications(carol.token)).filter(([type]) => type !== 'follow')).toEqual([
      ['subscriber_leaving', alice.id],
    ])
    expect(await notifications(alice.token)).toEqual([['subscription_expiration', carol.id]])
    // The subscription is still found, with its past expiry.
    expect((await find(alice.id, carol.id)).statusCode).toBe(200)
  })
})
