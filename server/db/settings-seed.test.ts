import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { followAccount } from '../domain/follow'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { getAccountByAcct, insertRemoteAccount, type AccountRow } from './accounts'
import { seedSettings } from './settings-seed'

let t: TestApp
let accounts: Map<string, AccountRow>
let tokens: Record<string, string>
beforeEach(async () => {
  t = createTestApp({ instanceUri: 'parley.test' })
  const db = t.app.parley.db
  tokens = {}
  for (const name of ['alice', 'bob', 'erin']) tokens[name] = (await t.signUp(name)).token
  for (const [username, hostname] of [
    ['mira', 'remote.example'],
    ['otto', 'remote.example'],
  ] as const) {
    insertRemoteAccount(db, {
      username,
      hostname,
      actorId: `https://${hostname}/users/${username}`,
      actorUrl: `https://${hostname}/@${username}`,
    })
  }
  accounts = new Map(
    ['alice', 'bob', 'erin', 'mira@remote.example', 'otto@remote.example'].map((a) => [
      a,
      getAccountByAcct(db, a) as AccountRow,
    ]),
  )
  seedSettings(db, accounts)
})
afterEach(() => t.close())

const acct = (a: string) => accounts.get(a) as AccountRow

describe('seedSettings', () => {
  it('lets alice move her followers to mira, who names her as an alias', async () => {
    await t.call('POST', `/api/v1/accounts/${acct('alice').id}/follow`, { token: tokens.bob, json: {} })
    const res = await t.call('POST', '/api/v1/settings/move_followers', {
      token: tokens.alice,
      json: { target_acct: 'mira@remote.example' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().followers_count).toBe(0)
  })

  it('shows mira as verified once alice adds her', async () => {
    const res = await t.call('POST', '/api/v1/settings/aliases', {
      token: tokens.alice,
      json: { acct: 'mira@remote.example' },
    })
    expect(res.json().verified.map((a: { acct: string }) => a.acct)).toEqual(['mira@remote.example'])
  })

  it('gives erin a key and otto as a verified alias, so she can import followers from otto', async () => {
    const erin = await t.call('GET', '/api/v1/accounts/verify_credentials', { token: tokens.erin })
    expect(erin.json().identity_proofs).toEqual([
      expect.objectContaining({ name: 'Key', value: expect.stringMatching(/^z6Mk/) }),
    ])
    const aliases = await t.call('GET', `/api/v1/accounts/${acct('erin').id}/aliases/all`)
    expect(aliases.json().verified.map((a: { acct: string }) => a.acct)).toEqual(['otto@remote.example'])
    followAccount(t.app.parley.db, acct('bob').id, acct('otto@remote.example'), { reblogs: true, replies: true })
    const res = await t.call('POST', '/api/v1/settings/import_followers', {
      token: tokens.erin,
      json: { from_actor_id: 'https://remote.example/users/otto', followers_csv: 'bob@parley.test\n' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().followers_count).toBe(1)
    const wrong = await t.call('POST', '/api/v1/settings/import_followers', {
      token: tokens.erin,
      json: { from_actor_id: 'https://remote.example/users/mira', followers_csv: '' },
    })
    expect(errorOf(wrong).error_description).toBe('old profile is not an alias')
  })
})
