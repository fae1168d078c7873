import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
    await t.call('PUT', `/api/v1/pleroma/statuses/${post.id}/reactions/${encodeURIComponent('🔥')}`, {
      token: bob.token,
    })
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
    const edited = await t.call('PUT', `/api/v1/statuses/${post.id}`, {
      token: bob.token,
      json: { status: 'hi @alice and @carol', content_type: 'text/markdown' },
    })
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
  it('omits the key without a marker, and stores last_read_id under the literal key', async () => {
    const none = await t.call('GET', '/api/v1/markers?timeline[]=notifications', { token: alice.token })
    expect(none.json()).toEqual({})
    const flat = await t.call('POST', '/api/v1/markers', {
      token: alice.token,
      json: { 'notifications[last_read_id]': '12' },
    })
    expect(flat.statusCode).toBe(200)
    expect(flat.json()).toMatchObject({ notifications: { last_read_id: '12', version: 0 } })
    const read = await t.call('GET', '/api/v1/markers?timeline[]=notifications', { token: alice.token })
    expect(read.json()).toMatchObject({ notifications: { last_read_id: '12' } })
    expect(Object.keys(read.json())).toEqual(['notifications'])
    const encoded = await t.call('GET', '/api/v1/markers?timeline%5B%5D=notifications', { token: alice.token })
    expect(encoded.json()).toMatchObject({ notifications: { last_read_id: '12' } })
    const indexed = await t.call('GET', '/api/v1/markers?timeline[0]=notifications', { token: alice.token })
    expect(indexed.json()).toMatchObject({ notifications: { last_read_id: '12' } })
  })

  it('stores the home marker beside the notifications one; markers belong to their member', async () => {
    const flat = await t.call('POST', '/api/v1/markers', { token: alice.token, json: { 'home[last_read_id]': 'p-1' } })
    expect(flat.statusCode).toBe(200)
    expect(flat.json()).toMatchObject({ home: { last_read_id: 'p-1', version: 0 } })
    expect(Object.keys(flat.json())).toEqual(['home'])
    await t.call('POST', '/api/v1/markers', { token: alice.token, json: { 'notifications[last_read_id]': '7' } })
    const home = await t.call('GET', '/api/v1/markers?timeline[]=home', { token: alice.token })
    expect(home.json()).toEqual({ home: expect.objectContaining({ last_read_id: 'p-1' }) })
    const all = await t.call('GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications', { token: alice.token })
    expect(Object.keys(all.json()).sort()).toEqual(['home', 'notifications'])
    expect((await t.call('GET', '/api/v1/markers?timeline[]=home', { token: bob.token })).json()).toEqual({})
    const bad = await t.call('GET', '/api/v1/markers?timeline[]=lists', { token: alice.token })
    expect([bad.statusCode, errorOf(bad).error]).toEqual([400, 'invalid timeline name'])
  })

  // v3.21.0 and v5.9.1 src/mastodon_api/markers/views.rs: the handler sets home when the body has
  // it, else notifications, and answers that one marker only.
  it.each(['3.21', '5.9'] as const)('sets only home when a body has both (Mitra %s)', async (mitra) => {
    const m = createTestApp({ mitra })
    try {
      const carol = await m.signUp('carol')
      const both = await m.call('POST', '/api/v1/markers', {
        token: carol.token,
        json: { 'home[last_read_id]': 'p-3', 'notifications[last_read_id]': '7' },
      })
      expect(both.statusCode).toBe(200)
      expect(both.json()).toEqual({ home: expect.objectContaining({ last_read_id: 'p-3' }) })
      expect((await m.call('GET', '/api/v1/markers?timeline[]=notifications', { token: carol.token })).json()).toEqual(
        {},
      )
    } finally {
      await m.close()
    }
  })
})

/** The refusal a test expects: status, Mitra's message, and a rule naming where it comes from. */
async function refused(
  m: TestApp,
  token: string,
  call: { method: 'GET' | 'POST'; url: string; json?: unknown; body?: string; type?: string },
) {
  const headers: Record<string, string> = call.type ? { 'content-type': call.type } : {}
  const res = await m.call(call.method, call.url, { token, json: call.json, body: call.body, headers })
  return [res.statusCode, errorOf(res).error]
}

