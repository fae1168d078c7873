/**
 * The admin loads in each dialect: POST /api/v1/accounts/{id}/load_activities and POST
 * /api/v1/statuses/{id}/load_conversation. Each test names the Mitra tag and file its rule comes from.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { insertRemoteAccount } from '../db/accounts'
import { insertPost } from '../db/posts'
import type { MitraDialect } from '../dialect'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created } from '../test/posts'

// Each test signs up two users (password hashing): on a busy machine that can pass the 5 s default.
vi.setConfig({ testTimeout: 20_000 })

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

let t: TestApp | undefined
let errors: MockInstance<typeof console.error>
/** The [contract] lines the instance logged: each would fail the journey that caused it. */
const contractLines = () =>
  errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('[contract]'))

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(async () => {
  errors.mockRestore()
  await t?.close()
  t = undefined
})

/** An instance of `mitra` with an admin, a member, a remote profile and posts (remote, local). */
async function start(mitra: MitraDialect) {
  const app = createTestApp({ mitra })
  t = app
  const admin = await app.signUp('root', 'admin')
  const member = await app.signUp('alice')
  const remote = insertRemoteAccount(app.app.parley.db, {
    username: 'far',
    hostname: 'remote.example',
    actorId: 'https://remote.example/users/far',
    actorUrl: 'https://remote.example/@far',
  })
  const remotePost = insertPost(app.app.parley.db, {
    authorId: remote.id,
    content: '<p>far away</p>',
    contentSource: null,
    inReplyTo: null,
    visibility: 'public',
    sensitive: false,
    mentions: [],
    tags: [],
    objectId: 'https://remote.example/objects/1',
  })
  const localPost = await created(app, member.token, { status: 'close by' })
  return { t: app, admin, member, remote, remotePost, localPost }
}

describe('POST /api/v1/accounts/{id}/load_activities', () => {
  it('Mitra 3.21 (v3.21.0 src/mastodon_api/accounts/views.rs load_activities: no body extractor, delete_any_profile): any body or none is taken; members get 403', async () => {
    const { t, admin, member, remote } = await start('3.21')
    const url = `/api/v1/accounts/${remote.id}/load_activities`
    expect((await t.call('POST', url, { token: admin.token })).statusCode).toBe(204)
    expect((await t.call('POST', url, { token: admin.token, headers: FORM, body: 'x=1' })).statusCode).toBe(204)
    // The body is never read: even a collection 5.9 would refuse is no error here.
    expect((await t.call('POST', url, { token: admin.token, json: { collection: 'nope' } })).statusCode).toBe(204)
    const refused = await t.call('POST', url, { token: member.token, json: { collection: 'outbox' } })
    expect([refused.statusCode, errorOf(refused).error_description]).toEqual([403, 'permission error'])
    expect(contractLines()).toEqual([])
  })

  it('Mitra 5.9 (v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs load_activities: web::Json<LoadActivitiesRequest>, since 4.2.0): no body or a form is refused as a contract violation', async () => {
    const { t, admin, remote } = await start('5.9')
    const url = `/api/v1/accounts/${remote.id}/load_activities`
    const none = await t.call('POST', url, { token: admin.token })
    expect([none.statusCode, errorOf(none).error_description]).toEqual([400, 'Content type error'])
    const form = await t.call('POST', url, { token: admin.token, headers: FORM, body: 'collection=outbox' })
    expect([form.statusCode, errorOf(form).error_description]).toEqual([400, 'Content type error'])
    expect(contractLines()).toHaveLength(2)
    expect(contractLines()[0]).toContain(
      'v5.9.1 mitra_api/src/mastodon_api/accounts/types.rs: load_activities takes web::Json<LoadActivitiesRequest>',
    )
  })

  it('Mitra 5.9 (v5.9.1 mitra_api/src/mastodon_api/accounts/types.rs LoadActivitiesRequest: collection, serde default "outbox"): {} and both collections are taken, others are a validation error', async () => {
    const { t, admin, remote } = await start('5.9')
    const url = `/api/v1/accounts/${remote.id}/load_activities`
    for (const json of [{}, { collection: 'outbox' }, { collection: 'featured' }, { other: 1 }, []]) {
      expect([json, (await t.call('POST', url, { token: admin.token, json })).statusCode]).toEqual([json, 204])
    }
    const invalid = await t.call('POST', url, { token: admin.token, json: { collection: 'followers' } })
    expect([invalid.statusCode, errorOf(invalid).error_description]).toEqual([400, 'invalid collection type'])
    // A value Mitra checks in the view is no contract violation; a type serde refuses is.
    expect(contractLines()).toEqual([])
    const wrongType = await t.call('POST', url, { token: admin.token, json: { collection: 5 } })
    expect([wrongType.statusCode, errorOf(wrongType).error_description]).toEqual([
      400,
      'Json deserialize error: invalid type: integer `5`, expected a string',
    ])
    const nullValue = await t.call('POST', url, { token: admin.token, json: { collection: null } })
    expect(errorOf(nullValue).error_description).toBe('Json deserialize error: invalid type: null, expected a string')
    const notStruct = await t.call('POST', url, {
      token: admin.token,
      headers: { 'content-type': 'application/json' },
      body: '"outbox"',
    })
    expect(errorOf(notStruct).error_description).toBe(
      'Json deserialize error: invalid type: string "outbox", expected struct LoadActivitiesRequest',
    )
    expect(contractLines()).toHaveLength(3)
  })

  it('Mitra 5.9 (v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs, since 5.4.0): members may load too; local profiles are 404, no token 401 before the body', async () => {
    const { t, member, remote } = await start('5.9')
    expect(
      (await t.call('POST', `/api/v1/accounts/${remote.id}/load_activities`, { token: member.token, json: {} }))
        .statusCode,
    ).toBe(204)
    const local = await t.call('POST', `/api/v1/accounts/${member.id}/load_activities`, {
      token: member.token,
      json: {},
    })
    expect([local.statusCode, errorOf(local).error_description]).toEqual([404, 'profile not found'])
    const anonymous = await t.call('POST', `/api/v1/accounts/${remote.id}/load_activities`)
    expect([anonymous.statusCode, errorOf(anonymous).error_description]).toEqual([401, 'auth header is not present'])
    expect(contractLines()).toEqual([])
  })

  it.each(['3.21', '5.9'] as const)(
    'Mitra %s: a profile id that is not a UUID is the web::Path<Uuid> refusal (accounts/views.rs)',
    async (mitra) => {
      const { t, admin } = await start(mitra)
      const res = await t.call('POST', '/api/v1/accounts/far/load_activities', { token: admin.token, json: {} })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).error_description).toMatch(/^Path deserialize error: UUID parsing failed: /)
      expect(contractLines()).toHaveLength(1)
      expect(contractLines()[0]).toContain(
        mitra === '3.21'
          ? 'v3.21.0 src/mastodon_api/accounts/views.rs'
          : 'v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs',
      )
    },
  )
})

