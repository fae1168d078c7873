import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stmt } from '../db/database'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created } from '../test/posts'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

type Note = {
  id: string
  type: string
  subtype: string | null
  account: { id: string }
  status: { id: string } | null
  reaction: { content: string; emoji: unknown } | null
  emoji: string | null
}
const notes = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v1/notifications${query}`, { token })
  expect(res.statusCode).toBe(200)
  return res.json() as Note[]
}

describe('notifications', () => {
  it('are created by follows, requests, mentions, replies, likes, reactions and reposts', async () => {
    await t.call('POST', `/api/v1/accounts/${alice.id}/follow`, { token: bob.token })
    const post = await created(t, alice.token, { status: 'hello' })
    const reply = await created(t, bob.token, { status: '@alice hi', in_reply_to_id: post.id })
    const mention = await created(t, bob.token, { status: 'hey @alice' })
    await t.call('POST', `/api/v1/statuses/${post.id}/favourite`, { token: bob.token })
    await t.call('POST', `/api/v1/statuses/${post.id}/favourite`, { token: bob.token })
    await t.call('PUT', `/api/v1/pleroma/statuses/${post.id}/reactions/${encodeURIComponent('🔥')}`, { token: bob.token })
    await t.call('POST', `/api/v1/statuses/${post.id}/reblog`, { token: bob.token })
    stmt(t.app.parley.db, 'UPDATE accounts SET locked = 1 WHERE id = ?').run(alice.id)
    const carol = await t.signUp('carol')
    await t.call('POST', `/api/v1/accounts/${alice.id}/follow`, { token: carol.token })
    const list = await notes(alice.token)
    expect(list.map((n) => [n.type, n.subtype, n.status?.id ?? null])).toEqual([
      ['follow_request', null, null],
      ['reblog', null, post.id],
      ['pleroma:emoji_reaction', null, post.id],
      ['favourite', null, post.id],
      ['mention', null, mention.id],
      ['mention', 'reply', reply.id],
      ['follow', null, null],
    ])
    expect(list[0]?.account.id).toBe(carol.id)
    expect(list[2]).toMatchObject({ reaction: { content: '🔥', emoji: null }, emoji: '🔥' })
    expect(list[3]).toMatchObject({ reaction: null, emoji: null })
  })

  it('are not made for your own actions or by muted accounts, whose old ones are hidden', async () => {
    const post = await created(t, alice.token, { status: 'mine' })
    await t.call('POST', `/api/v1/statuses/${post.id}/favourite`, { token: alice.token })
    await created(t, alice.token, { status: 'reply to me', in_reply_to_id: post.id })
    expect(await notes(alice.token)).toEqual([])
    await t.call('POST', `/api/v1/statuses/${post.id}/favourite`, { token: bob.token })
    await t.call('POST', `/api/v1/accounts/${bob.id}/mute`, { token: alice.token })
    await t.call('POST', `/api/v1/statuses/${post.id}/reblog`, { token: bob.token })
    expect(await notes(alice.token)).toEqual([])
    await t.call('POST', `/api/v1/accounts/${bob.id}/unmute`, { token: alice.token })
    expect((await notes(alice.token)).map((n) => n.type)).toEqual(['favourite'])
  })

  it('tell only the accounts an edit newly mentions', async () => {
    const carol = await t.signUp('carol')
    const post = await created(t, bob.token, { status: 'hi @alice' })
    const edited = await t.call('PUT', `/api/v1/statuses/${post.id}`, { token: bob.token, json: { status: 'hi @alice and @carol', content_type: 'text/markdown' } })
    expect(edited.statusCode).toBe(200)
    expect((await notes(alice.token)).map((n) => n.type)).toEqual(['mention'])
    expect((await notes(carol.token)).map((n) => [n.type, n.status?.id])).toEqual([['mention', post.id]])
  })

  it('page by integer max_id and limit with a Link header', async () => {
    for (const text of ['one @alice', 'two @alice', 'three @alice']) await created(t, bob.token, { status: text })
    const first = await t.call('GET', '/api/v1/notifications?limit=2', { token: alice.token })
    const page = first.json() as Note[]
    expect(page).toHaveLength(2)
    const last = page[1]?.id ?? ''
    expect(first.headers.link).toContain(`max_id=${last}`)
    expect(await notes(alice.token, `?max_id=${last}`)).toHaveLength(1)
    const bad = await t.call('GET', '/api/v1/notifications?max_id=x', { token: alice.token })
    expect(bad.statusCode).toBe(400)
    expect((await t.call('GET', '/api/v1/notifications')).statusCode).toBe(401)
  })
})

describe('markers', () => {
  it('omits the key without a marker, and stores last_read_id in either notation', async () => {
    const none = await t.call('GET', '/api/v1/markers?timeline[]=notifications', { token: alice.token })
    expect(none.json()).toEqual({})
    const flat = await t.call('POST', '/api/v1/markers', { token: alice.token, json: { 'notifications[last_read_id]': '12' } })
    expect(flat.statusCode).toBe(200)
    expect(flat.json()).toMatchObject({ notifications: { last_read_id: '12', version: 0 } })
    const nested = await t.call('POST', '/api/v1/markers', { token: alice.token, json: { notifications: { last_read_id: '15' } } })
    expect(nested.json().notifications.last_read_id).toBe('15')
    const read = await t.call('GET', '/api/v1/markers?timeline[]=notifications', { token: alice.token })
    expect(read.json()).toMatchObject({ notifications: { last_read_id: '15' } })
    expect(Object.keys(read.json())).toEqual(['notifications'])
    const encoded = await t.call('GET', '/api/v1/markers?timeline%5B%5D=notifications', { token: alice.token })
    expect(encoded.json()).toMatchObject({ notifications: { last_read_id: '15' } })
    const form = await t.call('POST', '/api/v1/markers', {
      token: alice.token,
      body: 'notifications%5Blast_read_id%5D=20',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.json().notifications.last_read_id).toBe('20')
  })

  it('stores the home marker beside the notifications one, in either notation', async () => {
    const flat = await t.call('POST', '/api/v1/markers', { token: alice.token, json: { 'home[last_read_id]': 'p-1' } })
    expect(flat.statusCode).toBe(200)
    expect(flat.json()).toMatchObject({ home: { last_read_id: 'p-1', version: 0 } })
    expect(Object.keys(flat.json())).toEqual(['home'])
    const nested = await t.call('POST', '/api/v1/markers', { token: alice.token, json: { home: { last_read_id: 'p-2' } } })
    expect(nested.json().home.last_read_id).toBe('p-2')
    const both = await t.call('POST', '/api/v1/markers', {
      token: alice.token,
      json: { 'home[last_read_id]': 'p-3', 'notifications[last_read_id]': '7' },
    })
    expect(both.json()).toMatchObject({ home: { last_read_id: 'p-3' }, notifications: { last_read_id: '7' } })
    const home = await t.call('GET', '/api/v1/markers?timeline[]=home', { token: alice.token })
    expect(home.json()).toEqual({ home: expect.objectContaining({ last_read_id: 'p-3' }) })
    const all = await t.call('GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications', { token: alice.token })
    expect(Object.keys(all.json()).sort()).toEqual(['home', 'notifications'])
    // Markers belong to their member.
    expect((await t.call('GET', '/api/v1/markers?timeline[]=home', { token: bob.token })).json()).toEqual({})
  })

  it("answers 400 'marker data is missing'", async () => {
    const res = await t.call('POST', '/api/v1/markers', { token: alice.token, json: {} })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error).toBe('marker data is missing')
    const wrong = await t.call('POST', '/api/v1/markers', { token: alice.token, json: { 'home[last_read_id]': ['x'] } })
    expect(wrong.statusCode).toBe(400)
  })
})