// v3.21.0 src/mastodon_api/markers/types.rs (MarkerCreateData: only the literal keys
// "home[last_read_id]" and "notifications[last_read_id]") read by web::Json in views.rs.
describe('markers at Mitra 3.21', () => {
  let m: TestApp
  let carol: { id: string; token: string }
  beforeEach(async () => {
    m = createTestApp({ mitra: '3.21' })
    carol = await m.signUp('carol')
  })
  afterEach(() => m.close())

  it("refuses the nested object, unknown to 3.21: 400 'marker data is missing' (issue 18, problem 1)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(
        await refused(m, carol.token, {
          method: 'POST',
          url: '/api/v1/markers',
          json: { notifications: { last_read_id: '15' } },
        }),
      ).toEqual([400, 'marker data is missing'])
      expect(await refused(m, carol.token, { method: 'POST', url: '/api/v1/markers', json: {} })).toEqual([
        400,
        'marker data is missing',
      ])
      // Under --contract, the refusal is reported, naming the rule.
      expect(errors.mock.calls.flat().join('\n')).toContain('v3.21.0 src/mastodon_api/markers/views.rs')
    } finally {
      errors.mockRestore()
    }
    expect((await m.call('GET', '/api/v1/markers?timeline[]=notifications', { token: carol.token })).json()).toEqual({})
  })

  it('reads JSON only: a form is a Content type error', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const form = {
      method: 'POST' as const,
      url: '/api/v1/markers',
      body: 'notifications%5Blast_read_id%5D=20',
      type: 'application/x-www-form-urlencoded',
    }
    expect(await refused(m, carol.token, form)).toEqual([400, 'Content type error'])
    expect(await refused(m, carol.token, { method: 'POST', url: '/api/v1/markers' })).toEqual([
      400,
      'Content type error',
    ])
    quiet.mockRestore()
  })

  it('takes null for an absent key, and refuses a value that is not text', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ok = await m.call('POST', '/api/v1/markers', {
      token: carol.token,
      json: { 'home[last_read_id]': null, 'notifications[last_read_id]': '4' },
    })
    expect(ok.json()).toEqual({ notifications: expect.objectContaining({ last_read_id: '4' }) })
    expect(
      await refused(m, carol.token, {
        method: 'POST',
        url: '/api/v1/markers',
        json: { 'notifications[last_read_id]': 4 },
      }),
    ).toEqual([400, 'Json deserialize error: invalid type: integer `4`, expected a string'])
    quiet.mockRestore()
  })

  // serde_qs 0.13 (MultiQuery): a Vec only from bracketed keys, and no default.
  it('reads timeline[] but neither a plain timeline= nor no timeline at all', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await refused(m, carol.token, { method: 'GET', url: '/api/v1/markers?timeline=home' })).toEqual([
      400,
      'invalid type: string "home", expected a sequence',
    ])
    expect(await refused(m, carol.token, { method: 'GET', url: '/api/v1/markers' })).toEqual([
      400,
      'missing field `timeline`',
    ])
    quiet.mockRestore()
  })

  it('ignores min_id on the notifications, which 3.21 does not know', async () => {
    for (const text of ['one @carol', 'two @carol', 'three @carol'])
      await created(m, (await m.signUp(`s${text.length}${text[0]}`)).token, { status: text })
    const all = (await m.call('GET', '/api/v1/notifications', { token: carol.token })).json() as Note[]
    const res = await m.call('GET', `/api/v1/notifications?min_id=${all[1]?.id}`, { token: carol.token })
    expect((res.json() as Note[]).map((n) => n.id)).toEqual(all.map((n) => n.id))
    expect(Object.keys(all[0] ?? {})).not.toContain('payment_amount')
  })
})

