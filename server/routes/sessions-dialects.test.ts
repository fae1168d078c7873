/** Sessions and clearing notifications, as each Mitra release takes them; each case names its source. */
import { afterEach, describe, expect, it } from 'vitest'
import type { MitraDialect } from '../dialect'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
afterEach(() => t.close())

const open = async (mitra: MitraDialect) => {
  t = createTestApp({ mitra })
  return (await t.signUp('owner')).token
}
const signIn = async (name: string) =>
  (
    await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: name, password: `${name}-pass` },
    })
  ).json().access_token as string
type Session = { id: number; client_name: string | null; created_at: string; is_current: boolean }
const sessions = async (token: string) =>
  (await t.call('GET', '/api/v1/settings/sessions', { token })).json() as Session[]

describe('sessions', () => {
  // v3.21.0 src/mastodon_api/settings/views.rs has no /sessions (session_list_view came with 4.14.0).
  it('3.21 has no sessions routes: 404', async () => {
    const token = await open('3.21')
    expect((await t.call('GET', '/api/v1/settings/sessions', { token })).statusCode).toBe(404)
    expect((await t.call('DELETE', '/api/v1/settings/sessions/1', { token })).statusCode).toBe(404)
  })

  // v5.9.1 mitra_api/src/mastodon_api/settings/views.rs session_list_view; settings/types.rs Session.
  it('5.9 lists every unexpired token of the member, the current one marked', async () => {
    const first = await open('5.9')
    const second = await signIn('owner')
    await t.signUp('other')
    const list = await sessions(second)
    expect(list).toHaveLength(2)
    expect(list.map((s) => s.is_current)).toEqual([false, true])
    expect(list[0]).toMatchObject({ client_name: null })
    expect(list[0]?.id).toBeTypeOf('number')
    expect(Date.parse(list[0]?.created_at ?? '')).not.toBeNaN()
    expect((await sessions(first)).map((s) => s.is_current)).toEqual([true, false])
  })

  // v5.9.1 mitra_models/src/oauth/queries.rs get_oauth_tokens; the view keeps expires_at >= now.
  it('5.9 leaves expired tokens out', async () => {
    const token = await open('5.9')
    await signIn('owner')
    t.app.parley.db.prepare("UPDATE oauth_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE rowid = 2").run()
    expect(await sessions(token)).toHaveLength(1)
  })

  // terminate_session_view: delete_oauth_token_by_id (id and owner), 204; the token stops working.
  it('5.9 ends another session: its token is refused afterwards', async () => {
    const token = await open('5.9')
    const other = await signIn('owner')
    const target = (await sessions(token)).find((s) => !s.is_current)
    const res = await t.call('DELETE', `/api/v1/settings/sessions/${target?.id}`, { token })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const refused = await t.call('GET', '/api/v1/accounts/verify_credentials', { token: other })
    expect(refused.statusCode).toBe(401)
    expect(errorOf(refused).error_description).toBe('access token is invalid')
    expect(await sessions(token)).toHaveLength(1)
  })

  // delete_oauth_token_by_id: no row of this owner with that id is DatabaseError::NotFound("oauth token").
  it("5.9 refuses another member's session or an unknown id: 404 oauth token not found", async () => {
    const token = await open('5.9')
    const { token: otherToken } = await t.signUp('other')
    const theirs = (await sessions(otherToken))[0]?.id
    for (const id of [theirs, 999]) {
      const res = await t.call('DELETE', `/api/v1/settings/sessions/${id}`, { token })
      expect(res.statusCode).toBe(404)
      expect(errorOf(res).error_description).toBe('oauth token not found')
    }
    expect(await sessions(otherToken)).toHaveLength(1)
  })

  // terminate_session_view: session_id is web::Path<i32>.
  it.each([
    ['abc', 'Path deserialize error: invalid digit found in string'],
    ['99999999999', 'Path deserialize error: number too large to fit in target type'],
  ])('5.9 refuses the path %s', async (id, message) => {
    const token = await open('5.9')
    const res = await t.call('DELETE', `/api/v1/settings/sessions/${id}`, { token })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe(message)
  })

  it('5.9 needs a signed-in member', async () => {
    await open('5.9')
    const res = await t.call('GET', '/api/v1/settings/sessions')
    expect(res.statusCode).toBe(401)
  })
})

describe('clearing notifications', () => {
  const notifyOwner = async (ownerToken: string) => {
    const owner = (await t.call('GET', '/api/v1/accounts/verify_credentials', { token: ownerToken })).json()
    const { token } = await t.signUp('fan')
    await t.call('POST', `/api/v1/accounts/${owner.id}/follow`, { token, json: {} })
  }
  const count = async (token: string) =>
    ((await t.call('GET', '/api/v1/notifications', { token })).json() as unknown[]).length

  // v3.21.0 src/mastodon_api/notifications/views.rs: the scope serves only GET "".
  it('3.21 has no clear: 404, and nothing is deleted', async () => {
    const token = await open('3.21')
    await notifyOwner(token)
    expect((await t.call('POST', '/api/v1/notifications/clear', { token })).statusCode).toBe(404)
    expect(await count(token)).toBe(1)
  })

  // v5.9.1 mitra_api/src/mastodon_api/notifications/views.rs clear_notifications_view (3.22.0):
  // delete_notifications of the member, answer {}.
  it("5.9 deletes the member's notifications and answers {}", async () => {
    const token = await open('5.9')
    await notifyOwner(token)
    expect(await count(token)).toBe(1)
    const res = await t.call('POST', '/api/v1/notifications/clear', { token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({})
    expect(await count(token)).toBe(0)
  })
})
