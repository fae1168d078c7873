import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertFollow, insertRemoteAccount } from '../db/accounts'
import { stmt } from '../db/database'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created, type Status } from '../test/posts'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const none = {
  following: false,
  followed_by: false,
  requested: false,
  requested_by: false,
  rejected_by: false,
  subscription_to: false,
  subscription_from: false,
  showing_reblogs: true,
  showing_replies: true,
  muting: false,
  muting_notifications: false,
  blocking: false,
  blocked_by: false,
}

describe('GET /api/v1/accounts/relationships', () => {
  it('answers one Relationship per id (id[0], id[1]…), also for unknown ids, without duplicates', async () => {
    const db = t.app.parley.db
    insertFollow(db, alice.id, bob.id)
    stmt(db, 'UPDATE follows SET show_reblogs = 0').run()
    const carol = await t.signUp('carol')
    insertFollow(db, carol.id, alice.id)
    stmt(
      db,
      "INSERT INTO follow_requests (id, source_id, target_id, created_at) VALUES ('r1', ?, ?, '2025-01-01T00:00:00.000Z')",
    ).run(carol.id, bob.id)
    stmt(
      db,
      "INSERT INTO subscriptions (sender_id, recipient_id, expires_at, updated_at) VALUES (?, ?, '2999-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')",
    ).run(alice.id, carol.id)
    const query = `id%5B0%5D=${bob.id}&id%5B1%5D=${carol.id}&id%5B2%5D=${UNKNOWN}&id%5B3%5D=${bob.id}`
    const res = await t.call('GET', `/api/v1/accounts/relationships?${query}`, { token: alice.token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      { ...none, id: bob.id, following: true, showing_reblogs: false },
      { ...none, id: carol.id, followed_by: true, subscription_to: true },
      { ...none, id: UNKNOWN },
    ])
    const forCarol = await t.call('GET', `/api/v1/accounts/relationships?id[]=${bob.id}`, { token: carol.token })
    expect(forCarol.json()).toEqual([{ ...none, id: bob.id, requested: true }])
    const forBob = await t.call('GET', `/api/v1/accounts/relationships?id=${carol.id}`, { token: bob.token })
    expect(forBob.json()).toEqual([{ ...none, id: carol.id, requested_by: true }])
    expect((await t.call('GET', '/api/v1/accounts/relationships', { token: alice.token })).json()).toEqual([])
    expect((await t.call('GET', `/api/v1/accounts/relationships?id[0]=${bob.id}`)).statusCode).toBe(401)
    expect(
      errorOf(await t.call('GET', '/api/v1/accounts/relationships?id[0]=x', { token: alice.token })).error_description,
    ).toMatch(/^Query deserialize error: UUID parsing failed/)
  })
})

describe('mute and unmute', () => {
  it('answers the Relationship and hides the muted author from home and public timelines', async () => {
    insertFollow(t.app.parley.db, alice.id, bob.id)
    const s = await created(t, bob.token, { status: 'chatty #topic' })
    const ids = async (url: string) =>
      ((await t.call('GET', url, { token: alice.token })).json() as Status[]).map((p) => p.id)
    expect(await ids('/api/v1/timelines/home')).toContain(s.id)

    const res = await t.call('POST', `/api/v1/accounts/${bob.id}/mute`, { token: alice.token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ...none, id: bob.id, following: true, muting: true })
    expect(await ids('/api/v1/timelines/home')).not.toContain(s.id)
    expect(await ids('/api/v1/timelines/public')).not.toContain(s.id)
    expect(await ids('/api/v1/timelines/public?local=true')).not.toContain(s.id)
    expect(await ids('/api/v1/timelines/tag/topic')).not.toContain(s.id)
    // Others still see it, and the post itself stays readable.
    expect(
      ((await t.call('GET', '/api/v1/timelines/public', { token: bob.token })).json() as Status[]).map((p) => p.id),
    ).toContain(s.id)
    expect((await t.call('GET', `/api/v1/statuses/${s.id}`, { token: alice.token })).statusCode).toBe(200)

    const undone = await t.call('POST', `/api/v1/accounts/${bob.id}/unmute`, { token: alice.token })
    expect(undone.json()).toMatchObject({ id: bob.id, muting: false })
    expect(await ids('/api/v1/timelines/home')).toContain(s.id)
  })

  it("refuses the user itself (400 'target is current user') and unknown accounts (404)", async () => {
    const self = await t.call('POST', `/api/v1/accounts/${alice.id}/mute`, { token: alice.token })
    expect(self.statusCode).toBe(400)
    expect(errorOf(self).error_description).toBe('target is current user')
    const unknown = await t.call('POST', `/api/v1/accounts/${UNKNOWN}/mute`, { token: alice.token })
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown).error_description).toBe('profile not found')
    expect((await t.call('POST', `/api/v1/accounts/${bob.id}/unmute`)).statusCode).toBe(401)
  })
})