// v5.9.1 mitra_api/src/mastodon_api/markers/types.rs (MarkerCreateForm: a nested
// {timeline: {last_read_id}} or the literal key; JsonOrForm since 3.22.0, the nested form since 4.3.0).
describe('markers at Mitra 5.9', () => {
  let m: TestApp
  let carol: { id: string; token: string }
  beforeEach(async () => {
    m = createTestApp({ mitra: '5.9' })
    carol = await m.signUp('carol')
  })
  afterEach(() => m.close())
  const marker = async () =>
    (await m.call('GET', '/api/v1/markers?timeline[]=notifications', { token: carol.token })).json().notifications
      ?.last_read_id

  it('takes the literal key and the nested object, the nested one first', async () => {
    expect(
      (await m.call('POST', '/api/v1/markers', { token: carol.token, json: { 'notifications[last_read_id]': '12' } }))
        .statusCode,
    ).toBe(200)
    expect(await marker()).toBe('12')
    const nested = await m.call('POST', '/api/v1/markers', {
      token: carol.token,
      json: { notifications: { last_read_id: '15' } },
    })
    expect(nested.json()).toEqual({ notifications: expect.objectContaining({ last_read_id: '15', version: 0 }) })
    await m.call('POST', '/api/v1/markers', {
      token: carol.token,
      json: { notifications: { last_read_id: '17' }, 'notifications[last_read_id]': '16' },
    })
    expect(await marker()).toBe('17')
  })

  it('takes a form with the literal key', async () => {
    const form = await m.call('POST', '/api/v1/markers', {
      token: carol.token,
      body: 'notifications%5Blast_read_id%5D=20',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.json()).toEqual({ notifications: expect.objectContaining({ last_read_id: '20' }) })
  })

  it('refuses a nested object without last_read_id, other encodings, and no marker at all', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = (json: unknown) => refused(m, carol.token, { method: 'POST', url: '/api/v1/markers', json })
    expect(await post({ notifications: {} })).toEqual([400, 'Json deserialize error: missing field `last_read_id`'])
    expect(await post({ notifications: '5' })).toEqual([
      400,
      'Json deserialize error: invalid type: string "5", expected struct MarkerData',
    ])
    expect(await post({ home: null, other: 1 })).toEqual([400, 'marker data is missing'])
    expect(
      await refused(m, carol.token, { method: 'POST', url: '/api/v1/markers', body: 'x', type: 'text/plain' }),
    ).toEqual([400, 'Content type error'])
    quiet.mockRestore()
  })

  // serde_qs 1.1 with form encoding (mastodon_qs_config): plain and repeated keys make a Vec too.
  it('reads timeline[] and plain, repeated timeline= keys', async () => {
    await m.call('POST', '/api/v1/markers', { token: carol.token, json: { 'home[last_read_id]': 'p' } })
    await m.call('POST', '/api/v1/markers', { token: carol.token, json: { 'notifications[last_read_id]': '3' } })
    const both = await m.call('GET', '/api/v1/markers?timeline=home&timeline=notifications', { token: carol.token })
    expect(Object.keys(both.json()).sort()).toEqual(['home', 'notifications'])
    expect(Object.keys((await m.call('GET', '/api/v1/markers?timeline=home', { token: carol.token })).json())).toEqual([
      'home',
    ])
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await refused(m, carol.token, { method: 'GET', url: '/api/v1/markers' })).toEqual([
      400,
      'missing field `timeline`',
    ])
    quiet.mockRestore()
  })

  // v5.9.1 mitra_api/src/mastodon_api/notifications/types.rs: min_id (since 4.18.0) pages forward;
  // the entity has moderation_warning (5.9.0) and payment_amount (4.18.0).
  it('pages notifications forward by min_id and adds the 5.9 fields', async () => {
    const bob2 = await m.signUp('bob')
    for (const text of ['one @carol', 'two @carol', 'three @carol', 'four @carol'])
      await created(m, bob2.token, { status: text })
    const all = (await m.call('GET', '/api/v1/notifications', { token: carol.token })).json() as Note[]
    const ids = all.map((n) => n.id)
    expect(ids).toHaveLength(4)
    const newer = await m.call('GET', `/api/v1/notifications?min_id=${ids[3]}&limit=2`, { token: carol.token })
    expect((newer.json() as Note[]).map((n) => n.id)).toEqual([ids[1], ids[2]])
    const between = await m.call('GET', `/api/v1/notifications?min_id=${ids[3]}&max_id=${ids[0]}`, {
      token: carol.token,
    })
    expect((between.json() as Note[]).map((n) => n.id)).toEqual([ids[1], ids[2]])
    expect(all[0]).toMatchObject({ moderation_warning: null, payment_amount: null })
    expect((await m.call('GET', '/api/v1/notifications?min_id=x', { token: carol.token })).statusCode).toBe(400)
  })
})
