import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertRemoteAccount, type AccountRow } from '../db/accounts'
import { setAliases, storedLocalActorId } from '../db/aliases'
import { addProof } from '../db/identity-proofs'
import { getAccount } from '../db/accounts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
beforeEach(() => {
  t = createTestApp({ instanceUri: 'parley.test' })
})
afterEach(() => t.close())

const URL = 'http://parley.test'
const remote = (username: string, hostname = 'remote.example'): AccountRow =>
  insertRemoteAccount(t.app.parley.db, {
    username,
    hostname,
    actorId: `https://${hostname}/users/${username}`,
    actorUrl: `https://${hostname}/@${username}`,
  })
const declare = (row: AccountRow, aliases: string[]) => setAliases(t.app.parley.db, row.id, aliases)
const giveProof = (id: string) => {
  const row = getAccount(t.app.parley.db, id)
  if (!row) throw new Error('no account')
  addProof(t.app.parley.db, row, {
    issuer: 'did:key:z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
    proof_type: 'jcs-eddsa-2022',
    proof_value: 'z1',
    created_at: '2023-02-24T23:36:38Z',
  })
}
const follow = (token: string, id: string) => t.call('POST', `/api/v1/accounts/${id}/follow`, { token, json: {} })
const addAlias = (token: string, acct: string) => t.call('POST', '/api/v1/settings/aliases', { token, json: { acct } })

describe('aliases', () => {
  it('adds a remote alias, lists it as declared, and as verified once it declares back', async () => {
    const alice = await t.signUp('alice')
    const mira = remote('mira')
    const res = await addAlias(alice.token, 'mira@remote.example')
    expect(res.statusCode).toBe(200)
    expect(res.json().declared.map((a: { acct: string }) => a.acct)).toEqual(['mira@remote.example'])
    expect(res.json().declared_all).toEqual([
      { id: 'https://remote.example/users/mira', account: expect.objectContaining({ id: mira.id }) },
    ])
    expect(res.json().verified).toEqual([])
    declare(mira, [storedLocalActorId('alice')])
    const all = await t.call('GET', `/api/v1/accounts/${alice.id}/aliases/all`)
    expect(all.statusCode).toBe(200)
    expect(all.json().verified.map((a: { id: string }) => a.id)).toEqual([mira.id])
    const miraAliases = await t.call('GET', `/api/v1/accounts/${mira.id}/aliases/all`)
    expect(miraAliases.json().declared_all).toEqual([
      { id: `${URL}/users/alice`, account: expect.objectContaining({ id: alice.id }) },
    ])
    expect(miraAliases.json().verified.map((a: { id: string }) => a.id)).toEqual([alice.id])
  })

  it('lists unknown declared actors with a null account', async () => {
    const alice = await t.signUp('alice')
    const row = getAccount(t.app.parley.db, alice.id)
    if (!row) throw new Error('no account')
    declare(row, ['https://gone.example/users/old'])
    const all = await t.call('GET', `/api/v1/accounts/${alice.id}/aliases/all`)
    expect(all.json()).toEqual({
      declared: [],
      declared_all: [{ id: 'https://gone.example/users/old', account: null }],
      verified: [],
    })
  })

  it("refuses unknown, own, local and repeated aliases with Mitra's messages", async () => {
    const alice = await t.signUp('alice')
    await t.signUp('bob')
    remote('mira')
    const cases: [string, number, string][] = [
      ['nobody@nowhere.example', 404, 'profile not found'],
      ['alice', 400, 'alias must differ from current account'],
      ['bob', 400, 'alias must be on another server'],
    ]
    for (const [acct, status, message] of cases) {
      const res = await addAlias(alice.token, acct)
      expect([res.statusCode, errorOf(res).error_description]).toEqual([status, message])
    }
    expect((await addAlias(alice.token, 'mira@remote.example')).statusCode).toBe(200)
    const again = await addAlias(alice.token, 'mira@remote.example')
    expect([again.statusCode, errorOf(again).error_description]).toEqual([400, 'alias already exists'])
  })

  it('removes an alias by actor id, or answers 404 alias not found', async () => {
    const alice = await t.signUp('alice')
    remote('mira')
    await addAlias(alice.token, 'mira@remote.example')
    const removed = await t.call('POST', '/api/v1/settings/aliases/remove', {
      token: alice.token,
      json: { actor_id: 'https://remote.example/users/mira' },
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ declared: [], declared_all: [], verified: [] })
    const again = await t.call('POST', '/api/v1/settings/aliases/remove', {
      token: alice.token,
      json: { actor_id: 'https://remote.example/users/mira' },
    })
    expect([again.statusCode, errorOf(again).error_description]).toEqual([404, 'alias not found'])
  })

  it('answers 404 profile not found for an unknown account and needs a token to change', async () => {
    const res = await t.call('GET', '/api/v1/accounts/0190a0a0-0000-7000-8000-000000000000/aliases/all')
    expect([res.statusCode, errorOf(res).error_description]).toEqual([404, 'profile not found'])
    expect((await t.call('POST', '/api/v1/settings/aliases', { json: { acct: 'x' } })).statusCode).toBe(401)
  })
})

