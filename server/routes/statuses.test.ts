import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertFollow } from '../db/accounts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

type Post = Record<string, unknown> & {
  id: string
  content: string
  visibility: string
  pleroma: { parent_visible: boolean }
}

async function post(token: string, json: Record<string, unknown>, headers?: Record<string, string>) {
  return t.call('POST', '/api/v1/statuses', { token, json: { content_type: 'text/markdown', ...json }, headers })
}

async function created(token: string, json: Record<string, unknown>): Promise<Post> {
  const res = await post(token, json)
  if (res.statusCode !== 200) throw new Error(`post failed: ${res.body}`)
  return res.json()
}

describe('POST /api/v1/statuses', () => {
  it('renders Markdown lite, mentions and hashtags as Mitra does', async () => {
    const s = await created(alice.token, {
      status: 'Hi @bob and @nobody! **bold** *it* `code` [link](https://example.org) #Parley\n- one\n- two',
    })
    const base = 'http://localhost:80'
    expect(s.content).toBe(
      `<p>Hi <span class="h-card"><a class="u-url mention" href="${base}/users/bob" rel="noopener">@bob</a></span> and @nobody! ` +
        '<strong>bold</strong> <em>it</em> <code>code</code> <a href="https://example.org" rel="noopener">link</a> ' +
        `<a class="hashtag" href="${base}/collections/tags/parley" rel="tag noopener">#Parley</a></p><p>- one<br>- two</p>`,
    )
    expect(s.mentions).toEqual([{ id: bob.id, username: 'bob', acct: 'bob', url: `${base}/users/bob` }])
    expect(s.tags).toEqual([{ name: 'parley', url: `${base}/collections/tags/parley` }])
    expect(s).toMatchObject({
      visibility: 'public',
      in_reply_to_id: null,
      reblog: null,
      poll: null,
      media_attachments: [],
      links: [],
      ipfs_cid: null,
      favourited: false,
      reblogged: false,
      bookmarked: false,
      replies_count: 0,
      spoiler_text: '',
      pleroma: {
        emoji_reactions: [],
        in_reply_to_account_acct: null,
        parent_visible: false,
        quote: null,
        quote_visible: false,
      },
    })
    expect(s.uri).toBe(`${base}/objects/${s.id}`)
  })

  it('escapes HTML and drops unsafe links', async () => {
    const s = await created(alice.token, {
      status: 'see [x](javascript:void) <img src=x onerror=y>\n\n<script>alert(1)</script>',
    })
    expect(s.content).toBe('<p>see x &lt;img src=x onerror=y&gt;</p><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
  })

  it('does not parse mentions and hashtags inside code', async () => {
    const s = await created(alice.token, { status: '`@bob #tag`\n\n```\n@bob #tag\n```' })
    expect(s.mentions).toEqual([])
    expect(s.tags).toEqual([])
  })

  it.each([
    [{ status: '' }, 'post can not be empty'],
    [{ status: '   ' }, 'post can not be empty'],
    [{ status: 'hello', visibility: 'direct' }, 'direct message should have at least one mention'],
    [{ status: 'hello', visibility: 'everyone' }, 'invalid visibility parameter'],
    [{ status: 'hello', visibility: 'conversation' }, "top-level post can't have conversation visibility"],
    [{ status: 'hello', content_type: 'text/rtf' }, 'unsupported content type'],
    [{ status: 'hello', in_reply_to_id: '00000000-0000-7000-8000-000000000000' }, 'parent post does not exist'],
    [{ visibility: 'public' }, 'Json deserialize error: missing field `status`'],
    [{ status: 'x', in_reply_to_id: 'nope' }, /^Json deserialize error: UUID parsing failed/],
    [{ status: 'x', sensitive: 'yes' }, /^Json deserialize error: invalid type/],
  ])('refuses %j', async (json, message) => {
    const res = await post(alice.token, json)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toMatch(message)
  })

  it('enforces the character limit from the instance settings', async () => {
    t.config('post_character_limit', 10)
    expect((await post(alice.token, { status: '0123456789' })).statusCode).toBe(200)
    const res = await post(alice.token, { status: '0123456789x' })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('post is too long')
  })

  it('returns the earlier post for a repeated Idempotency-Key from the same user', async () => {
    const headers = { 'idempotency-key': 'a1b2c3d4e5f6a7b8c9d0' }
    const first = await post(alice.token, { status: 'once' }, headers)
    const second = await post(alice.token, { status: 'once' }, headers)
    expect(second.statusCode).toBe(200)
    expect(second.json().id).toBe(first.json().id)
    const other = await post(bob.token, { status: 'once' }, headers)
    expect(other.json().id).not.toBe(first.json().id)
    const count = t.app.parley.db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }
    expect(count.n).toBe(2)
  })

  it('needs create_post: 403 for read-only users, 401 without a token', async () => {
    const reader = await t.signUp('reader', 'read_only_user')
    const res = await post(reader.token, { status: 'hi' })
    expect(res.statusCode).toBe(403)
    expect(errorOf(res).error_description).toBe('permission error')
    expect((await t.call('POST', '/api/v1/statuses', { json: { status: 'x' } })).statusCode).toBe(401)
  })

  it('enforces reply visibility rules', async () => {
    const followers = await created(bob.token, { status: 'for followers', visibility: 'private' })
    insertFollow(t.app.parley.db, alice.id, bob.id)
    const narrower = await post(alice.token, { status: '@bob hi', in_reply_to_id: followers.id, visibility: 'public' })
    expect(errorOf(narrower).error_description).toBe('reply must have narrower visibility')
    const carol = await t.signUp('carol')
    const wider = await post(alice.token, {
      status: '@bob @carol hi',
      in_reply_to_id: followers.id,
      visibility: 'conversation',
    })
    expect(errorOf(wider).error_description).toBe("can't add more recipients")
    void carol
    const ok = await post(alice.token, { status: '@bob hi', in_reply_to_id: followers.id, visibility: 'conversation' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      visibility: 'conversation',
      in_reply_to_id: followers.id,
      in_reply_to_account_id: bob.id,
    })
    expect(ok.json().pleroma).toMatchObject({ in_reply_to_account_acct: 'bob', parent_visible: true })
  })
})

