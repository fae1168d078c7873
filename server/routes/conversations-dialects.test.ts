/** Conversations (following one, the direct messages list), as each Mitra release takes them; each case names its source. */
import { describe, expect, it } from 'vitest'
import { dialectApps, errorOf, type TestApp } from '../test/helpers'
import { created, statusAs, type Status } from '../test/posts'

const start = dialectApps()

type Conversation = { id: string; unread: boolean; accounts: { id: string; acct: string }[]; last_status: Status }
type Tracking = { id: string; root_id: string; tracking: string | null; can_moderate: boolean | null }

const members = async (t: TestApp) => ({ alice: await t.signUp('alice'), bob: await t.signUp('bob') })
const track = (t: TestApp, id: string, token: string, json: unknown) =>
  t.call('POST', `/api/v1/statuses/${id}/conversation_tracking`, { token, json })
const conversations = async (t: TestApp, token: string, query = '') => {
  const res = await t.call('GET', `/api/v1/conversations${query}`, { token })
  expect(res.statusCode).toBe(200)
  return { list: res.json() as Conversation[], link: res.headers.link as string | undefined }
}

describe('3.21', () => {
  // v3.21.0 src/mastodon_api: no conversations scope, statuses/views.rs has no conversation_tracking.
  it('has neither route (404) and no conversation fields on Status', async () => {
    const t = start('3.21')
    const { alice } = await members(t)
    const post = await created(t, alice.token, { status: 'hello' })
    expect(post).not.toHaveProperty('conversation')
    expect(post).not.toHaveProperty('conversation_tracking')
    expect((await track(t, post.id, alice.token, { status: 'follow' })).statusCode).toBe(404)
    expect((await t.call('GET', '/api/v1/conversations', { token: alice.token })).statusCode).toBe(404)
  })
})

describe('Status.conversation at 5.9', () => {
  // v5.9.1 statuses/types.rs Status::from_post: StatusConversation {id, root_id, tracking, can_moderate}.
  it('names the thread root; tracking and can_moderate for members, null for guests', async () => {
    const t = start('5.9')
    const { alice, bob } = await members(t)
    const root = await created(t, alice.token, { status: 'root' })
    const reply = await created(t, bob.token, { status: 'reply', in_reply_to_id: root.id })
    const mine = root.conversation as Tracking
    expect(mine).toEqual({ id: expect.any(String), root_id: root.id, tracking: 'normal', can_moderate: false })
    expect(mine.id).not.toBe(root.id)
    expect(reply.conversation).toMatchObject({ id: mine.id, root_id: root.id })
    expect(root.conversation_tracking).toBe('normal')
    const guest = await statusAs(t, root.id)
    expect(guest.conversation).toEqual({ id: mine.id, root_id: root.id, tracking: null, can_moderate: null })
    expect(guest.conversation_tracking).toBeNull()
  })

  // A repost has no conversation (conversation_id is null); actions still give "normal".
  it('is null on a repost, whose deprecated conversation_tracking is "normal"', async () => {
    const t = start('5.9')
    const { alice, bob } = await members(t)
    const post = await created(t, alice.token, { status: 'to share' })
    const repost = (await t.call('POST', `/api/v1/statuses/${post.id}/reblog`, { token: bob.token })).json() as Status
    expect(repost.conversation).toBeNull()
    expect(repost.conversation_tracking).toBe('normal')
  })
})

