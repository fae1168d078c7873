/**
 * The body encodings of every route in MITRA_ROUTES, per Mitra release: each test names the tag and
 * file its rule comes from (the handler's extractor in Mitra's views.rs at v3.21.0 and v5.9.1).
 */
import type * as FastifyModule from 'fastify'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { MITRA_DIALECTS, type MitraDialect } from '../dialect'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created, TINY_PNG, type Status } from '../test/posts'
import { CONTENT_TYPE_ERROR, EMPTY_JSON_ERROR } from './mitra-request'
import { MITRA_ROUTES, registerMitraRoutes } from './mitra-routes'

// Every route the app registers, as `METHOD url`, seen through an onRoute hook on each instance.
const appRoutes = vi.hoisted(() => new Set<string>())
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>()
  const real = mod.default as unknown as (...args: unknown[]) => FastifyInstance
  const wrapped = (...args: unknown[]) => {
    const app = real(...args)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) appRoutes.add(`${method} ${route.url}`)
    })
    return app
  }
  return { ...mod, default: Object.assign(wrapped, mod.default) }
})

/**
 * Body-taking routes whose encodings their own route files check (markers, identity proofs, admin
 * loads, subscriptions, /oauth/*, lists, profile editing, sign-up, the scopes' fall-through). A route in neither this list
 * nor MITRA_ROUTES fails the coverage test below.
 */
const HANDLED_ELSEWHERE = [
  'POST /api/v1/accounts',
  'PATCH /api/v1/accounts/update_credentials',
  'POST /api/v1/accounts/identity_proof',
  // 5.9 only (Mitra 4.15.0): JSON only, checked in routes/identity-proofs.ts.
  'DELETE /api/v1/accounts/identity_proof',
  'POST /api/v1/accounts/:id/load_activities',
  'POST /api/v1/statuses/:id/load_conversation',
  // 5.9 only (Mitra 4.16.0): JSON only, checked in routes/conversations.ts.
  'POST /api/v1/statuses/:id/conversation_tracking',
  'POST /api/v1/markers',
  'POST /api/v1/subscriptions',
  'POST /api/v1/subscriptions/options',
  'POST /api/v1/subscriptions/invoices',
  'DELETE /api/v1/subscriptions/invoices/:id',
  'POST /oauth/token',
  'POST /oauth/revoke',
  'POST /api/v1/lists',
  'PUT /api/v1/lists/:id',
  'DELETE /api/v1/lists/:id',
  'POST /api/v1/lists/:id/accounts',
  'DELETE /api/v1/lists/:id/accounts',
  // The admin API (routes/admin.ts): no body extractor at 5.9; 3.21 has no such routes and refuses them whole.
  'DELETE /api/v1/admin/accounts/:id',
  'DELETE /api/v1/admin/posts/:id',
  // The fall-through of the accounts and statuses scopes (server/http/mitra-path.ts): Mitra's 404/405.
  ...['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) => [
    `${method} /api/v1/accounts/*`,
    `${method} /api/v1/statuses/*`,
  ]),
  'PUT /api/v1/accounts',
  'PATCH /api/v1/accounts',
  'DELETE /api/v1/accounts',
  // Only in the 5.9 dialect (3.21 has no such route), without a body extractor: clear since 3.22.0
  // (notifications/views.rs), sessions since 4.14.0 (settings/views.rs).
  'POST /api/v1/notifications/clear',
  'DELETE /api/v1/settings/sessions/:id',
  // Groups, 5.9 only (routes/groups.ts): create and edit take web::Json there (groups/views.rs);
  // delete and the moderator's thread removal have no body extractor (statuses/views.rs, 5.9.0).
  'POST /api/v1/groups',
  'PATCH /api/v1/groups/:id',
  'DELETE /api/v1/groups/:id',
  'DELETE /api/v1/statuses/:id/thread',
]

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const TEXT = { 'content-type': 'text/plain' }
const MULTIPART_BOUNDARY = 'parley-test-boundary'
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` }
const multipartBody = [
  `--${MULTIPART_BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="a.png"',
  'Content-Type: image/png',
  '',
  'png',
  `--${MULTIPART_BOUNDARY}--`,
  '',
].join('\r\n')

let t: TestApp
let errors: MockInstance<typeof console.error>
/** The [contract] lines the instance logged (under --contract, each fails the journey that caused it). */
const contractLines = () =>
  errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('[contract]'))

/** An instance speaking `mitra`, with the hook registered (idempotent once server/app.ts registers it). */
function start(mitra: MitraDialect): TestApp {
  t = createTestApp({ mitra })
  registerMitraRoutes(t.app, t.app.parley)
  return t
}

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(async () => {
  errors.mockRestore()
  await t.close()
})

/** A 400 'Content type error' from the hook, logged as a contract violation naming the rule's source. */
function expectRefused(res: { statusCode: number; json: () => unknown }, source: string, message = CONTENT_TYPE_ERROR) {
  expect(res.statusCode).toBe(400)
  expect((res.json() as { error_description: string }).error_description).toBe(message)
  expect(contractLines().some((line) => line.includes(source))).toBe(true)
}

