import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertFollow } from '../db/accounts'
import { insertEmoji } from '../db/emojis'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created, postStatus, statusAs, uploaded, type Status } from '../test/posts'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

const base = 'http://localhost:80'
const refused = async (json: Record<string, unknown>, message: string | RegExp, status = 400, token = alice.token) => {
  const res = await postStatus(t, token, json)
  expect(res.statusCode, res.body).toBe(status)
  expect(errorOf(res).error_description).toMatch(message)
}

describe('attachments on new posts', () => {
  it('attaches own uploaded media, in order, with either key style', async () => {
    const a = await uploaded(t, alice.token)
    const b = await uploaded(t, alice.token)
    const s = await created(t, alice.token, { status: 'two pictures', 'media_ids[]': [b.id, a.id], sensitive: true })
    expect(s.media_attachments.map((m) => m.id)).toEqual([b.id, a.id])
    expect(s.media_attachments[0]).toMatchObject({ type: 'image', description: null })
    expect(s.sensitive).toBe(true)
    const c = await uploaded(t, alice.token)
    const plain = await created(t, alice.token, { status: '', media_ids: [c.id] })
    expect(plain.content).toBe('')
    expect(plain.media_attachments).toHaveLength(1)
  })

  it("refuses someone else's, already attached or unknown media: 404 'attachment not found'", async () => {
    const bobs = await uploaded(t, bob.token)
    await refused({ status: 'x', 'media_ids[]': [bobs.id] }, 'attachment not found', 404)
    const mine = await uploaded(t, alice.token)
    await created(t, alice.token, { status: 'first', 'media_ids[]': [mine.id] })
    await refused({ status: 'again', 'media_ids[]': [mine.id] }, 'attachment not found', 404)
    await refused({ status: 'x', 'media_ids[]': ['00000000-0000-7000-8000-000000000000'] }, 'attachment not found', 404)
    await refused({ status: 'x', 'media_ids[]': ['nope'] }, /^Json deserialize error: UUID parsing failed/)
  })

  it("refuses more attachments than the instance allows: 'too many attachments'", async () => {
    t.config('max_media_attachments', 2)
    const ids = [await uploaded(t, alice.token), await uploaded(t, alice.token), await uploaded(t, alice.token)].map(
      (m) => m.id,
    )
    await refused({ status: 'x', 'media_ids[]': ids }, 'too many attachments')
    expect((await postStatus(t, alice.token, { status: 'x', 'media_ids[]': ids.slice(0, 2) })).statusCode).toBe(200)
  })
})

describe('polls on new posts', () => {
  it('creates a poll from the form-style keys the web client sends as JSON', async () => {
    const s = await created(t, alice.token, {
      status: 'Tea or coffee?',
      'poll[options][]': ['Tea', 'Coffee'],
      'poll[expires_in]': 3600,
      'poll[multiple]': false,
    })
    expect(Date.parse(s.poll?.expires_at ?? '') - Date.parse(String(s.created_at))).toBe(3600_000)
    expect(s.poll).toMatchObject({
      id: s.id,
      expired: false,
      multiple: false,
      votes_count: 0,
      voters_count: null,
      options: [
        { title: 'Tea', votes_count: 0 },
        { title: 'Coffee', votes_count: 0 },
      ],
      emojis: [],
      voted: false,
      own_votes: [],
    })
  })

  it('accepts a poll object and multiple choice (voters_count 0)', async () => {
    const s = await created(t, alice.token, {
      status: 'Days?',
      poll: { options: ['Sat', 'Sun', 'Mon'], expires_in: 60, multiple: true },
    })
    expect(s.poll).toMatchObject({ multiple: true, voters_count: 0 })
    expect((await statusAs(t, s.id)).poll).toMatchObject({ voted: null, own_votes: null })
  })

  it('sends an empty option list as no poll', async () => {
    const s = await created(t, alice.token, { status: 'no poll', 'poll[options][]': [], 'poll[expires_in]': 86400 })
    expect(s.poll).toBeNull()
  })

  it.each([
    [{ 'poll[options][]': ['a', 'b'] }, 'poll duration must be provided'],
    [{ 'poll[options][]': ['a'], 'poll[expires_in]': 60 }, 'too few poll options'],
    [
      { 'poll[options][]': Array.from({ length: 11 }, (_, i) => `o${i}`), 'poll[expires_in]': 60 },
      'too many poll options',
    ],
    [{ 'poll[options][]': ['a', 'x'.repeat(1001)], 'poll[expires_in]': 60 }, 'poll option name is too long'],
    [{ 'poll[options][]': ['a', 'a'], 'poll[expires_in]': 60 }, 'poll options must be unique'],
    [{ 'poll[options][]': ['a', 'b'], 'poll[expires_in]': -5 }, /^Json deserialize error/],
  ])('refuses %j', async (poll, message) => {
    await refused({ status: 'poll', ...poll }, message)
  })

  it('allows ten options of 1000 bytes each', async () => {
    const options = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(1000, 'x'))
    expect(
      (await postStatus(t, alice.token, { status: 'big', 'poll[options][]': options, 'poll[expires_in]': 60 }))
        .statusCode,
    ).toBe(200)
  })
})

