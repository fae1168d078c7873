/** Groups, as each Mitra release takes them; each case names its source (v5.9.1 unless it says 3.21). */
import { describe, expect, it } from 'vitest'
import { errorOf } from '../test/helpers'
import { groupsApp, MISSING, type GroupAccount as Account, type GroupStatus as Status } from '../test/groups'

const { t, open, createGroup, newGroup, post, followed } = groupsApp()
const BOOKS = '<p>Books <a href="https://example.com/b" rel="noopener">only</a></p>'

describe('3.21 has no groups', () => {
  // v3.21.0 src/mastodon_api/mod.rs registers no /v1/groups scope, timelines/views.rs no /group/{id}.
  it('answers 404 to every group route', async () => {
    const { token } = await open('3.21')
    const calls: [string, string][] = [
      ['POST', '/api/v1/groups'],
      ['GET', '/api/v1/groups/followed'],
      ['GET', `/api/v1/groups/${MISSING}/source`],
      ['PATCH', `/api/v1/groups/${MISSING}`],
      ['DELETE', `/api/v1/groups/${MISSING}`],
      ['GET', `/api/v1/groups/${MISSING}/members`],
      ['GET', `/api/v1/timelines/group/${MISSING}`],
      // v3.21.0 statuses/views.rs: /{status_id}/thread is a GET route only.
      ['DELETE', `/api/v1/statuses/${MISSING}/thread`],
    ]
    for (const [method, url] of calls) {
      const res = await t.call(method as 'GET', url, { token, json: { name: 'readers' } })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
  })

  // v3.21.0 statuses/types.rs StatusData has no group_id (unknown keys are ignored); Status has no group.
  it('ignores group_id on a new post and sends no group field, nor is_group', async () => {
    const { token } = await open('3.21')
    const res = await post(token, { status: 'hello', group_id: 'not-a-uuid' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).not.toHaveProperty('group')
    expect(res.json().account).not.toHaveProperty('is_group')
  })
})

describe('creating a group (groups/views.rs create_group_view)', () => {
  it('makes an account with is_group, moderated and followed by its creator', async () => {
    const { token, id } = await open('5.9')
    const res = await createGroup(token, { name: 'readers', description: 'We read\nhttps://example.com' })
    expect(res.statusCode).toBe(200)
    const group = res.json() as Account
    expect(group).toMatchObject({ username: 'readers', acct: 'readers', is_group: true, display_name: '' })
    // parse_profile_bio: Markdown "basic" (links and line breaks).
    expect(group.note).toBe('<p>We read<br><a href="https://example.com" rel="noopener">https://example.com</a></p>')
    // accept_and_add_follower: the creator follows the group.
    expect(await followed(token)).toEqual(['readers'])
    expect(await followed(token, '?filter=moderating')).toEqual(['readers'])
    const members = (await t.call('GET', `/api/v1/groups/${group.id}/members`)).json()
    expect(members).toEqual([{ account: expect.objectContaining({ id }), affiliation: 'admin' }])
    // The creator's own account is no group.
    const me = (await t.call('GET', `/api/v1/accounts/${id}`, { token })).json() as Account
    expect(me.is_group).toBe(false)
  })

  // GroupCreateForm { name: String, description: Option<String> } in web::Json.
  it.each([
    ['no name', {}, 'Json deserialize error: missing field `name`'],
    ['a number', { name: 7 }, 'Json deserialize error: invalid type: integer `7`, expected a string'],
    // mitra_validators accounts.rs validate_local_username: first profiles.rs validate_username.
    ['an empty name', { name: '' }, 'username is empty'],
    ['a space', { name: 'read ers' }, 'invalid username'],
    ['a dot', { name: 'read.ers' }, 'only letters, numbers, hyphens, and underscores are allowed in usernames'],
    ['31 characters', { name: 'r'.repeat(31) }, 'username is too long'],
    // profiles.rs validate_bio: at most 10000 characters of HTML.
    ['a long description', { name: 'readers', description: 'a'.repeat(10_000) }, 'bio is too long'],
  ])('refuses %s', async (_label, json, message) => {
    const { token } = await open('5.9')
    const res = await createGroup(token, json)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe(message)
  })

  // check_local_username_unique: users and groups share names, in any case (ILIKE).
  it('refuses a name a member or a group has: user already exists', async () => {
    const { token } = await open('5.9')
    await newGroup(token)
    for (const name of ['owner', 'readers', 'Readers']) {
      const res = await createGroup(token, { name })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).error_description).toBe('user already exists')
    }
    const signUp = await t.call('POST', '/api/v1/accounts', { json: { username: 'readers', password: 'x-pass' } })
    expect(errorOf(signUp).error_description).toBe('user already exists')
  })

  it('takes JSON only, and needs a member who may post', async () => {
    const { token } = await open('5.9')
    const form = await t.call('POST', '/api/v1/groups', {
      token,
      body: 'name=readers',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.statusCode).toBe(400)
    expect(errorOf(form).error_description).toBe('Content type error')
    expect((await t.call('POST', '/api/v1/groups', { json: { name: 'readers' } })).statusCode).toBe(401)
    // can_create_post: a read-only member may not.
    const reader = await t.signUp('reader', 'read_only_user')
    const res = await createGroup(reader.token, { name: 'readers' })
    expect(res.statusCode).toBe(403)
    expect(errorOf(res).error_description).toBe('permission error')
  })
})

describe('the groups of a member (get_followed_groups_view, groups/queries.rs get_related_groups)', () => {
  it('lists followed groups (by the ordinary follow) or moderated ones, the latest post first', async () => {
    const { token } = await open('5.9')
    const other = await t.signUp('other')
    const quiet = await newGroup(other.token, 'quiet')
    const busy = await newGroup(other.token, 'busy')
    await post(other.token, { status: 'first', group_id: busy.id })
    for (const g of [quiet, busy]) await t.call('POST', `/api/v1/accounts/${g.id}/follow`, { token, json: {} })
    await newGroup(token, 'mine')
    // groups without posts last (NULLS LAST), then in the order followed.
    expect(await followed(token)).toEqual(['busy', 'quiet', 'mine'])
    expect(await followed(token, '?filter=following&limit=1&offset=1')).toEqual(['quiet'])
    expect(await followed(token, '?filter=moderating')).toEqual(['mine'])
    // Following a person does not make them a group.
    await t.call('POST', `/api/v1/accounts/${other.id}/follow`, { token, json: {} })
    expect(await followed(token)).toHaveLength(3)
  })

  // GroupListQueryParams::filter.
  it('refuses another filter: invalid filter type', async () => {
    const { token } = await open('5.9')
    const res = await t.call('GET', '/api/v1/groups/followed?filter=all', { token })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('invalid filter type')
    expect((await t.call('GET', '/api/v1/groups/followed')).statusCode).toBe(401)
  })
})

describe('editing and deleting a group (get_group_source, update_group_view, delete_group_view)', () => {
  it('gives its moderator the Markdown source and takes a new description', async () => {
    const { token } = await open('5.9')
    const group = await newGroup(token)
    const source = await t.call('GET', `/api/v1/groups/${group.id}/source`, { token })
    expect(source.json()).toEqual({ description: 'We read\nhttps://example.com' })
    const res = await t.call('PATCH', `/api/v1/groups/${group.id}`, {
      token,
      json: { description: 'Books [only](https://example.com/b)' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: group.id, is_group: true, note: BOOKS })
    expect((await t.call('GET', `/api/v1/groups/${group.id}/source`, { token })).json()).toEqual({
      description: 'Books [only](https://example.com/b)',
    })
    // A partial update: no description keeps it.
    const kept = await t.call('PATCH', `/api/v1/groups/${group.id}`, { token, json: {} })
    expect(kept.json().note).toBe(BOOKS)
    const long = await t.call('PATCH', `/api/v1/groups/${group.id}`, {
      token,
      json: { description: 'a'.repeat(10_000) },
    })
    expect(errorOf(long).error_description).toBe('bio is too long')
  })

  it('a group without a description has a null source', async () => {
    const { token } = await open('5.9')
    const group = await newGroup(token, 'bare', null)
    expect(group.note).toBe('')
    expect((await t.call('GET', `/api/v1/groups/${group.id}/source`, { token })).json()).toEqual({ description: null })
  })

  // has_relationship(GroupAdmin) or PermissionError; get_group_account_by_id: NotFound("account").
  it('refuses anyone but a moderator (403) and what is not a group (404 account not found)', async () => {
    const { token, id } = await open('5.9')
    const group = await newGroup(token)
    const other = await t.signUp('other')
    await t.call('POST', `/api/v1/accounts/${group.id}/follow`, { token: other.token, json: {} })
    const calls: [string, string][] = [
      ['GET', `/api/v1/groups/${group.id}/source`],
      ['PATCH', `/api/v1/groups/${group.id}`],
      ['DELETE', `/api/v1/groups/${group.id}`],
    ]
    for (const [method, url] of calls) {
      const res = await t.call(method as 'GET', url, { token: other.token, json: {} })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(errorOf(res).error_description).toBe('permission error')
      for (const notGroup of [id, MISSING]) {
        const missing = await t.call(method as 'GET', url.replace(group.id, notGroup), { token, json: {} })
        expect(missing.statusCode).toBe(404)
        expect(errorOf(missing).error_description).toBe('account not found')
      }
    }
    const bad = await t.call('PATCH', '/api/v1/groups/nope', { token, json: {} })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).error_description).toMatch(/^Path deserialize error: /)
  })

  it('deletes the group with its posts (204); its name is free again', async () => {
    const { token } = await open('5.9')
    const group = await newGroup(token)
    const made = (await post(token, { status: 'in the group', group_id: group.id })).json() as Status
    const res = await t.call('DELETE', `/api/v1/groups/${group.id}`, { token })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await t.call('GET', `/api/v1/statuses/${made.id}`, { token })).statusCode).toBe(404)
    expect(await followed(token)).toEqual([])
    expect((await createGroup(token, { name: 'readers' })).statusCode).toBe(200)
  })
})

describe('members (group_members_view, 5.8.0)', () => {
  it('needs no sign-in; an unknown id is profile not found, a person group not found', async () => {
    const { id } = await open('5.9')
    const missing = await t.call('GET', `/api/v1/groups/${MISSING}/members`)
    expect(missing.statusCode).toBe(404)
    expect(errorOf(missing).error_description).toBe('profile not found')
    const person = await t.call('GET', `/api/v1/groups/${id}/members`)
    expect(person.statusCode).toBe(404)
    expect(errorOf(person).error_description).toBe('group not found')
  })
})