describe('POST /api/v1/statuses/{id}/load_conversation', () => {
  it('Mitra 3.21 (v3.21.0 src/mastodon_api/statuses/views.rs load_conversation: no body extractor): any body or none; members 403, local posts 404', async () => {
    const { t, admin, member, remotePost, localPost } = await start('3.21')
    const url = `/api/v1/statuses/${remotePost.id}/load_conversation`
    expect((await t.call('POST', url, { token: admin.token })).statusCode).toBe(204)
    expect((await t.call('POST', url, { token: admin.token, json: { use_context: 'not read' } })).statusCode).toBe(204)
    expect((await t.call('POST', url, { token: member.token, json: { use_context: false } })).statusCode).toBe(403)
    const local = await t.call('POST', `/api/v1/statuses/${localPost.id}/load_conversation`, {
      token: admin.token,
      json: { use_context: true },
    })
    expect([local.statusCode, errorOf(local).error_description]).toEqual([404, 'post not found'])
    expect(contractLines()).toEqual([])
  })

  it('Mitra 5.9 (v5.9.1 mitra_api/src/mastodon_api/statuses/views.rs load_conversation: web::Json<LoadConversationRequest>, since 5.5.0): no body or a form is refused as a contract violation', async () => {
    const { t, admin, remotePost } = await start('5.9')
    const url = `/api/v1/statuses/${remotePost.id}/load_conversation`
    const none = await t.call('POST', url, { token: admin.token })
    expect([none.statusCode, errorOf(none).error_description]).toEqual([400, 'Content type error'])
    const form = await t.call('POST', url, { token: admin.token, headers: FORM, body: 'use_context=false' })
    expect([form.statusCode, errorOf(form).error_description]).toEqual([400, 'Content type error'])
    expect(contractLines()).toHaveLength(2)
    expect(contractLines()[0]).toContain(
      'v5.9.1 mitra_api/src/mastodon_api/statuses/types.rs: load_conversation takes web::Json<LoadConversationRequest>',
    )
  })

  it('Mitra 5.9 (v5.9.1 mitra_api/src/mastodon_api/statuses/types.rs LoadConversationRequest: use_context, serde default false): legacy mode 404s local posts, use_context does not', async () => {
    const { t, admin, member, remotePost, localPost } = await start('5.9')
    const remoteUrl = `/api/v1/statuses/${remotePost.id}/load_conversation`
    const localUrl = `/api/v1/statuses/${localPost.id}/load_conversation`
    expect((await t.call('POST', remoteUrl, { token: admin.token, json: {} })).statusCode).toBe(204)
    expect((await t.call('POST', remoteUrl, { token: admin.token, json: { use_context: false } })).statusCode).toBe(204)
    expect((await t.call('POST', remoteUrl, { token: admin.token, json: { use_context: true } })).statusCode).toBe(204)
    const legacy = await t.call('POST', localUrl, { token: admin.token, json: { use_context: false } })
    expect([legacy.statusCode, errorOf(legacy).error_description]).toEqual([404, 'post not found'])
    expect((await t.call('POST', localUrl, { token: admin.token, json: { use_context: true } })).statusCode).toBe(204)
    // Still for delete_any_profile only (unlike load_activities).
    expect((await t.call('POST', remoteUrl, { token: member.token, json: {} })).statusCode).toBe(403)
    expect(contractLines()).toEqual([])
    const wrongType = await t.call('POST', remoteUrl, { token: admin.token, json: { use_context: 'true' } })
    expect([wrongType.statusCode, errorOf(wrongType).error_description]).toEqual([
      400,
      'Json deserialize error: invalid type: string "true", expected a boolean',
    ])
    expect(contractLines()).toHaveLength(1)
  })
})
