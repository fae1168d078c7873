/**
 * Mitra 5.9's notification types as the demo makes them (v5.9.1
 * mitra_api/src/mastodon_api/notifications/types.rs): `payment_anonymous` (4.17.0), a payment from
 * the anonymous system account that the light wallet monitor records (workers/payments/monero.rs
 * check_monero_light_payments), with `payment_amount` (4.18.0); `moderation_warning` (5.9.0), sent
 * when an admin deletes a local post (admin/posts/views.rs, on_local_post_deleted). 3.21 has
 * neither type nor field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runCli } from '../cli'
import { MONERO_CHAINS } from '../db/config'
import type { MitraDialect } from '../dialect'
import { createTestApp, type TestApp } from '../test/helpers'

const PAYOUT = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
const VIEW_KEY = `${'ab'.repeat(31)}0c`
const PRICE = 38580

type Note = Record<string, unknown> & { type: string; account: { acct: string } }

let t: TestApp
let carol: { id: string; token: string }
let bob: { id: string; token: string }
let root: { id: string; token: string }

async function start(mitra: MitraDialect) {
  t = createTestApp({ mitra })
  t.config('monero_subscriptions', true)
  carol = await t.signUp('carol')
  bob = await t.signUp('bob')
  root = await t.signUp('root', 'admin')
}
afterEach(async () => {
  vi.restoreAllMocks()
  await t.close()
})

function cli(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = runCli(['--data', t.dataDir, ...args], { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out, err }
}
/** The same data served as 3.21 (the first app closed); answers carol's new token. */
async function reopenAs321(): Promise<string> {
  const first = t
  await first.app.close()
  const again = createTestApp({ mitra: '3.21', dataDir: first.dataDir })
  t = {
    ...again,
    close: async () => {
      await again.close()
      await first.close()
    },
  }
  const res = await t.call('POST', '/oauth/token', {
    json: { grant_type: 'password', username: 'carol', password: 'carol-pass' },
  })
  return res.json().access_token as string
}
const notes = async (token: string) => (await t.call('GET', '/api/v1/notifications', { token })).json() as Note[]
const postOf = async (token: string, status: string) =>
  (await t.call('POST', '/api/v1/statuses', { token, json: { status } })).json() as { id: string }

describe('payment_anonymous (Mitra 4.17.0): a payment to the creator’s own wallet, from nobody', () => {
  const lightOption = () =>
    t.call('POST', '/api/v1/subscriptions/options', {
      token: carol.token,
      json: {
        type: 'monero-light',
        chain_id: MONERO_CHAINS.mainnet,
        price: PRICE,
        payout_address: PAYOUT,
        view_key: VIEW_KEY,
      },
    })

  it('needs the anonymous system account and a monero-light option, as Mitra’s monitor does', async () => {
    await start('5.9')
    expect((await lightOption()).statusCode).toBe(200)
    expect(cli('receive-direct-payment', 'carol', '500000000000')).toMatchObject({
      code: 1,
      err: [expect.stringContaining("automated account doesn't exist")],
    })
    expect(cli('create-system-account', 'anonymous')).toEqual({ code: 0, out: ['account created'], err: [] })
    expect(cli('create-system-account', 'anonymous')).toMatchObject({ code: 1, err: ['error: account already exists'] })
    expect(cli('create-system-account', 'robot').code).toBe(2)
    expect(cli('receive-direct-payment', 'bob', '500000000000')).toMatchObject({
      code: 1,
      err: ['error: payment method is not available to user'],
    })
    expect(await notes(carol.token)).toEqual([])
  })

  it('at 5.9: type payment_anonymous from the anonymous account, with the amount', async () => {
    await start('5.9')
    await lightOption()
    cli('create-system-account', 'anonymous')
    const paid = cli('receive-direct-payment', 'carol', '500000000000')
    expect(paid.code).toBe(0)
    expect(paid.out[1]).toMatch(/^subscription extended by 12960082 s/)
    const [note, ...rest] = await notes(carol.token)
    expect(rest).toEqual([])
    expect(note).toMatchObject({
      type: 'payment_anonymous',
      subtype: null,
      account: { username: 'anonymous', acct: 'anonymous', bot: true },
      status: null,
      moderation_warning: null,
      payment_amount: 500_000_000_000,
    })
    // The anonymous subscriber is listed like any other (Mitra's create_or_update_local_subscription).
    const subscribers = await t.call('GET', `/api/v1/accounts/${carol.id}/subscribers`, { token: carol.token })
    expect((subscribers.json() as { sender: { acct: string } }[]).map((s) => s.sender.acct)).toEqual(['anonymous'])
  })

  it('at 3.21: the same payment is a plain subscription notification, without the 5.9 fields', async () => {
    await start('5.9')
    await lightOption()
    cli('create-system-account', 'anonymous')
    cli('receive-direct-payment', 'carol', '500000000000')
    // The same data served as 3.21 (v3.21.0: SubscriberPayment is always "subscription").
    const token = await reopenAs321()
    const [note] = await notes(token)
    expect(note?.type).toBe('subscription')
    expect(Object.keys(note ?? {})).not.toContain('payment_amount')
  })
})

describe('moderation_warning (Mitra 5.9.0): an admin deleted a local post', () => {
  it('at 5.9: the author is warned by the admin, with an AccountWarning whose text is empty', async () => {
    await start('5.9')
    const post = await postOf(carol.token, 'spam spam')
    expect((await t.call('DELETE', `/api/v1/admin/posts/${post.id}`, { token: root.token })).statusCode).toBe(204)
    const [note, ...rest] = await notes(carol.token)
    expect(rest).toEqual([])
    expect(note).toMatchObject({
      type: 'moderation_warning',
      account: { acct: 'root' },
      status: null,
      payment_amount: null,
      moderation_warning: {
        action: 'delete_statuses',
        text: '',
        status_ids: null,
        target_account: null,
        appeal: null,
      },
    })
    expect(note?.moderation_warning).toEqual(expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) }))
    // Nobody else hears of it; a payment notification carries no warning.
    expect(await notes(bob.token)).toEqual([])
  })

  it('at 3.21: no admin API, so no warning; a stored one is never listed', async () => {
    await start('5.9')
    const post = await postOf(carol.token, 'spam spam')
    await t.call('DELETE', `/api/v1/admin/posts/${post.id}`, { token: root.token })
    await postOf(bob.token, 'hello @carol')
    const token = await reopenAs321()
    expect((await notes(token)).map((n) => n.type)).toEqual(['mention'])
  })
})