describe('quotes', () => {
  it('links the quoted post: RE: line, pleroma.quote and links[]', async () => {
    const original = await created(t, bob.token, { status: 'quote me' })
    const s = await created(t, alice.token, { status: 'look', quote_id: original.id })
    expect(s.content).toBe(
      `<p>look</p><p>RE: <a href="${base}/objects/${original.id}" rel="noopener">${base}/objects/${original.id}</a></p>`,
    )
    expect(s.pleroma.quote?.id).toBe(original.id)
    expect(s.pleroma).toMatchObject({ quote_visible: true })
    expect(s.links.map((l) => l.id)).toEqual([original.id])
  })

  it("refuses missing, non-public and repost targets: 'quoted post does not exist'", async () => {
    await refused({ status: 'x', quote_id: '00000000-0000-7000-8000-000000000000' }, 'quoted post does not exist')
    const hidden = await created(t, bob.token, { status: 'followers', visibility: 'private' })
    insertFollow(t.app.parley.db, alice.id, bob.id)
    await refused({ status: 'x', quote_id: hidden.id }, 'quoted post does not exist')
    const original = await created(t, bob.token, { status: 'public' })
    const repost = (
      await t.call('POST', `/api/v1/statuses/${original.id}/reblog`, { token: alice.token })
    ).json() as Status
    await refused({ status: 'x', quote_id: repost.id }, 'quoted post does not exist')
    await refused({ status: 'x', quote_id: original.id, visibility: 'private' }, "can't add links to non-public posts")
  })
})

describe('replies', () => {
  it('allows conversation for replies to followers-only posts, refuses replies to reposts', async () => {
    insertFollow(t.app.parley.db, alice.id, bob.id)
    const followers = await created(t, bob.token, { status: 'followers', visibility: 'private' })
    const reply = await created(t, alice.token, {
      status: '@bob ok',
      in_reply_to_id: followers.id,
      visibility: 'conversation',
    })
    expect(reply.visibility).toBe('conversation')
    // The author of the followers-only post may keep it followers-only.
    expect(
      (await postStatus(t, bob.token, { status: 'more', in_reply_to_id: followers.id, visibility: 'private' }))
        .statusCode,
    ).toBe(200)
    await refused(
      { status: '@bob x', in_reply_to_id: followers.id, visibility: 'private' },
      'reply must have narrower visibility',
    )
    const dm = await created(t, bob.token, { status: '@alice psst', visibility: 'direct' })
    await refused(
      { status: '@bob x', in_reply_to_id: dm.id, visibility: 'conversation' },
      'reply must have narrower visibility',
    )
    const original = await created(t, bob.token, { status: 'public' })
    const repost = (
      await t.call('POST', `/api/v1/statuses/${original.id}/reblog`, { token: alice.token })
    ).json() as Status
    await refused({ status: 'x', in_reply_to_id: repost.id }, "can't reply to repost")
  })
})

describe('custom emojis in posts', () => {
  it('lists the local emojis a post names in Status.emojis and keeps the shortcodes in the text', async () => {
    insertEmoji(t.app.parley.db, { shortcode: 'blob', fileName: 'blob.png', mediaType: 'image/png' })
    const s = await created(t, alice.token, { status: 'hello :blob: and :unknown: `:blob:`' })
    expect(s.content).toBe('<p>hello :blob: and :unknown: <code>:blob:</code></p>')
    expect(s.emojis).toEqual([
      {
        shortcode: 'blob',
        url: `${base}/media/blob.png`,
        static_url: `${base}/media/blob.png`,
        visible_in_picker: true,
      },
    ])
  })
})