describe('POST /api/v1/settings/move_followers', () => {
  it('moves every follower to a remote account that names the member as alias and returns the member', async () => {
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    const mira = remote('mira')
    const otto = remote('otto')
    declare(mira, [storedLocalActorId('alice')])
    await follow(bob.token, alice.id)
    t.app.parley.db
      .prepare("INSERT INTO follows (source_id, target_id, created_at) VALUES (?, ?, '2024-01-01T00:00:00.000Z')")
      .run(otto.id, alice.id)
    const res = await t.call('POST', '/api/v1/settings/move_followers', {
      token: alice.token,
      json: { target_acct: 'mira@remote.example' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: alice.id, followers_count: 0 })
    expect(res.json().source).not.toBeNull()
    const miraNow = await t.call('GET', `/api/v1/accounts/${mira.id}`)
    expect(miraNow.json().followers_count).toBe(2)
  })

  it.each([
    { acct: 'nobody@nowhere.example', status: 404, message: 'profile not found' },
    { acct: 'bob', status: 400, message: "can't move followers to a local actor" },
    { acct: 'otto@remote.example', status: 400, message: 'target is not an alias' },
  ])('refuses $acct: $message', async ({ acct, status, message }) => {
    const alice = await t.signUp('alice')
    await t.signUp('bob')
    remote('otto')
    const res = await t.call('POST', '/api/v1/settings/move_followers', {
      token: alice.token,
      json: { target_acct: acct },
    })
    expect([res.statusCode, errorOf(res).error_description]).toEqual([status, message])
  })
})

describe('POST /api/v1/settings/import_followers', () => {
  it('refuses without an identity proof, from a local actor, and from a known account that is not a verified alias', async () => {
    const erin = await t.signUp('erin')
    const otto = remote('otto')
    const call = (from: string) =>
      t.call('POST', '/api/v1/settings/import_followers', {
        token: erin.token,
        json: { from_actor_id: from, followers_csv: '' },
      })
    const noProof = await call('https://remote.example/users/otto')
    expect([noProof.statusCode, errorOf(noProof).error_description]).toEqual([400, 'identity proof is required'])
    giveProof(erin.id)
    expect(errorOf(await call(`${URL}/users/bob`)).error_description).toBe("can't move from local actor")
    expect(errorOf(await call('https://remote.example/users/otto')).error_description).toBe(
      'old profile is not an alias',
    )
    declare(otto, [storedLocalActorId('erin')])
    await addAlias(erin.token, 'otto@remote.example')
    expect((await call('https://remote.example/users/otto')).statusCode).toBe(200)
  })

  it('moves the listed followers of a verified alias and returns the member', async () => {
    const erin = await t.signUp('erin')
    const bob = await t.signUp('bob')
    const carol = await t.signUp('carol')
    const otto = remote('otto')
    giveProof(erin.id)
    declare(otto, [storedLocalActorId('erin')])
    await addAlias(erin.token, 'otto@remote.example')
    await follow(bob.token, otto.id)
    await follow(carol.token, otto.id)
    const csv = 'bob@parley.test\nnobody@nowhere.example\n'
    const res = await t.call('POST', '/api/v1/settings/import_followers', {
      token: erin.token,
      json: { from_actor_id: 'https://remote.example/users/otto', followers_csv: csv },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: erin.id, followers_count: 1 })
    const ottoNow = await t.call('GET', `/api/v1/accounts/${otto.id}`)
    expect(ottoNow.json().followers_count).toBe(1)
  })

  it('lets the remote followers of an unknown old account follow the member, and checks the CSV', async () => {
    const erin = await t.signUp('erin')
    remote('yuki', 'social.example')
    giveProof(erin.id)
    const call = (csv: string) =>
      t.call('POST', '/api/v1/settings/import_followers', {
        token: erin.token,
        json: { from_actor_id: 'https://gone.example/users/erin', followers_csv: csv },
      })
    const res = await call('yuki@social.example\n')
    expect(res.json().followers_count).toBe(1)
    const bad = await call('yuki')
    expect([bad.statusCode, errorOf(bad).error_description]).toEqual([400, 'invalid actor address'])
  })
})