describe('reading posts', () => {
  it('enforces visibility on GET /api/v1/statuses/{id}', async () => {
    const secret = await created(alice.token, { status: 'only followers', visibility: 'private' })
    const dm = await created(alice.token, { status: '@bob psst', visibility: 'direct' })
    const url = `/api/v1/statuses/${secret.id}`
    expect(errorOf(await t.call('GET', url)).error_description).toBe('post not found')
    expect((await t.call('GET', url, { token: bob.token })).statusCode).toBe(404)
    insertFollow(t.app.parley.db, bob.id, alice.id)
    expect((await t.call('GET', url, { token: bob.token })).statusCode).toBe(200)
    expect((await t.call('GET', url, { token: alice.token })).statusCode).toBe(200)
    expect((await t.call('GET', `/api/v1/statuses/${dm.id}`, { token: bob.token })).statusCode).toBe(200)
    expect((await t.call('GET', `/api/v1/statuses/${dm.id}`)).statusCode).toBe(404)
    expect((await t.call('GET', url, { token: 'bad' })).statusCode).toBe(401)
  })

  it('returns the whole visible thread in order, with parent_visible false under a hidden post', async () => {
    const root = await created(alice.token, { status: 'root' })
    const a = await created(bob.token, { status: '@alice a', in_reply_to_id: root.id })
    const hidden = await created(bob.token, {
      status: '@alice followers of bob only',
      in_reply_to_id: root.id,
      visibility: 'private',
    })
    const underHidden = await created(alice.token, {
      status: '@bob reply',
      in_reply_to_id: hidden.id,
      visibility: 'conversation',
    })
    const a2 = await created(alice.token, { status: '@bob a2', in_reply_to_id: a.id })
    const dave = await t.signUp('dave')
    insertFollow(t.app.parley.db, dave.id, alice.id)

    const ids = async (token?: string) =>
      ((await t.call('GET', `/api/v1/statuses/${a.id}/thread`, { token })).json() as Post[]).map((p) => p.id)
    expect(await ids(bob.token)).toEqual([root.id, a.id, a2.id, hidden.id, underHidden.id])
    expect(await ids()).toEqual([root.id, a.id, a2.id])
    const forDave = (await t.call('GET', `/api/v1/statuses/${root.id}/thread`, { token: dave.token })).json() as Post[]
    expect(forDave.map((p) => p.id)).toEqual([root.id, a.id, a2.id, underHidden.id])
    expect(forDave[3]?.pleroma.parent_visible).toBe(false)
    expect(forDave[1]?.pleroma.parent_visible).toBe(true)

    const guestHidden = await t.call('GET', `/api/v1/statuses/${hidden.id}/thread`)
    expect(guestHidden.statusCode).toBe(404)
    expect(errorOf(guestHidden).error_description).toBe('post not found')
  })
})

describe('DELETE /api/v1/statuses/{id}', () => {
  it('lets the author delete and answers the post with its source text', async () => {
    const s = await created(alice.token, { status: '**bye**' })
    const reply = await created(bob.token, { status: '@alice wait', in_reply_to_id: s.id })
    const res = await t.call('DELETE', `/api/v1/statuses/${s.id}`, { token: alice.token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: s.id, text: '**bye**', content: '<p><strong>bye</strong></p>' })
    expect((await t.call('GET', `/api/v1/statuses/${s.id}`)).statusCode).toBe(404)
    // Replies go with their parent, as on Mitra.
    expect((await t.call('GET', `/api/v1/statuses/${reply.id}`)).statusCode).toBe(404)
  })

  // v3.21.0 src/mastodon_api/statuses/views.rs and v5.9.1 mitra_api/…/statuses/views.rs delete_status:
  // the author only, admins too are refused (5.9 admins have DELETE /api/v1/admin/posts/{id}).
  it('refuses everyone but the author (403), admins too', async () => {
    const s = await created(alice.token, { status: 'mine' })
    const res = await t.call('DELETE', `/api/v1/statuses/${s.id}`, { token: bob.token })
    expect(res.statusCode).toBe(403)
    expect(errorOf(res).error_description).toBe('permission error')
    const admin = await t.signUp('root', 'admin')
    expect((await t.call('DELETE', `/api/v1/statuses/${s.id}`, { token: admin.token })).statusCode).toBe(403)
    expect((await t.call('DELETE', `/api/v1/statuses/${s.id}`, { token: alice.token })).statusCode).toBe(200)
    expect((await t.call('DELETE', `/api/v1/statuses/${s.id}`, { token: alice.token })).statusCode).toBe(404)
    expect((await t.call('DELETE', '/api/v1/statuses/xyz', { token: admin.token })).statusCode).toBe(400)
  })
})
