/**
 * Mitra's router under /api/v1/accounts and /api/v1/statuses (v3.21.0 src/mastodon_api/{accounts,
 * statuses}/views.rs, v5.9.1 mitra_api/src/mastodon_api/{accounts,statuses}/views.rs): a segment
 * no fixed route takes reaches the `{id}` route and its web::Path<Uuid>; what matches no resource
 * is 404, another method on a `web::resource(…).post/get` resource 405.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { MITRA_DIALECTS, type MitraDialect } from '../dialect'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

const SOME_ID = '00000000-0000-4000-8000-000000000000'

let t: TestApp | undefined
let errors: MockInstance<typeof console.error>
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

const start = (mitra: MitraDialect) => {
  t = createTestApp({ mitra })
  return t
}

describe.each(MITRA_DIALECTS)('Mitra %s', (mitra) => {
  const source = mitra === '3.21' ? 'v3.21.0 src/mastodon_api' : 'v5.9.1 mitra_api/src/mastodon_api'

  it(`an unknown one-segment GET reaches get_account / get_status, whose web::Path<Uuid> refuses it (${source}/accounts/views.rs, statuses/views.rs)`, async () => {
    const app = start(mitra)
    const account = await app.call('GET', '/api/v1/accounts/not-a-uuid')
    expect([account.statusCode, errorOf(account).error_description]).toEqual([
      400,
      'Path deserialize error: UUID parsing failed: invalid character: expected an optional prefix of `urn:uuid:` followed by [0-9a-fA-F-], found `n` at 1',
    ])
    const status = await app.call('GET', '/api/v1/statuses/12345')
    expect([status.statusCode, errorOf(status).error_description]).toEqual([
      400,
      'Path deserialize error: UUID parsing failed: invalid length: expected length 32 for simple format, found 5',
    ])
    const deleted = await app.call('DELETE', '/api/v1/statuses/abc-def', { token: 'whatever' })
    expect(deleted.statusCode).toBe(400)
    expect(contractLines()).toHaveLength(3)
    expect(contractLines()[0]).toContain(`${source}/accounts/views.rs: get_account`)
    expect(contractLines()[1]).toContain(`${source}/statuses/views.rs: get_status`)
  })

  it(`a path no resource matches is actix's 404 (${source}/accounts/views.rs account_api_scope, statuses/views.rs status_api_scope)`, async () => {
    const app = start(mitra)
    for (const [method, url] of [
      ['GET', `/api/v1/accounts/${SOME_ID}/nothing`],
      ['POST', '/api/v1/accounts/verify_credentials'],
      ['POST', `/api/v1/statuses/${SOME_ID}/nothing`],
      ['GET', `/api/v1/statuses/${SOME_ID}/load_conversation`],
    ] as const) {
      const res = await app.call(method, url)
      expect([method, url, res.statusCode]).toEqual([method, url, 404])
    }
    expect(contractLines()).toHaveLength(4)
  })

  it(`another method on a web::resource(…).get/.post resource is actix's 405 (${source}/accounts/views.rs: "" create_account, "/search")`, async () => {
    const app = start(mitra)
    expect((await app.call('GET', '/api/v1/accounts')).statusCode).toBe(405)
    expect((await app.call('POST', '/api/v1/accounts/search')).statusCode).toBe(405)
    expect(contractLines()).toHaveLength(2)
    expect(contractLines()[1]).toContain('web::resource("/search").get(search_by_acct)')
  })

  it('a route Mitra has and this instance lacks is a plain 404, no contract violation (search_did)', async () => {
    const app = start(mitra)
    const res = await app.call('GET', '/api/v1/accounts/search_did?did=did:key:z6Mk')
    expect([res.statusCode, errorOf(res).error_description]).toEqual([404, 'endpoint not found'])
    expect(contractLines()).toEqual([])
  })
})

describe('where the dialects differ', () => {
  it('GET …/{account_id}/load_activities: 404 at 3.21 (#[post] macro: a resource guard), 405 at 5.9 (web::resource(…).post(), v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs)', async () => {
    expect((await start('3.21').call('GET', `/api/v1/accounts/${SOME_ID}/load_activities`)).statusCode).toBe(404)
    await t?.close()
    expect((await start('5.9').call('GET', `/api/v1/accounts/${SOME_ID}/load_activities`)).statusCode).toBe(405)
  })

  it('GET …/{status_id}/favourited_by is a refused 404 at 3.21 (no such route in v3.21.0 src/mastodon_api/statuses/views.rs); GET …/{status_id}/context a plain 404 at 5.9 (a route this instance lacks)', async () => {
    expect((await start('3.21').call('GET', `/api/v1/statuses/${SOME_ID}/favourited_by`)).statusCode).toBe(404)
    expect(contractLines()).toHaveLength(1)
    await t?.close()
    expect((await start('5.9').call('GET', `/api/v1/statuses/${SOME_ID}/context`)).statusCode).toBe(404)
    expect(contractLines()).toHaveLength(1)
  })
})
