import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertFollow } from '../db/accounts'
import { stmt } from '../db/database'
import { createTestApp, type TestApp } from '../test/helpers'
import { created, type Status } from '../test/posts'

type Member = { id: string; token: string }
let t: TestApp
let alice: Member
let bob: Member
let carol: Member
let dave: Member
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
  carol = await t.signUp('carol')
  dave = await t.signUp('dave')
})
afterEach(() => t.close())

const follow = (a: Member, b: Member) => insertFollow(t.app.parley.db, a.id, b.id)
const subscribe = (a: Member, b: Member) =>
  stmt(
    t.app.parley.db,
    "INSERT INTO subscriptions (sender_id, recipient_id, expires_at, updated_at) VALUES (?, ?, '2999-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')",
  ).run(a.id, b.id)

/** Every place a post can be read, as one reader: does the post show up? */
async function readable(post: Status, who?: Member): Promise<Record<string, boolean>> {
  const token = who?.token
  const listed = async (url: string) =>
    ((await t.call('GET', url, { token })).json() as Status[]).some((s) => s.id === post.id)
  const result: Record<string, boolean> = {
    get: (await t.call('GET', `/api/v1/statuses/${post.id}`, { token })).statusCode === 200,
    thread: (await t.call('GET', `/api/v1/statuses/${post.id}/thread`, { token })).statusCode === 200,
    tag: await listed('/api/v1/timelines/tag/seen'),
  }
  if (who) {
    result.home = await listed('/api/v1/timelines/home')
    result.favourite = (await t.call('POST', `/api/v1/statuses/${post.id}/favourite`, { token })).statusCode === 200
    result.bookmark = (await t.call('POST', `/api/v1/statuses/${post.id}/bookmark`, { token })).statusCode === 200
  }
  return result
}
const everywhere = { get: true, thread: true, tag: true, home: true, favourite: true, bookmark: true }
const nowhere = { get: false, thread: false, tag: false, home: false, favourite: false, bookmark: false }

