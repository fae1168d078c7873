/**
 * Subscriptions as Mitra 3.21 and 5.9 take them: the request forms (web::Json, the option types of
 * each SubscriptionOption enum), the 5.9 checks (minimum price, monero-light and its view key,
 * grants without an option), paged subscribers and the 5.9 account and instance entities.
 */
import { keccak_256 } from '@noble/hashes/sha3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MONERO_CHAINS } from '../db/config'
import { stmt } from '../db/database'
import type { MitraDialect } from '../dialect'
import { fakeSubaddress, moneroBase58Decode, moneroBase58Encode } from '../domain/monero-address'
import { isMoneroViewKey, subscriptionPriceError } from '../domain/monero-payments'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

const XMR = MONERO_CHAINS.mainnet
const PAYOUT = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
/** The same keys as PAYOUT with the stagenet prefix (24): a valid address of the wrong network. */
function stagenetTwin(address: string): string {
  const bytes = moneroBase58Decode(address)
  if (!bytes) throw new Error('bad address')
  const body = Uint8Array.from([24, ...bytes.subarray(1, bytes.length - 4)])
  return moneroBase58Encode(Uint8Array.from([...body, ...keccak_256(body).subarray(0, 4)]))
}
/** A canonical scalar (its last, most significant byte is below 0x10). */
const VIEW_KEY = `${'ab'.repeat(31)}0c`
const PRICE = 38580

let t: TestApp
/** The instance this test started, if any: the view key tests start none. */
let running: TestApp | undefined
let carol: { id: string; token: string }
let alice: { id: string; token: string }

async function start(mitra: MitraDialect) {
  t = createTestApp({ mitra })
  running = t
  t.config('monero_subscriptions', true)
  carol = await t.signUp('carol')
  alice = await t.signUp('alice')
}
afterEach(async () => {
  vi.restoreAllMocks()
  await running?.close()
  running = undefined
})

const saveOption = (body: Record<string, unknown>) =>
  t.call('POST', '/api/v1/subscriptions/options', {
    token: carol.token,
    json: { chain_id: XMR, price: PRICE, payout_address: PAYOUT, ...body },
  })
const errorText = async (res: Promise<{ json: () => unknown; statusCode: number }>) => {
  const answer = await res
  return [answer.statusCode, errorOf(answer as never).error]
}

describe('the request forms of the subscription calls (web::Json in both tags)', () => {
  for (const mitra of ['3.21', '5.9'] as const) {
    it(`refuses form-encoded and missing bodies at ${mitra} (${mitra === '3.21' ? 'v3.21.0 src' : 'v5.9.1 mitra_api/src'}/mastodon_api/subscriptions/views.rs)`, async () => {
      await start(mitra)
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      const form = (url: string, token?: string) =>
        t.call('POST', url, {
          ...(token ? { token } : {}),
          body: 'type=monero',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      expect(await errorText(form('/api/v1/subscriptions/options', carol.token))).toEqual([400, 'Content type error'])
      expect(await errorText(form('/api/v1/subscriptions', carol.token))).toEqual([400, 'Content type error'])
      expect(await errorText(form('/api/v1/subscriptions/invoices'))).toEqual([400, 'Content type error'])
      expect(await errorText(t.call('POST', '/api/v1/subscriptions/invoices'))).toEqual([400, 'Content type error'])
      // A body serde cannot read is a refusal of the form too.
      expect(await errorText(saveOption({ type: 'monero', price: undefined }))).toEqual([
        400,
        'Json deserialize error: missing field `price`',
      ])
      expect(log.mock.calls.filter(([line]) => String(line).includes('[contract]'))).toHaveLength(5)
    })
  }

  it('takes only `monero` at 3.21 (v3.21.0 src/mastodon_api/subscriptions/types.rs SubscriptionOption)', async () => {
    await start('3.21')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await errorText(saveOption({ type: 'monero-light', view_key: VIEW_KEY }))).toEqual([
      400,
      'Json deserialize error: unknown variant `monero-light`, expected `monero`',
    ])
    // No minimum price at 3.21: one piconero per second is taken.
    expect((await saveOption({ type: 'monero', price: 1 })).statusCode).toBe(200)
  })

  it('takes `monero` and `monero-light` at 5.9 (v5.9.1 mitra_api/src/mastodon_api/subscriptions/types.rs SubscriptionOption)', async () => {
    await start('5.9')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await errorText(saveOption({ type: 'ethereum' }))).toEqual([
      400,
      'Json deserialize error: unknown variant `ethereum`, expected `monero` or `monero-light`',
    ])
    expect(await errorText(saveOption({ type: 'monero-light' }))).toEqual([
      400,
      'Json deserialize error: missing field `view_key`',
    ])
  })
})