describe('POST /api/v1/statuses/preview', () => {
  it('renders Markdown with mentions and emojis without storing anything', async () => {
    insertEmoji(t.app.parley.db, { shortcode: 'blob', fileName: 'blob.png', mediaType: 'image/png' })
    const res = await t.call('POST', '/api/v1/statuses/preview', {
      token: alice.token,
      json: { status: '**hi** @bob :blob:', content_type: 'text/markdown' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      content: `<p><strong>hi</strong> <span class="h-card"><a class="u-url mention" href="${base}/users/bob" rel="noopener">@bob</a></span> :blob:</p>`,
      emojis: [
        {
          shortcode: 'blob',
          url: `${base}/media/blob.png`,
          static_url: `${base}/media/blob.png`,
          visible_in_picker: true,
        },
      ],
    })
    const count = t.app.parley.db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }
    expect(count.n).toBe(0)
    expect((await t.call('POST', '/api/v1/statuses/preview', { json: { status: 'x' } })).statusCode).toBe(401)
    const bad = await t.call('POST', '/api/v1/statuses/preview', {
      token: alice.token,
      json: { status: 'x', content_type: 'text/rtf' },
    })
    expect(errorOf(bad).error_description).toBe('unsupported content type')
  })
})

describe('source and edit', () => {
  it('gives the Markdown source to the author, text/html for posts without one, 403 to others', async () => {
    const md = await created(t, alice.token, { status: '**bold**' })
    const src = await t.call('GET', `/api/v1/statuses/${md.id}/source`, { token: alice.token })
    expect(src.json()).toEqual({ id: md.id, content_type: 'text/markdown', text: '**bold**', spoiler_text: '' })
    const html = await created(t, alice.token, { status: '<p>old <em>blog</em></p>', content_type: 'text/html' })
    const htmlSrc = await t.call('GET', `/api/v1/statuses/${html.id}/source`, { token: alice.token })
    expect(htmlSrc.json()).toEqual({
      id: html.id,
      content_type: 'text/html',
      text: '<p>old <em>blog</em></p>',
      spoiler_text: '',
    })
    const other = await t.call('GET', `/api/v1/statuses/${md.id}/source`, { token: bob.token })
    expect(other.statusCode).toBe(403)
    expect(errorOf(other).error_description).toBe('permission error')
    expect(
      (await t.call('GET', '/api/v1/statuses/00000000-0000-7000-8000-000000000000/source', { token: alice.token }))
        .statusCode,
    ).toBe(404)
  })

  it('lets the author change text, attachments, sensitivity and quote; visibility stays; edited_at is set', async () => {
    const first = await uploaded(t, alice.token)
    const s = await created(t, alice.token, { status: 'before', visibility: 'private', 'media_ids[]': [first.id] })
    expect(s.edited_at).toBeNull()
    const second = await uploaded(t, alice.token)
    const res = await t.call('PUT', `/api/v1/statuses/${s.id}`, {
      token: alice.token,
      json: {
        status: 'after #tag',
        content_type: 'text/markdown',
        'media_ids[]': [second.id],
        sensitive: true,
        visibility: 'public',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const edited = res.json() as Status
    expect(edited).toMatchObject({ id: s.id, visibility: 'private', sensitive: true })
    expect(edited.content).toContain('after')
    expect(edited.edited_at).not.toBeNull()
    expect(edited.media_attachments.map((m) => m.id)).toEqual([second.id])
    expect((await t.call('GET', `/api/v1/statuses/${s.id}/source`, { token: alice.token })).json().text).toBe(
      'after #tag',
    )

    const other = await t.call('PUT', `/api/v1/statuses/${s.id}`, { token: bob.token, json: { status: 'mine now' } })
    expect(other.statusCode).toBe(403)
    expect(errorOf(other).error_description).toBe('permission error')
    const empty = await t.call('PUT', `/api/v1/statuses/${s.id}`, { token: alice.token, json: { status: '' } })
    expect(errorOf(empty).error_description).toBe('post can not be empty')
  })

  it('adds and removes a quote on edit', async () => {
    const quoted = await created(t, bob.token, { status: 'quoted' })
    const s = await created(t, alice.token, { status: 'plain' })
    const withQuote = (
      await t.call('PUT', `/api/v1/statuses/${s.id}`, {
        token: alice.token,
        json: { status: 'plain', quote_id: quoted.id },
      })
    ).json() as Status
    expect(withQuote.pleroma.quote?.id).toBe(quoted.id)
    const without = (
      await t.call('PUT', `/api/v1/statuses/${s.id}`, { token: alice.token, json: { status: 'plain' } })
    ).json() as Status
    expect(without.links).toEqual([])
  })
})

describe('Idempotency-Key', () => {
  it('returns the post made the first time', async () => {
    const headers = { 'idempotency-key': '0123456789abcdef0123' }
    const a = await postStatus(
      t,
      alice.token,
      { status: 'once', 'poll[options][]': ['a', 'b'], 'poll[expires_in]': 60 },
      headers,
    )
    const b = await postStatus(
      t,
      alice.token,
      { status: 'once', 'poll[options][]': ['a', 'b'], 'poll[expires_in]': 60 },
      headers,
    )
    expect(b.json().id).toBe(a.json().id)
  })
})