describe('conversation_tracking at 5.9', () => {
  // statuses/views.rs conversation_tracking_view: set_conversation_tracking_status, answers the post.
  it('follows and stops following the whole conversation from any of its posts', async () => {
    const t = start('5.9')
    const { alice, bob } = await members(t)
    const root = await created(t, alice.token, { status: 'root' })
    const reply = await created(t, alice.token, { status: 'reply', in_reply_to_id: root.id })
    const res = await track(t, reply.id, bob.token, { status: 'follow' })
    expect(res.statusCode).toBe(200)
    const answered = res.json() as Status
    expect(answered.id).toBe(reply.id)
    expect(answered.conversation).toMatchObject({ tracking: 'follow' })
    expect(answered.conversation_tracking).toBe('follow')
    expect((await statusAs(t, root.id, bob.token)).conversation).toMatchObject({ tracking: 'follow' })
    // Someone else's tracking is theirs alone.
    expect((await statusAs(t, root.id, alice.token)).conversation).toMatchObject({ tracking: 'normal' })
    const back = (await track(t, root.id, bob.token, { status: 'normal' })).json() as Status
    expect(back.conversation).toMatchObject({ tracking: 'normal' })
    expect((await statusAs(t, reply.id, bob.token)).conversation_tracking).toBe('normal')
  })

  // ConversationTrackingForm::status: anything but "normal" or "follow" is a ValidationError.
  it('refuses another status: 400 invalid tracking status', async () => {
    const t = start('5.9')
    const { alice } = await members(t)
    const post = await created(t, alice.token, { status: 'x' })
    const res = await track(t, post.id, alice.token, { status: 'mute' })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('invalid tracking status')
  })

  // web::Json<ConversationTrackingForm> { status: String }: serde's and actix's refusals.
  it.each([
    [{}, 'Json deserialize error: missing field `status`'],
    [{ status: true }, 'Json deserialize error: invalid type: boolean `true`, expected a string'],
  ])('refuses the body %j', async (json, message) => {
    const t = start('5.9')
    const { alice } = await members(t)
    const post = await created(t, alice.token, { status: 'x' })
    const res = await track(t, post.id, alice.token, json)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe(message)
  })

  it('takes JSON only: a form is "Content type error"', async () => {
    const t = start('5.9')
    const { alice } = await members(t)
    const post = await created(t, alice.token, { status: 'x' })
    const res = await t.call('POST', `/api/v1/statuses/${post.id}/conversation_tracking`, {
      token: alice.token,
      body: 'status=follow',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('Content type error')
  })

  // get_post_by_id_for_view: a post the member may not see is "post not found", before the status is read.
  it('refuses a post the member cannot see, or none: 404 post not found', async () => {
    const t = start('5.9')
    const { alice, bob } = await members(t)
    const carol = await t.signUp('carol')
    const secret = await created(t, alice.token, { status: '@bob psst', visibility: 'direct' })
    for (const id of [secret.id, '01890000-0000-7000-8000-000000000000']) {
      const res = await track(t, id, carol.token, { status: 'bogus' })
      expect(res.statusCode).toBe(404)
      expect(errorOf(res).error_description).toBe('post not found')
    }
    expect((await track(t, secret.id, bob.token, { status: 'follow' })).statusCode).toBe(200)
  })

  it('needs a signed-in member', async () => {
    const t = start('5.9')
    const { alice } = await members(t)
    const post = await created(t, alice.token, { status: 'x' })
    expect((await track(t, post.id, '', { status: 'follow' })).statusCode).toBe(401)
  })
})

describe('GET /api/v1/conversations at 5.9', () => {
  // conversations/views.rs get_conversations_view; conversations/queries.rs get_direct_conversations.
  it("lists both members' direct conversation with its last direct post and participants", async () => {
    const t = start('5.9')
    const { alice, bob } = await members(t)
    const root = await created(t, bob.token, { status: '@alice lunch?', visibility: 'direct' })
    const reply = await created(t, alice.token, {
      status: '@bob yes!',
      visibility: 'direct',
      in_reply_to_id: root.id,
    })
    for (const token of [alice.token, bob.token]) {
      const { list, link } = await conversations(t, token)
      expect(list).toHaveLength(1)
      expect(list[0]).toMatchObject({ id: (root.conversation as Tracking).id, unread: false })
      expect(list[0]?.last_status.id).toBe(reply.id)
      expect(list[0]?.accounts.map((a) => a.acct).sort()).toEqual(['alice', 'bob'])
      expect(link).toBeUndefined()
    }
    const carol = await t.signUp('carol')
    expect((await conversations(t, carol.token)).list).toEqual([])
  })

  // Only threads whose root is direct (audience null), and only the member's direct posts count.
  it('leaves out public threads and posts of other visibilities', async () => {
    const t = start('5.9')
    const { alice, bob } = await members(t)
    const open = await created(t, bob.token, { status: '@alice public' })
    await created(t, alice.token, { status: '@bob direct reply', visibility: 'direct', in_reply_to_id: open.id })
    expect((await conversations(t, alice.token)).list).toEqual([])
  })

  // ORDER BY conversation.id DESC, max_id and limit (PageSize 0..=200), Link when the page is full.
  it('pages newest conversation first with max_id and a Link header', async () => {
    const t = start('5.9')
    const { alice, bob } = await members(t)
    const roots: Status[] = []
    for (const n of [1, 2, 3]) roots.push(await created(t, bob.token, { status: `@alice ${n}`, visibility: 'direct' }))
    const first = await conversations(t, alice.token, '?limit=2')
    expect(first.list.map((c) => c.last_status.id)).toEqual([roots[2]?.id, roots[1]?.id])
    const lastId = first.list[1]?.id ?? ''
    expect(first.link).toBe(`<http://localhost:80/api/v1/conversations?limit=2&max_id=${lastId}>; rel="next"`)
    const second = await conversations(t, alice.token, `?limit=2&max_id=${lastId}`)
    expect(second.list.map((c) => c.last_status.id)).toEqual([roots[0]?.id])
    expect(second.link).toBeUndefined()
    expect((await conversations(t, alice.token, '?limit=0')).list).toEqual([])
    const tooMany = await t.call('GET', '/api/v1/conversations?limit=201', { token: alice.token })
    expect(tooMany.statusCode).toBe(400)
    expect(errorOf(tooMany).error_description).toBe('Query deserialize error: expected an integer between 0 and 201')
  })

  it('needs a signed-in member', async () => {
    const t = start('5.9')
    expect((await t.call('GET', '/api/v1/conversations')).statusCode).toBe(401)
  })
})