describe('the 5.9 option checks (v5.9.1 mitra_api/src/mastodon_api/subscriptions/views.rs register_subscription_option)', () => {
  it('refuses a price whose month is under the minimum payment (validate_subscription_price, since 4.5.1)', async () => {
    await start('5.9')
    // 0.001 XMR a month is 385.8 piconero a second: 385 is too low, 386 enough.
    expect(await errorText(saveOption({ type: 'monero', price: 385 }))).toEqual([400, 'price is too low'])
    expect(await errorText(saveOption({ type: 'monero-light', price: 385, view_key: VIEW_KEY }))).toEqual([
      400,
      'price is too low',
    ])
    expect(await errorText(saveOption({ type: 'monero', price: 2 ** 52 }))).toEqual([400, 'price is too high'])
    expect((await saveOption({ type: 'monero', price: 386 })).statusCode).toBe(200)
    expect(subscriptionPriceError(386)).toBeNull()
  })

  it('checks the network, the standard address and the view key of a monero-light option', async () => {
    await start('5.9')
    expect(await errorText(saveOption({ type: 'monero', payout_address: stagenetTwin(PAYOUT) }))).toEqual([
      400,
      'address belongs to wrong network',
    ])
    expect(
      await errorText(
        saveOption({ type: 'monero-light', view_key: VIEW_KEY, payout_address: fakeSubaddress(XMR, 'x') }),
      ),
    ).toEqual([400, 'address is not a standard address'])
    expect(await errorText(saveOption({ type: 'monero-light', view_key: 'f'.repeat(64) }))).toEqual([
      400,
      'invalid view key',
    ])
    expect(await errorText(saveOption({ type: 'monero-light', view_key: 'abc' }))).toEqual([400, 'invalid view key'])
    // A subaddress is fine for the instance's wallet.
    expect((await saveOption({ type: 'monero', payout_address: fakeSubaddress(XMR, 'x') })).statusCode).toBe(200)
  })

  it('saves a monero-light option, lists it with its view key and shows amount_min on the account', async () => {
    await start('5.9')
    const saved = await saveOption({ type: 'monero-light', view_key: VIEW_KEY.toUpperCase() })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().payment_options).toEqual([
      { type: 'monero-subscription', chain_id: XMR, price: PRICE, amount_min: 1_000_000_000, object_id: null },
    ])
    expect(saved.body).not.toContain(VIEW_KEY)
    expect((await t.call('GET', '/api/v1/subscriptions/options', { token: carol.token })).json()).toEqual([
      { type: 'monero-light', chain_id: XMR, price: PRICE, payout_address: PAYOUT, view_key: VIEW_KEY },
    ])
    // Back to the instance's wallet: the option is `monero` again.
    await saveOption({ type: 'monero' })
    expect((await t.call('GET', '/api/v1/subscriptions/options', { token: carol.token })).json()).toEqual([
      { type: 'monero', chain_id: XMR, price: PRICE, payout_address: PAYOUT },
    ])
  })

  it('lets a creator without an option add a follower (4.14; 3.21 answers "subscriptions are not enabled")', async () => {
    await start('5.9')
    await t.call('POST', `/api/v1/accounts/${carol.id}/follow`, { token: alice.token })
    const res = await t.call('POST', '/api/v1/subscriptions', {
      token: carol.token,
      json: { subscriber_id: alice.id, duration: 86400 },
    })
    expect(res.statusCode).toBe(200)
  })

  it("looks for the recipient's option instead of the instance chain for an invoice", async () => {
    await start('5.9')
    const invoice = (chain: string) =>
      t.call('POST', '/api/v1/subscriptions/invoices', {
        json: { sender_id: alice.id, recipient_id: carol.id, chain_id: chain, amount: 10 ** 9 },
      })
    expect(await errorText(invoice(MONERO_CHAINS.stagenet))).toEqual([400, "recipient can't accept payment"])
    await saveOption({ type: 'monero' })
    expect((await invoice(XMR)).statusCode).toBe(200)
  })
})

describe('view keys (monero-rs PrivateKey::from_str, as v5.9.1 mitra_services/src/monero/utils.rs uses it)', () => {
  it('takes 64 hex digits of a canonical scalar, in either case', () => {
    expect(isMoneroViewKey(VIEW_KEY)).toBe(true)
    expect(isMoneroViewKey(VIEW_KEY.toUpperCase())).toBe(true)
    expect(isMoneroViewKey('0'.repeat(64))).toBe(true)
    // The group order itself, little-endian, is not canonical; one less is.
    const order = 2n ** 252n + 27742317777372353535851937790883648493n
    const le = (n: bigint) =>
      Array.from({ length: 32 }, (_, i) => ((n >> BigInt(8 * i)) & 0xffn).toString(16).padStart(2, '0')).join('')
    expect(isMoneroViewKey(le(order))).toBe(false)
    expect(isMoneroViewKey(le(order - 1n))).toBe(true)
    expect(isMoneroViewKey(VIEW_KEY.slice(2))).toBe(false)
    expect(isMoneroViewKey(`${VIEW_KEY.slice(2)}zz`)).toBe(false)
  })
})

