import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli } from '../cli'
import { getLocalUser, type AccountRow } from './accounts'
import { createTestApp, type TestApp } from '../test/helpers'
import { SEEDED_SUBSCRIPTIONS as S, seedSubscriptions } from './seed-subscriptions'

let t: TestApp
const tokens = new Map<string, string>()
const ids = new Map<string, string>()

beforeEach(async () => {
  t = createTestApp()
  const accounts = new Map<string, AccountRow>()
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank']) {
    const member = await t.signUp(name)
    tokens.set(name, member.token)
    ids.set(name, member.id)
    const user = getLocalUser(t.app.parley.db, name)
    if (user) accounts.set(name, user.account)
  }
  await t.call('POST', `/api/v1/accounts/${ids.get('carol')}/follow`, { token: tokens.get('alice') })
  seedSubscriptions(t.app.parley.db, accounts, Date.now())
})
afterEach(() => t.close())

const id = (name: string) => ids.get(name) ?? ''
const token = (name: string) => tokens.get(name) ?? ''
const invoice = async (invoiceId: string) => (await t.call('GET', `/api/v1/subscriptions/invoices/${invoiceId}`)).json()

describe('the subscription seed', () => {
  it('turns Monero on and gives carol an option with an active and an expired subscriber', async () => {
    const instance = (await t.call('GET', '/api/v1/instance')).json()
    expect(instance.blockchains[0]).toMatchObject({
      chain_id: 'monero:418015bb9ae982a1975da7d79277c270',
      features: { subscriptions: true },
    })
    const carol = (await t.call('GET', `/api/v1/accounts/${id('carol')}`)).json()
    expect(carol.payment_options).toEqual([
      {
        type: 'monero-subscription',
        chain_id: instance.blockchains[0].chain_id,
        price: S.pricePerSecond,
        object_id: null,
      },
    ])
    expect(carol.subscribers_count).toBe(1)

    const list = (
      await t.call('GET', `/api/v1/accounts/${id('carol')}/subscribers?include_expired=true`, { token: token('carol') })
    ).json()
    expect(list.map((s: { sender: { username: string } }) => s.sender.username)).toEqual(['bob', 'erin'])
    const active = (
      await t.call('GET', `/api/v1/subscriptions/find?sender_id=${id('bob')}&recipient_id=${id('carol')}`)
    ).json()
    expect(Date.parse(active.expires_at)).toBeGreaterThan(Date.now() + 29 * 86400_000)
    const expired = (
      await t.call('GET', `/api/v1/subscriptions/find?sender_id=${id('erin')}&recipient_id=${id('carol')}`)
    ).json()
    expect(Date.parse(expired.expires_at)).toBeLessThan(Date.now())
    expect(
      (await t.call('GET', `/api/v1/subscriptions/find?sender_id=${id('alice')}&recipient_id=${id('carol')}`))
        .statusCode,
    ).toBe(404)

    const types = async (name: string) =>
      ((await t.call('GET', '/api/v1/notifications', { token: token(name) })).json() as { type: string }[]).map(
        (n) => n.type,
      )
    expect(await types('carol')).toEqual(expect.arrayContaining(['subscription', 'subscriber_leaving']))
    expect(await types('erin')).toEqual(['subscription_expiration'])
  })

  it('has invoices in past states, and the underpaid one completes through the CLI', async () => {
    expect((await invoice(S.invoices.completed)).status).toBe('completed')
    expect((await invoice(S.invoices.expiredCompleted)).status).toBe('completed')
    expect((await invoice(S.invoices.cancelled)).status).toBe('cancelled')
    expect((await invoice(S.invoices.timeout)).status).toBe('timeout')
    expect((await invoice(S.invoices.underpaid)).status).toBe('underpaid')
    const out: string[] = []
    expect(
      runCli(['--data', t.dataDir, 'pay-invoice', S.invoices.underpaid], { out: (l) => out.push(l), err: () => {} }),
    ).toBe(0)
    expect(out.join('\n')).toContain('(60000000000 piconero received)')
    expect((await invoice(S.invoices.underpaid)).status).toBe('completed')
    expect(
      (await t.call('GET', `/api/v1/subscriptions/find?sender_id=${id('frank')}&recipient_id=${id('carol')}`))
        .statusCode,
    ).toBe(200)
  })

  it('gives frank tip addresses in his profile fields', async () => {
    const frank = (await t.call('GET', `/api/v1/accounts/${id('frank')}`)).json()
    expect(frank.fields.map((f: { name: string }) => f.name)).toEqual([
      'Roastery',
      '$BTC',
      '$ETH',
      '$XMR',
      'Lightning address',
    ])
    const me = (await t.call('GET', '/api/v1/accounts/verify_credentials', { token: token('frank') })).json()
    expect(me.source.fields[3].value).toMatch(/^8/)
  })
})
