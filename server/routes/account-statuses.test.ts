import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertRemoteAccount } from '../db/accounts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created, uploaded, type Status } from '../test/posts'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

const idsOf = async (url: string, token?: string) => {
  const res = await t.call('GET', url, { token })
  expect(res.statusCode).toBe(200)
  return (res.json() as Status[]).map((s) => s.id)
}

describe('GET /api/v1/accounts/{id}/statuses', () => {
  it('filters replies (excluded by default), reposts, pinned and media posts', async () => {
    const other = await created(t, bob.token, { status: 'bob' })
    const plain = await created(t, alice.token, { status: 'plain' })
    const reply = await created(t, alice.token, { status: 'reply', in_reply_to_id: other.id })
    const repost = (
      await t.call('POST', `/api/v1/statuses/${other.id}/reblog`, { token: alice.token })
    ).json() as Status
    const media = await uploaded(t, alice.token)
    const withMedia = await created(t, alice.token, { status: 'picture', media_ids: [media.id] })
    await t.call('POST', `/api/v1/statuses/${plain.id}/pin`, { token: alice.token })
    const base = `/api/v1/accounts/${alice.id}/statuses`
    expect(await idsOf(base)).toEqual([withMedia.id, repost.id, plain.id])
    expect(await idsOf(`${base}?exclude_replies=false`)).toEqual([withMedia.id, repost.id, reply.id, plain.id])
    expect(await idsOf(`${base}?exclude_reblogs=true`)).toEqual([withMedia.id, plain.id])
    expect(await idsOf(`${base}?pinned=true`)).toEqual([plain.id])
    expect(await idsOf(`${base}?only_media=true`)).toEqual([withMedia.id])
  })

  it('pages by max_id and limit with a Link header', async () => {
    const a = await created(t, alice.token, { status: 'one' })
    const b = await created(t, alice.token, { status: 'two' })
    const first = await t.call('GET', `/api/v1/accounts/${alice.id}/statuses?limit=1`)
    expect((first.json() as Status[]).map((s) => s.id)).toEqual([b.id])
    expect(first.headers.link).toContain(`max_id=${b.id}`)
    expect(await idsOf(`/api/v1/accounts/${alice.id}/statuses?max_id=${b.id}`)).toEqual([a.id])
  })

  it('shows only what the viewer may see', async () => {
    const open = await created(t, alice.token, { status: 'public' })
    const closed = await created(t, alice.token, { status: 'followers', visibility: 'private' })
    expect(await idsOf(`/api/v1/accounts/${alice.id}/statuses`)).toEqual([open.id])
    expect(await idsOf(`/api/v1/accounts/${alice.id}/statuses`, bob.token)).toEqual([open.id])
    await t.call('POST', `/api/v1/accounts/${alice.id}/follow`, { token: bob.token })
    expect(await idsOf(`/api/v1/accounts/${alice.id}/statuses`, bob.token)).toEqual([closed.id, open.id])
    expect(await idsOf(`/api/v1/accounts/${alice.id}/statuses`, alice.token)).toEqual([closed.id, open.id])
  })

  it('answers 404 for unknown profiles', async () => {
    const res = await t.call('GET', '/api/v1/accounts/00000000-0000-4000-8000-000000000000/statuses')
    expect(res.statusCode).toBe(404)
    expect(errorOf(res).error).toBe('profile not found')
  })
})

describe('POST /api/v1/accounts/{id}/load_activities', () => {
  it('is for admins and remote profiles only, and answers 204', async () => {
    const admin = await t.signUp('root', 'admin')
    const remote = insertRemoteAccount(t.app.parley.db, {
      username: 'far',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/far',
      actorUrl: 'https://remote.example/@far',
    })
    const url = `/api/v1/accounts/${remote.id}/load_activities`
    expect((await t.call('POST', url, { token: alice.token })).statusCode).toBe(403)
    const ok = await t.call('POST', url, { token: admin.token })
    expect(ok.statusCode).toBe(204)
    expect(ok.body).toBe('')
    const local = await t.call('POST', `/api/v1/accounts/${bob.id}/load_activities`, { token: admin.token })
    expect(local.statusCode).toBe(404)
    expect(errorOf(local).error).toBe('profile not found')
  })
})