describe('subscribers pages (v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs get_account_subscribers, Link since 5.7)', () => {
  async function seed(count: number) {
    const db = t.app.parley.db
    const insert = stmt(
      db,
      'INSERT INTO subscriptions (sender_id, recipient_id, expires_at, updated_at, expiry_announced) VALUES (?, ?, ?, ?, 1)',
    )
    const later = new Date(Date.now() + 3_600_000).toISOString()
    for (let i = 0; i < count; i++) {
      const member = await t.signUp(`fan${i}`)
      insert.run(member.id, carol.id, later, new Date().toISOString())
    }
  }

  it('sends a Link to the next page at 5.9 while pages are full', async () => {
    await start('5.9')
    await seed(3)
    const first = await t.call('GET', `/api/v1/accounts/${carol.id}/subscribers?limit=2`, { token: carol.token })
    expect(first.json()).toHaveLength(2)
    const link = String(first.headers.link)
    const lastId = (first.json() as { id: number }[])[1]?.id
    expect(link).toMatch(
      new RegExp(`^<http://[^>]+/api/v1/accounts/${carol.id}/subscribers\\?limit=2&max_id=${lastId}>; rel="next"$`),
    )
    const next = new URL(link.slice(1, link.indexOf('>')))
    const second = await t.call('GET', `${next.pathname}${next.search}`, { token: carol.token })
    expect(second.json()).toHaveLength(1)
    expect(second.headers.link).toBeUndefined()
  })

  it('sends no Link at 3.21, which pages by max_id all the same', async () => {
    await start('3.21')
    await seed(3)
    const first = await t.call('GET', `/api/v1/accounts/${carol.id}/subscribers?limit=2`, { token: carol.token })
    expect(first.headers.link).toBeUndefined()
    const lastId = (first.json() as { id: number }[])[1]?.id
    const second = await t.call('GET', `/api/v1/accounts/${carol.id}/subscribers?limit=2&max_id=${lastId}`, {
      token: carol.token,
    })
    expect(second.json()).toHaveLength(1)
  })
})

describe('the account and instance entities at 5.9 (v5.9.1 mitra_api/src/mastodon_api/accounts/types.rs, instance/types.rs)', () => {
  it('sends display_name "", the bitmask role and the 5.9 fields; 3.21 sends null and the names', async () => {
    await start('5.9')
    const me = (await t.call('GET', '/api/v1/accounts/verify_credentials', { token: carol.token })).json()
    expect(me.display_name).toBe('')
    expect(me.role).toEqual({
      id: 1,
      name: 'user',
      permissions: '0',
      permissions_names: ['create_follow_request', 'create_post', 'manage_subscription_options'],
    })
    expect(me).toMatchObject({
      avatar_static: me.avatar,
      header_static: me.header,
      is_group: false,
      discoverable: true,
    })
    expect(me.source).toMatchObject({ privacy: 'public', sensitive: false, language: null })
    const admin = await t.signUp('root', 'admin')
    expect(
      (await t.call('GET', '/api/v1/accounts/verify_credentials', { token: admin.token })).json().role.permissions,
    ).toBe('1')
    await t.close()

    await start('3.21')
    const old = (await t.call('GET', '/api/v1/accounts/verify_credentials', { token: carol.token })).json()
    expect(old.display_name).toBeNull()
    expect(old.role.permissions).toEqual(['create_follow_request', 'create_post', 'manage_subscription_options'])
    expect(old).not.toHaveProperty('avatar_static')
    expect(old.source).not.toHaveProperty('privacy')
  })

  it('lists both Monero wallets with their metadata at 5.9 and the 3.21 form at 3.21', async () => {
    await start('5.9')
    const chains = (await t.call('GET', '/api/v1/instance')).json().blockchains
    expect(chains).toEqual([
      {
        chain_id: XMR,
        chain_metadata: { is_forwarding_required: true, description: null, payment_amount_min: 1_000_000_000 },
        features: { subscriptions: true },
      },
      {
        chain_id: XMR,
        chain_metadata: { is_forwarding_required: false, description: null, payment_amount_min: 0 },
        features: { subscriptions: true },
      },
    ])
    await t.close()
    await start('3.21')
    expect((await t.call('GET', '/api/v1/instance')).json().blockchains).toEqual([
      { chain_id: XMR, chain_metadata: null, features: { subscriptions: true } },
    ])
  })
})
