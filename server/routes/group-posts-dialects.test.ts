/**
 * Posts in groups, as Mitra 5.9 takes them: the group of a new post, the group timeline and a
 * moderator's removal (v5.9.1; groups-dialects.test.ts has the groups themselves).
 */
import { describe, expect, it } from 'vitest'
import { canModerateConversation } from '../db/groups'
import { errorOf } from '../test/helpers'
import { groupsApp, MISSING, type GroupStatus as Status } from '../test/groups'

const { t, open, newGroup, post } = groupsApp()

describe('posting to a group (statuses/views.rs create_status)', () => {
  it('stores the group: Status.group is the group account, null elsewhere; replies share it', async () => {
    const { token } = await open('5.9')
    const group = await newGroup(token)
    const top = (await post(token, { status: 'in the group', group_id: group.id })).json() as Status
    expect(top.group).toMatchObject({ id: group.id, username: 'readers', is_group: true })
    const reply = (await post(token, { status: 'a reply', in_reply_to_id: top.id })).json() as Status
    expect(reply.group?.id).toBe(group.id)
    const plain = (await post(token, { status: 'elsewhere' })).json() as Status
    expect(plain.group).toBeNull()
    // In a list of statuses too (the batch loads the group's account).
    const home = (await t.call('GET', '/api/v1/timelines/home', { token })).json() as Status[]
    expect(home.map((s) => s.group?.id ?? null)).toEqual([null, group.id, group.id])
  })

  // 5.8.0: "Return error if group_id is specified when posting a reply".
  it("refuses group_id on a reply: group_id can't be specified for a reply", async () => {
    const { token } = await open('5.9')
    const group = await newGroup(token)
    const parent = (await post(token, { status: 'parent' })).json() as Status
    const res = await post(token, { status: 'reply', in_reply_to_id: parent.id, group_id: group.id })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe("group_id can't be specified for a reply")
  })

  it('refuses an id that is no group (invalid group ID) and one that is no UUID', async () => {
    const { token, id } = await open('5.9')
    for (const groupId of [id, MISSING]) {
      const res = await post(token, { status: 'x', group_id: groupId })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).error_description).toBe('invalid group ID')
    }
    const res = await post(token, { status: 'x', group_id: 'nope' })
    expect(errorOf(res).error_description).toMatch(/^Json deserialize error: /)
  })
})

describe('the group timeline (timelines/views.rs group_timeline)', () => {
  it('lists the top-level posts of the group, newest first, paged with a Link header', async () => {
    const { token } = await open('5.9')
    const group = await newGroup(token)
    const ids: string[] = []
    for (const n of [1, 2, 3])
      ids.push(((await post(token, { status: `p${n}`, group_id: group.id })).json() as Status).id)
    await post(token, { status: 'reply', in_reply_to_id: ids[0] })
    await post(token, { status: 'elsewhere' })
    const res = await t.call('GET', `/api/v1/timelines/group/${group.id}?limit=2`, { token })
    expect((res.json() as Status[]).map((s) => s.id)).toEqual([ids[2], ids[1]])
    expect(res.headers.link).toContain(`max_id=${ids[1]}`)
    const next = await t.call('GET', `/api/v1/timelines/group/${group.id}?limit=2&max_id=${ids[1]}`, { token })
    expect((next.json() as Status[]).map((s) => s.id)).toEqual([ids[0]])
    expect(next.headers.link).toBeUndefined()
  })

  it('needs a sign-in; an unknown id is an empty list; only what the reader may see', async () => {
    const { token } = await open('5.9')
    const group = await newGroup(token)
    await post(token, { status: 'followers only', group_id: group.id, visibility: 'private' })
    expect((await t.call('GET', `/api/v1/timelines/group/${group.id}`)).statusCode).toBe(401)
    expect((await t.call('GET', `/api/v1/timelines/group/${MISSING}`, { token })).json()).toEqual([])
    const other = await t.signUp('other')
    expect((await t.call('GET', `/api/v1/timelines/group/${group.id}`, { token: other.token })).json()).toEqual([])
    expect((await t.call('GET', `/api/v1/timelines/group/${group.id}`, { token })).json()).toHaveLength(1)
  })
})

describe('removing a post from a group thread (delete_from_thread_view, 5.9.0)', () => {
  const setUp = async () => {
    const owner = await open('5.9')
    const group = await newGroup(owner.token)
    const member = await t.signUp('member')
    const top = (await post(member.token, { status: 'top', group_id: group.id })).json() as Status
    const reply = (await post(owner.token, { status: 'reply', in_reply_to_id: top.id })).json() as Status
    return { owner, member, group, top, reply }
  }

  it("lets the group's moderator delete a post with its replies; the author is warned", async () => {
    const { owner, member, top, reply } = await setUp()
    const res = await t.call('DELETE', `/api/v1/statuses/${top.id}/thread`, { token: owner.token })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    for (const id of [top.id, reply.id])
      expect((await t.call('GET', `/api/v1/statuses/${id}`, { token: owner.token })).statusCode).toBe(404)
    // on_local_post_deleted: a moderation_warning from the moderator.
    const notes = (await t.call('GET', '/api/v1/notifications', { token: member.token })).json() as {
      type: string
      account: { id: string }
    }[]
    expect(notes.find((n) => n.type === 'moderation_warning')?.account.id).toBe(owner.id)
  })

  // can_delete_group_post: the group or a GroupAdmin only; else PermissionError.
  it('refuses anyone else, the post author too: 403 permission error', async () => {
    const { member, top, reply } = await setUp()
    for (const id of [top.id, reply.id]) {
      const res = await t.call('DELETE', `/api/v1/statuses/${id}/thread`, { token: member.token })
      expect(res.statusCode).toBe(403)
      expect(errorOf(res).error_description).toBe('permission error')
    }
    expect((await t.call('GET', `/api/v1/statuses/${top.id}`, { token: member.token })).statusCode).toBe(200)
  })

  // post.group is None, or the post is unknown: NotFound("post").
  it('answers 404 post not found for a post outside groups or unknown', async () => {
    const { owner } = await setUp()
    const plain = (await post(owner.token, { status: 'no group' })).json() as Status
    for (const id of [plain.id, MISSING]) {
      const res = await t.call('DELETE', `/api/v1/statuses/${id}/thread`, { token: owner.token })
      expect(res.statusCode).toBe(404)
      expect(errorOf(res).error_description).toBe('post not found')
    }
    expect((await t.call('DELETE', `/api/v1/statuses/${plain.id}/thread`)).statusCode).toBe(401)
  })
})

describe('canModerateConversation (find_moderated_conversations_by_user)', () => {
  it("holds for a GroupAdmin of the post's group, on the root and the replies, and no one else", async () => {
    const { owner, member, top, reply } = await (async () => {
      const o = await open('5.9')
      const group = await newGroup(o.token)
      const m = await t.signUp('member')
      const tp = (await post(m.token, { status: 'top', group_id: group.id })).json() as Status
      const rp = (await post(m.token, { status: 'reply', in_reply_to_id: tp.id })).json() as Status
      return { owner: o, member: m, top: tp, reply: rp }
    })()
    const db = t.app.parley.db
    const plain = (await post(owner.token, { status: 'no group' })).json() as Status
    expect(canModerateConversation(db, owner.id, top.id)).toBe(true)
    expect(canModerateConversation(db, owner.id, reply.id)).toBe(true)
    expect(canModerateConversation(db, member.id, top.id)).toBe(false)
    expect(canModerateConversation(db, owner.id, plain.id)).toBe(false)
  })
})
