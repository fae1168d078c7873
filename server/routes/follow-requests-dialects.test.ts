/**
 * The follow requests a user sent, as Mitra 3.21 and 5.9 serve them: 3.21 has no list (its router's
 * 404); 5.9 lists the pending ones (v5.9.1 mitra_api/src/mastodon_api/follow_requests/views.rs
 * outgoing_follow_request_list, 4.19.0), and POST /accounts/{id}/unfollow withdraws one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stmt } from '../db/database'
import type { MitraDialect } from '../dialect'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
let carol: { id: string; token: string }

async function start(mitra: MitraDialect) {
  t = createTestApp({ mitra })
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
  carol = await t.signUp('carol')
  // Bob and Carol approve their followers: a follow of them is a request.
  for (const id of [bob.id, carol.id]) stmt(t.app.parley.db, 'UPDATE accounts SET locked = 1 WHERE id = ?').run(id)
}
afterEach(async () => {
  vi.restoreAllMocks()
  await t.close()
})

const follow = (who: { token: string }, id: string) =>
  t.call('POST', `/api/v1/accounts/${id}/follow`, { token: who.token, json: {} })
const outgoing = (who: { token: string }, query = '') =>
  t.call('GET', `/api/v1/follow_requests/outgoing${query}`, { token: who.token })
const ids = (res: { json: () => unknown }) => (res.json() as { id: string }[]).map((a) => a.id)
const contractLines = (log: { mock: { calls: unknown[][] } }) =>
  log.mock.calls.filter(([line]) => String(line).includes('[contract]'))

describe('3.21: no list of sent requests (v3.21.0 src/mastodon_api/follow_requests/views.rs)', () => {
  it('answers 404 before reading the token, as a refusal of the request', async () => {
    await start('3.21')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await follow(alice, bob.id)
    const res = await outgoing(alice)
    expect([res.statusCode, errorOf(res).error]).toEqual([404, 'endpoint not found'])
    const guest = await t.call('GET', '/api/v1/follow_requests/outgoing')
    expect(guest.statusCode).toBe(404)
    expect(contractLines(log)).toHaveLength(2)
    // The incoming list is served as before.
    expect(ids(await t.call('GET', '/api/v1/follow_requests', { token: bob.token }))).toEqual([alice.id])
  })
})

describe('5.9: the requests the user sent (outgoing_follow_request_list)', () => {
  it('lists the pending requests, newest first, and unfollow withdraws one', async () => {
    await start('5.9')
    await follow(alice, bob.id)
    await follow(alice, carol.id)
    const list = await outgoing(alice)
    expect(list.statusCode).toBe(200)
    expect(ids(list)).toEqual([carol.id, bob.id])
    // Only the sender's: Bob sent none.
    expect((await outgoing(bob)).json()).toEqual([])
    const undone = await t.call('POST', `/api/v1/accounts/${carol.id}/unfollow`, { token: alice.token })
    expect(undone.json()).toMatchObject({ id: carol.id, following: false, requested: false })
    expect(ids(await outgoing(alice))).toEqual([bob.id])
    expect((await t.call('GET', '/api/v1/follow_requests', { token: carol.token })).json()).toEqual([])
  })

  it('leaves out accepted and rejected requests (request_status = pending only)', async () => {
    await start('5.9')
    await follow(alice, bob.id)
    await follow(alice, carol.id)
    await t.call('POST', `/api/v1/follow_requests/${alice.id}/authorize`, { token: bob.token })
    await t.call('POST', `/api/v1/follow_requests/${alice.id}/reject`, { token: carol.token })
    expect((await outgoing(alice)).json()).toEqual([])
  })

  it('pages by the Link header (max_id is the request id, 40 by default) and checks the token and query', async () => {
    await start('5.9')
    await follow(alice, bob.id)
    await follow(alice, carol.id)
    const first = await outgoing(alice, '?limit=1')
    expect(ids(first)).toEqual([carol.id])
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? ''
    expect(next).toContain('/api/v1/follow_requests/outgoing?')
    const second = await t.call('GET', next.replace(/^https?:\/\/[^/]+/, ''), { token: alice.token })
    expect(ids(second)).toEqual([bob.id])
    expect((await t.call('GET', '/api/v1/follow_requests/outgoing')).statusCode).toBe(401)
    const bad = await outgoing(alice, '?max_id=12')
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).error).toMatch(/^Query deserialize error: /)
  })
})
