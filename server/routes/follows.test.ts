import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertRemoteAccount } from '../db/accounts'
import { stmt } from '../db/database'
import { upsertFollow } from '../db/follows'
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

const lock = (id: string) => stmt(t.app.parley.db, 'UPDATE accounts SET locked = 1 WHERE id = ?').run(id)
const follow = (who: { token: string }, id: string, json?: unknown) =>
  t.call('POST', `/api/v1/accounts/${id}/follow`, { token: who.token, json })
const ids = (res: { json: () => unknown }) => (res.json() as { id: string }[]).map((a) => a.id)

describe('follow and unfollow', () => {
  it('follows an unlocked account at once, with reblogs and replies options', async () => {
    const res = await follow(alice, bob.id, { reblogs: false })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: bob.id,
      following: true,
      requested: false,
      showing_reblogs: false,
      showing_replies: true,
    })
    const again = await follow(alice, bob.id, { reblogs: true, replies: false })
    expect(again.json()).toMatchObject({ following: true, showing_reblogs: true, showing_replies: false })
    const other = await t.call('GET', `/api/v1/accounts/relationships?id[]=${alice.id}`, { token: bob.token })
    expect(other.json()[0]).toMatchObject({ followed_by: true, following: false })
  })

  it('takes a form body or none at all', async () => {
    const form = await t.call('POST', `/api/v1/accounts/${bob.id}/follow`, {
      token: alice.token,
      body: 'reblogs=false&replies=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.json()).toMatchObject({ following: true, showing_reblogs: false, showing_replies: false })
    const none = await follow(bob, alice.id)
    expect(none.json()).toMatchObject({ following: true, showing_reblogs: true })
  })

  it('refuses to follow yourself and unknown profiles', async () => {
    const self = await follow(alice, alice.id)
    expect(self.statusCode).toBe(400)
    expect(errorOf(self).error).toBe('target is current user')
    const unknown = await follow(alice, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown).error).toBe('profile not found')
    expect((await t.call('POST', `/api/v1/accounts/${bob.id}/follow`)).statusCode).toBe(401)
  })

  it('turns a follow of a locked account into a request, which unfollow withdraws', async () => {
    lock(bob.id)
    const res = await follow(alice, bob.id)
    expect(res.json()).toMatchObject({ following: false, requested: true })
    const theirs = await t.call('GET', `/api/v1/accounts/relationships?id[]=${alice.id}`, { token: bob.token })
    expect(theirs.json()[0]).toMatchObject({ requested_by: true })
    const undone = await t.call('POST', `/api/v1/accounts/${bob.id}/unfollow`, { token: alice.token })
    expect(undone.json()).toMatchObject({ following: false, requested: false })
    const list = await t.call('GET', '/api/v1/follow_requests', { token: bob.token })
    expect(list.json()).toEqual([])
  })

  it('unfollows and removes followers', async () => {
    await follow(alice, bob.id)
    const undone = await t.call('POST', `/api/v1/accounts/${bob.id}/unfollow`, { token: alice.token })
    expect(undone.json()).toMatchObject({ following: false })
    await follow(alice, bob.id)
    const removed = await t.call('POST', `/api/v1/accounts/${alice.id}/remove_from_followers`, { token: bob.token })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({ id: alice.id, followed_by: false })
  })
})

describe('follow requests', () => {
  it('lists pending requests and authorizes one into a follow with its options', async () => {
    lock(alice.id)
    await follow(bob, alice.id, { reblogs: false })
    const list = await t.call('GET', '/api/v1/follow_requests', { token: alice.token })
    expect(ids(list)).toEqual([bob.id])
    const ok = await t.call('POST', `/api/v1/follow_requests/${bob.id}/authorize`, { token: alice.token })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ id: bob.id, followed_by: true, requested_by: false })
    const mine = await t.call('GET', `/api/v1/accounts/relationships?id[]=${alice.id}`, { token: bob.token })
    expect(mine.json()[0]).toMatchObject({ following: true, requested: false, showing_reblogs: false })
    const again = await t.call('POST', `/api/v1/follow_requests/${bob.id}/authorize`, { token: alice.token })
    expect(again.statusCode).toBe(404)
    expect(errorOf(again).error).toBe('follow request not found')
  })

  it('rejects a request (rejected_by on the other side)', async () => {
    lock(alice.id)
    await follow(bob, alice.id)
    const res = await t.call('POST', `/api/v1/follow_requests/${bob.id}/reject`, { token: alice.token })
    expect(res.json()).toMatchObject({ requested_by: false, followed_by: false })
    const mine = await t.call('GET', `/api/v1/accounts/relationships?id[]=${alice.id}`, { token: bob.token })
    expect(mine.json()[0]).toMatchObject({ requested: false, rejected_by: true })
    const missing = await t.call('POST', `/api/v1/follow_requests/${bob.id}/reject`, { token: alice.token })
    expect(errorOf(missing).error).toBe('follow request not found')
  })

  it('pages requests with an opaque cursor in the Link header', async () => {
    lock(alice.id)
    const carol = await t.signUp('carol')
    await follow(bob, alice.id)
    await follow(carol, alice.id)
    const first = await t.call('GET', '/api/v1/follow_requests?limit=1', { token: alice.token })
    expect(ids(first)).toHaveLength(1)
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? ''
    const second = await t.call('GET', next.replace(/^https?:\/\/[^/]+/, ''), { token: alice.token })
    expect([...ids(first), ...ids(second)].sort()).toEqual([bob.id, carol.id].sort())
  })
})