describe.each(MITRA_DIALECTS)('Mitra %s', (mitra) => {
  const release = mitra === '3.21' ? 'v3.21.0 src/mastodon_api' : 'v5.9.1 mitra_api/src/mastodon_api'

  it(`web::Json (${release}/statuses/views.rs edit_status): a form, another type or no body is refused, an empty JSON body too; JSON is taken`, async () => {
    start(mitra)
    const alice = await t.signUp('alice')
    const post = await created(t, alice.token, { status: 'first' })
    const url = `/api/v1/statuses/${post.id}`
    const source = `${release}/statuses/views.rs: edit_status takes web::Json`
    expectRefused(await t.call('PUT', url, { token: alice.token, headers: FORM, body: 'status=second' }), source)
    expectRefused(await t.call('PUT', url, { token: alice.token, headers: TEXT, body: 'second' }), source)
    expectRefused(await t.call('PUT', url, { token: alice.token }), source)
    expectRefused(
      await t.call('PUT', url, { token: alice.token, headers: { 'content-type': 'application/json' }, body: '' }),
      source,
      EMPTY_JSON_ERROR,
    )
    const edited = await t.call('PUT', url, { token: alice.token, json: { status: 'second' } })
    expect(edited.statusCode).toBe(200)
    expect(contractLines()).toHaveLength(4)
  })

  it(`every web::Json route of the table refuses a form before reading it (${release}/{statuses,polls,media,settings}/views.rs)`, async () => {
    start(mitra)
    const jsonRoutes = Object.entries(MITRA_ROUTES).filter(([, route]) => JSON.stringify(route[mitra]) === '["json"]')
    expect(jsonRoutes.length).toBeGreaterThan(5)
    for (const [key, route] of jsonRoutes) {
      const [method, url] = key.split(' ') as ['POST' | 'PUT', string]
      const res = await t.call(method, url.replace(/:[a-z_]+/g, '00000000-0000-7000-8000-000000000000'), {
        headers: FORM,
        body: 'a=1',
      })
      expectRefused(res, route.source[mitra])
    }
  })

  it(`${mitra === '3.21' ? 'QsFormOrJson' : 'JsonOrQsForm'} (${release}/statuses/views.rs create_status): a form or JSON is taken, anything else refused`, async () => {
    start(mitra)
    const alice = await t.signUp('alice')
    const source = `${release}/statuses/views.rs: create_status takes`
    const form = await t.call('POST', '/api/v1/statuses', {
      token: alice.token,
      headers: FORM,
      body: 'status=by+form&visibility=public',
    })
    expect(form.statusCode).toBe(200)
    expect((form.json() as Status).content).toContain('by form')
    expect(
      (await t.call('POST', '/api/v1/statuses', { token: alice.token, json: { status: 'by JSON' } })).statusCode,
    ).toBe(200)
    expectRefused(
      await t.call('POST', '/api/v1/statuses', { token: alice.token, headers: TEXT, body: 'status=text' }),
      source,
    )
    expectRefused(await t.call('POST', '/api/v1/statuses', { token: alice.token }), source)
    // actix's Either answers with the error of the extractor it tries first: Form in 3.21, Json since 4.12.0.
    const empty = await t.call('POST', '/api/v1/statuses', {
      token: alice.token,
      headers: { 'content-type': 'application/json' },
      body: '',
    })
    expectRefused(empty, source, mitra === '3.21' ? CONTENT_TYPE_ERROR : EMPTY_JSON_ERROR)
  })

  it(`Either<MultipartForm, web::Json> (${release}/media/views.rs create_attachment_view): JSON is taken, a form refused, multipart not refused as Mitra's rule`, async () => {
    start(mitra)
    const alice = await t.signUp('alice')
    const source = `${release}/media/views.rs: create_attachment_view takes`
    const json = await t.call('POST', '/api/v1/media', {
      token: alice.token,
      json: { file: TINY_PNG.toString('base64'), media_type: 'image/png' },
    })
    expect(json.statusCode).toBe(200)
    expectRefused(
      await t.call('POST', '/api/v1/media', { token: alice.token, headers: FORM, body: 'media_type=image%2Fpng' }),
      source,
    )
    errors.mockClear()
    // Mitra takes multipart here; the demo instance has no multipart parser (server/app.ts), so it
    // answers 400 without reporting a violation: the client uploads base64 JSON.
    const multipart = await t.call('POST', '/api/v1/media', {
      token: alice.token,
      headers: MULTIPART,
      body: multipartBody,
    })
    expect(multipart.statusCode).toBe(400)
    expect(contractLines()).toEqual([])
  })

  it(`Option<${mitra === '3.21' ? 'FormOrJson' : 'JsonOrForm'}<…>> (${release}/accounts/views.rs follow_account): a form or JSON is read, any other body or none ignored`, async () => {
    start(mitra)
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    const url = `/api/v1/accounts/${bob.id}/follow`
    const byForm = await t.call('POST', url, { token: alice.token, headers: FORM, body: 'reblogs=false' })
    expect(byForm.statusCode).toBe(200)
    expect(byForm.json()).toMatchObject({ following: true, showing_reblogs: false })
    const byJson = await t.call('POST', url, { token: alice.token, json: { reblogs: true } })
    expect(byJson.json()).toMatchObject({ showing_reblogs: true })
    for (const opts of [
      {},
      { headers: TEXT, body: 'reblogs=false' },
      { headers: { 'content-type': 'application/json' }, body: '' },
      { headers: MULTIPART, body: multipartBody },
    ]) {
      const res = await t.call('POST', url, { token: alice.token, ...opts })
      expect(res.statusCode).toBe(200)
      // Ignored: following again with no options keeps the defaults (reblogs shown).
      expect(res.json()).toMatchObject({ following: true, showing_reblogs: true })
    }
    expect(contractLines()).toEqual([])
  })

  it(`reblog (${release}/statuses/views.rs): ${mitra === '3.21' ? 'no body extractor' : 'Option<web::Json<ReblogForm>> (v4.3.1)'}: no body is refused`, async () => {
    start(mitra)
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    for (const opts of [
      { headers: TEXT, body: 'x' },
      { headers: { 'content-type': 'application/json' }, body: '' },
      { headers: FORM, body: 'a=1' },
      { json: {} },
    ]) {
      const post = await created(t, bob.token, { status: 'share me' })
      const res = await t.call('POST', `/api/v1/statuses/${post.id}/reblog`, { token: alice.token, ...opts })
      expect(res.statusCode).toBe(200)
    }
    expect(contractLines()).toEqual([])
  })

  it(`no body extractor (${release}/statuses/views.rs favourite, delete_status; reactions/views.rs): whatever body is sent is ignored`, async () => {
    start(mitra)
    const alice = await t.signUp('alice')
    const post = await created(t, alice.token, { status: 'like me' })
    const bodies = [
      { headers: TEXT, body: 'x' },
      { headers: { 'content-type': 'application/json' }, body: '{broken' },
      { headers: FORM, body: 'a=1' },
      { headers: MULTIPART, body: multipartBody },
      {},
    ]
    for (const opts of bodies) {
      const liked = await t.call('POST', `/api/v1/statuses/${post.id}/favourite`, { token: alice.token, ...opts })
      expect(liked.statusCode).toBe(200)
      expect(liked.json()).toMatchObject({ favourited: true })
    }
    const reacted = await t.call('PUT', `/api/v1/pleroma/statuses/${post.id}/reactions/${encodeURIComponent('👍')}`, {
      token: alice.token,
      headers: TEXT,
      body: 'x',
    })
    expect(reacted.statusCode).toBe(200)
    const deleted = await t.call('DELETE', `/api/v1/statuses/${post.id}`, {
      token: alice.token,
      headers: { 'content-type': 'application/json' },
      body: '{broken',
    })
    expect(deleted.statusCode).toBe(200)
    expect(contractLines()).toEqual([])
  })

  it('every route without a required body in the table takes a stray text body (no content type error)', async () => {
    start(mitra)
    const loose = Object.entries(MITRA_ROUTES).filter(
      ([, route]) => route[mitra] === null || 'optional' in (route[mitra] ?? {}),
    )
    expect(loose.length).toBeGreaterThan(10)
    for (const [key] of loose) {
      const [method, url] = key.split(' ') as ['POST' | 'PUT' | 'DELETE', string]
      const res = await t.call(method, url.replace(/:[a-z_]+/g, '00000000-0000-7000-8000-000000000000'), {
        headers: TEXT,
        body: 'x',
      })
      // No token: the handler runs and answers 401, the body never read.
      expect({ key, status: res.statusCode, error: errorOf(res).error_description }).toMatchObject({ key, status: 401 })
    }
    expect(contractLines()).toEqual([])
  })
})

describe('the table covers the app', () => {
  it('every POST, PUT, PATCH and DELETE route is in MITRA_ROUTES or handled in its own route file', () => {
    start('3.21')
    const bodyRoutes = [...appRoutes].filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route))
    expect(bodyRoutes.length).toBeGreaterThan(40)
    const unknown = bodyRoutes.filter((route) => !(route in MITRA_ROUTES) && !HANDLED_ELSEWHERE.includes(route))
    expect(unknown).toEqual([])
    // And the table names only routes the app has (no stale entry).
    expect(Object.keys(MITRA_ROUTES).filter((route) => !appRoutes.has(route))).toEqual([])
  })

  it('every entry names its tag and file for both releases', () => {
    for (const route of Object.values(MITRA_ROUTES)) {
      expect(route.source['3.21']).toMatch(/^v3\.21\.0 src\/mastodon_api\/[a-z_]+\/views\.rs: /)
      expect(route.source['5.9']).toMatch(/^v5\.9\.1 mitra_api\/src\/mastodon_api\/[a-z_]+\/views\.rs: /)
    }
  })
})