describe('GET /api/v1/accounts/search', () => {
  beforeEach(async () => {
    await t.signUp('alina')
    t.app.parley.db.prepare("UPDATE accounts SET display_name = 'Bobby Tables' WHERE username = 'alina'").run()
    insertRemoteAccount(t.app.parley.db, {
      username: 'alice',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/alice',
      actorUrl: 'https://remote.example/@alice',
    })
  })
  const accts = async (query: string, token?: string) =>
    ((await t.call('GET', `/api/v1/accounts/search?${query}`, { token })).json() as { acct: string }[]).map(
      (a) => a.acct,
    )

  it('matches the start of usernames and display names, exact and local ones first', async () => {
    expect(await accts('q=ali&resolve=false&limit=40', alice.token)).toEqual(['alice', 'alina', 'alice@remote.example'])
    expect(await accts('q=alice', alice.token)).toEqual(['alice', 'alice@remote.example'])
    expect(await accts('q=@ALI&limit=1', alice.token)).toEqual(['alice'])
    expect(await accts('q=ali&limit=2&offset=2', alice.token)).toEqual(['alice@remote.example'])
    expect(await accts('q=bobby', alice.token)).toEqual(['alina'])
    expect(await accts('q=alice@remote', alice.token)).toEqual(['alice@remote.example'])
    expect(await accts('q=alice@localhost', alice.token)).toEqual(['alice'])
    expect(await accts('q=a%25', alice.token)).toEqual([])
    expect(await accts('q=zzz')).toEqual([])
  })

  it('gives a guest at most 2 on Mitra 5.9 (since 4.8: v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs, search_by_acct), all on 3.21', async () => {
    expect(await accts('q=ali&limit=40')).toEqual(['alice', 'alina', 'alice@remote.example'])
    const members = await accts('q=ali&limit=40', alice.token)
    await t.close()
    t = createTestApp({ mitra: '5.9' })
    alice = await t.signUp('alice')
    await t.signUp('alina')
    insertRemoteAccount(t.app.parley.db, {
      username: 'alice',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/alice',
      actorUrl: 'https://remote.example/@alice',
    })
    expect(await accts('q=ali&limit=40')).toEqual(['alice', 'alina'])
    expect(await accts('q=ali&limit=40', alice.token)).toEqual(members)
  })

  it('checks its parameters', async () => {
    expect(errorOf(await t.call('GET', '/api/v1/accounts/search')).error_description).toBe(
      'Query deserialize error: missing field `q`',
    )
    expect((await t.call('GET', '/api/v1/accounts/search?q=a&limit=0')).statusCode).toBe(400)
    expect((await t.call('GET', '/api/v1/accounts/search?q=a&resolve=maybe')).statusCode).toBe(400)
  })

  it('limits guests asking to resolve when rate limits are on: 429 JSON "retry in …"', async () => {
    t.config('rate_limits_enabled', true)
    for (let i = 0; i < 2; i++)
      expect((await t.call('GET', '/api/v1/accounts/search?q=a&resolve=true')).statusCode).toBe(200)
    const limited = await t.call('GET', '/api/v1/accounts/search?q=a&resolve=true')
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited).error_description).toMatch(/^retry in \d+\.\d{2}s$/)
    expect((await t.call('GET', '/api/v1/accounts/search?q=a&resolve=true', { token: alice.token })).statusCode).toBe(
      200,
    )
  })
})