describe('visibility', () => {
  it('public: everyone, guests included', async () => {
    const s = await created(t, bob.token, { status: 'hi #seen' })
    expect(await readable(s)).toEqual({ get: true, thread: true, tag: true })
    follow(carol, bob)
    expect(await readable(s, carol)).toEqual(everywhere)
    expect(await readable(s, dave)).toEqual({ ...everywhere, home: false })
  })

  it('private (followers): followers, the mentioned and the author', async () => {
    follow(carol, bob)
    const s = await created(t, bob.token, { status: 'followers @dave #seen', visibility: 'private' })
    expect(await readable(s)).toEqual({ get: false, thread: false, tag: false })
    expect(await readable(s, carol)).toEqual(everywhere)
    expect(await readable(s, dave)).toEqual(everywhere)
    expect(await readable(s, alice)).toEqual(nowhere)
    expect(await readable(s, bob)).toEqual(everywhere)
  })

  it("subscribers: the author's subscribers and the mentioned, not followers", async () => {
    follow(alice, bob)
    subscribe(carol, bob)
    const s = await created(t, bob.token, { status: 'for subscribers #seen', visibility: 'subscribers' })
    // Subscribers are mentioned when the post is made, as on Mitra.
    expect((s.mentions as { id: string }[]).map((m) => m.id)).toEqual([carol.id])
    expect(await readable(s, carol)).toEqual(everywhere)
    expect(await readable(s, alice)).toEqual(nowhere)
    expect(await readable(s)).toEqual({ get: false, thread: false, tag: false })
  })

  it("conversation: the audience of the thread's root, plus the mentioned", async () => {
    follow(alice, bob)
    follow(carol, bob)
    follow(dave, alice)
    const root = await created(t, bob.token, { status: 'followers only', visibility: 'private' })
    const reply = await created(t, alice.token, {
      status: '@bob a reply #seen',
      in_reply_to_id: root.id,
      visibility: 'conversation',
    })
    expect(await readable(reply, carol)).toMatchObject({ get: true, thread: true, tag: true, favourite: true })
    expect(await readable(reply, bob)).toMatchObject({ get: true, home: true })
    // Dave follows Alice, not Bob: he is outside the conversation.
    expect(await readable(reply, dave)).toEqual(nowhere)
    expect(await readable(reply)).toEqual({ get: false, thread: false, tag: false })
  })

  it('direct: the author and the mentioned only', async () => {
    follow(carol, bob)
    const s = await created(t, bob.token, { status: '@alice psst #seen', visibility: 'direct' })
    expect(await readable(s, alice)).toEqual(everywhere)
    expect(await readable(s, carol)).toEqual(nowhere)
    expect(await readable(s)).toEqual({ get: false, thread: false, tag: false })
  })

  it('marks replies whose parent the reader may not see with parent_visible false', async () => {
    follow(dave, alice)
    const root = await created(t, alice.token, { status: 'root' })
    const hidden = await created(t, bob.token, {
      status: '@alice followers of bob',
      in_reply_to_id: root.id,
      visibility: 'private',
    })
    const reply = await created(t, alice.token, {
      status: '@bob an answer',
      in_reply_to_id: hidden.id,
      visibility: 'conversation',
    })
    const asDave = (await t.call('GET', `/api/v1/statuses/${reply.id}`, { token: dave.token })).json() as Status
    expect(asDave.pleroma.parent_visible).toBe(false)
    const asBob = (await t.call('GET', `/api/v1/statuses/${reply.id}`, { token: bob.token })).json() as Status
    expect(asBob.pleroma.parent_visible).toBe(true)
    const thread = (await t.call('GET', `/api/v1/statuses/${root.id}/thread`, { token: dave.token })).json() as Status[]
    expect(thread.map((s) => [s.id, s.pleroma.parent_visible])).toEqual([
      [root.id, false],
      [reply.id, false],
    ])
  })

  it('hides a quoted post from pleroma.quote and links when it is gone', async () => {
    const quoted = await created(t, bob.token, { status: 'quoted' })
    const s = await created(t, alice.token, { status: 'look', quote_id: quoted.id })
    await t.call('DELETE', `/api/v1/statuses/${quoted.id}`, { token: bob.token })
    const after = (await t.call('GET', `/api/v1/statuses/${s.id}`)).json() as Status
    expect(after.pleroma.quote).toBeNull()
    expect(after.links).toEqual([])
  })
  it("a reply is addressed to the parent's author whatever its visibility, so its notification shows nothing she may not read", async () => {
    follow(carol, bob)
    const parent = await created(t, alice.token, { status: 'my public post' })
    for (const visibility of ['direct', 'private', 'subscribers'] as const) {
      const text = `a ${visibility} reply`
      const reply = await created(t, bob.token, { status: `@carol ${text}`, in_reply_to_id: parent.id, visibility })
      // As Mitra's prepare_mentions: the parent's author is mentioned first.
      expect((reply.mentions as { id: string }[]).map((m) => m.id)[0]).toBe(alice.id)
      expect(await readable(reply, alice)).toMatchObject({ get: true, thread: true })
      const notifications = (await t.call('GET', '/api/v1/notifications', { token: alice.token })).json() as {
        status: Status | null
      }[]
      const told = notifications.find((n) => n.status?.id === reply.id)
      expect(told).toBeDefined()
      // Whoever is told of a post can read it.
      for (const n of notifications)
        if (n.status)
          expect((await t.call('GET', `/api/v1/statuses/${n.status.id}`, { token: alice.token })).statusCode).toBe(200)
    }
    // Dave, neither mentioned nor the parent's author, reads none of them.
    const daves = (await t.call('GET', '/api/v1/notifications', { token: dave.token })).json() as unknown[]
    expect(daves).toEqual([])
  })
})