describe('followers, following and mutes', () => {
  it('pages your own followers by Link and shows nobody else’s', async () => {
    const carol = await t.signUp('carol')
    await follow(bob, alice.id)
    await follow(carol, alice.id)
    const first = await t.call('GET', `/api/v1/accounts/${alice.id}/followers?limit=1`, { token: alice.token })
    expect(ids(first)).toEqual([carol.id])
    const link = String(first.headers.link)
    expect(link).toMatch(/max_id=\d+>; rel="next"$/)
    const next = /<([^>]+)>/.exec(link)?.[1] ?? ''
    const second = await t.call('GET', next.replace(/^https?:\/\/[^/]+/, ''), { token: alice.token })
    expect(ids(second)).toEqual([bob.id])
    const following = await t.call('GET', `/api/v1/accounts/${bob.id}/following`, { token: bob.token })
    expect(ids(following)).toEqual([alice.id])
    const others = await t.call('GET', `/api/v1/accounts/${alice.id}/followers`, { token: bob.token })
    expect(others.json()).toEqual([])
    expect((await t.call('GET', `/api/v1/accounts/${alice.id}/followers`)).statusCode).toBe(401)
    const bad = await t.call('GET', `/api/v1/accounts/${alice.id}/followers?max_id=abc`, { token: alice.token })
    expect(bad.statusCode).toBe(400)
  })

  it('default to pages of 40, as does account search', async () => {
    for (let i = 0; i < 41; i += 1) {
      const name = `fan${String(i).padStart(2, '0')}`
      const row = insertRemoteAccount(t.app.parley.db, {
        username: name,
        hostname: 'remote.example',
        actorId: `https://remote.example/users/${name}`,
        actorUrl: `https://remote.example/@${name}`,
      })
      upsertFollow(t.app.parley.db, row.id, alice.id, { reblogs: true, replies: true })
    }
    const page = await t.call('GET', `/api/v1/accounts/${alice.id}/followers`, { token: alice.token })
    expect(page.json()).toHaveLength(40)
    expect(page.headers.link).toMatch(/rel="next"/)
    const found = await t.call('GET', '/api/v1/accounts/search?q=fan', { token: alice.token })
    expect(found.json()).toHaveLength(40)
  })

  it('lists mutes, newest first, with Link paging', async () => {
    const carol = await t.signUp('carol')
    await t.call('POST', `/api/v1/accounts/${bob.id}/mute`, { token: alice.token })
    await t.call('POST', `/api/v1/accounts/${carol.id}/mute`, { token: alice.token })
    const first = await t.call('GET', '/api/v1/mutes?limit=1', { token: alice.token })
    expect(ids(first)).toEqual([carol.id])
    expect(first.headers.link).toMatch(/rel="next"/)
    const all = await t.call('GET', '/api/v1/mutes', { token: alice.token })
    expect(ids(all)).toEqual([carol.id, bob.id])
    expect(all.headers.link).toBeUndefined()
  })

  it('honours showing_reblogs and showing_replies on the home timeline', async () => {
    const carol = await t.signUp('carol')
    await follow(alice, bob.id, { reblogs: false, replies: false })
    const original = await created(t, carol.token, { status: 'original' })
    await t.call('POST', `/api/v1/statuses/${original.id}/reblog`, { token: bob.token })
    await created(t, bob.token, { status: 'a reply', in_reply_to_id: original.id })
    const own = await created(t, bob.token, { status: 'own' })
    const home = await t.call('GET', '/api/v1/timelines/home', { token: alice.token })
    expect((home.json() as Status[]).map((s) => s.id)).toEqual([own.id])
    await follow(alice, bob.id, { reblogs: true, replies: true })
    const all = await t.call('GET', '/api/v1/timelines/home', { token: alice.token })
    expect(all.json()).toHaveLength(3)
  })
})
