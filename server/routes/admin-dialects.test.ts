/**
 * The admin API as Mitra 3.21 and 5.9 serve it: 3.21 has none (its router's 404); 5.9 lists the
 * accounts (account_list_view, 5.9.0) and deletes an account or a post (4.9.0), each for roles with
 * delete_any_profile / delete_any_post (v5.9.1 mitra_api/src/mastodon_api/admin/).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MitraDialect } from '../dialect'
import { insertRemoteAccount } from '../db/accounts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
let admin: { id: string; token: string }
let bob: { id: string; token: string }

async function start(mitra: MitraDialect) {
  t = createTestApp({ mitra })
  admin = await t.signUp('root', 'admin')
  bob = await t.signUp('bob')
}
afterEach(async () => {
  vi.restoreAllMocks()
  await t.close()
})

const answer = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res
  return [r.statusCode, r.body === '' ? '' : (JSON.parse(r.body) as { error?: string }).error]
}
const contractLines = (log: { mock: { calls: unknown[][] } }) =>
  log.mock.calls.filter(([line]) => String(line).includes('[contract]'))

const postOf = async (token: string, status: string) =>
  (await t.call('POST', '/api/v1/statuses', { token, json: { status } })).json() as { id: string }

describe('3.21: no admin API (v3.21.0 src/mastodon_api/mod.rs has no admin scope)', () => {
  it('answers 404 to each call, as a refusal of the request', async () => {
    await start('3.21')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = await postOf(bob.token, 'hello')
    expect(await answer(t.call('GET', '/api/v2/admin/accounts', { token: admin.token }))).toEqual([
      404,
      'endpoint not found',
    ])
    expect(await answer(t.call('DELETE', `/api/v1/admin/accounts/${bob.id}`, { token: admin.token }))).toEqual([
      404,
      'endpoint not found',
    ])
    expect(await answer(t.call('DELETE', `/api/v1/admin/posts/${post.id}`, { token: admin.token }))).toEqual([
      404,
      'endpoint not found',
    ])
    expect(contractLines(log)).toHaveLength(3)
    // Nothing went.
    expect((await t.call('GET', `/api/v1/statuses/${post.id}`)).statusCode).toBe(200)
  })
})

describe('5.9: the admin API', () => {
  it('lists the users, newest first, with role, type and last sign-in (account_list_view)', async () => {
    await start('5.9')
    // A remote profile without a local account is not listed (get_accounts_for_admin).
    insertRemoteAccount(t.app.parley.db, {
      username: 'far',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/far',
      actorUrl: 'https://remote.example/@far',
    })
    const res = await t.call('GET', '/api/v2/admin/accounts', { token: admin.token })
    expect(res.statusCode).toBe(200)
    const list = res.json() as {
      id: string
      role: { name: string; permissions: string; permissions_names: string[] }
      account: { id: string; acct: string }
      account_type: string
      last_login_at: string | null
    }[]
    expect(list.map((a) => a.account.acct)).toEqual(['bob', 'root'])
    expect(list[0]).toMatchObject({ id: bob.id, account_type: 'user', role: { name: 'user', permissions: '0' } })
    expect(list[1]?.role).toMatchObject({ name: 'admin', permissions: '1' })
    expect(list[1]?.role.permissions_names).toContain('delete_any_profile')
    expect(list[0]?.last_login_at).not.toBeNull()
  })

  it('refuses members without the permission (403) and guests (401)', async () => {
    await start('5.9')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = await postOf(admin.token, 'mine')
    expect(await answer(t.call('GET', '/api/v2/admin/accounts', { token: bob.token }))).toEqual([
      403,
      'permission error',
    ])
    expect(await answer(t.call('DELETE', `/api/v1/admin/accounts/${admin.id}`, { token: bob.token }))).toEqual([
      403,
      'permission error',
    ])
    expect(await answer(t.call('DELETE', `/api/v1/admin/posts/${post.id}`, { token: bob.token }))).toEqual([
      403,
      'permission error',
    ])
    expect(await answer(t.call('GET', '/api/v2/admin/accounts'))).toEqual([401, 'auth header is not present'])
    expect(await answer(t.call('DELETE', `/api/v1/admin/posts/${post.id}`))).toEqual([
      401,
      'auth header is not present',
    ])
  })

  it("deletes another member's post (204), then 404 'post not found'; a bad id is the Path error", async () => {
    await start('5.9')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = await postOf(bob.token, 'to go')
    const res = await t.call('DELETE', `/api/v1/admin/posts/${post.id}`, { token: admin.token })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await t.call('GET', `/api/v1/statuses/${post.id}`)).statusCode).toBe(404)
    expect(await answer(t.call('DELETE', `/api/v1/admin/posts/${post.id}`, { token: admin.token }))).toEqual([
      404,
      'post not found',
    ])
    const bad = await t.call('DELETE', '/api/v1/admin/posts/xyz', { token: admin.token })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).error).toMatch(/^Path deserialize error: UUID parsing failed/)
    expect(contractLines(log)).toHaveLength(1)
  })

  it("deletes an account with what is its own (204), then 404 'profile not found'", async () => {
    await start('5.9')
    const post = await postOf(bob.token, 'mine')
    const res = await t.call('DELETE', `/api/v1/admin/accounts/${bob.id}`, { token: admin.token })
    expect(res.statusCode).toBe(204)
    expect((await t.call('GET', `/api/v1/accounts/${bob.id}`)).statusCode).toBe(404)
    expect((await t.call('GET', `/api/v1/statuses/${post.id}`)).statusCode).toBe(404)
    // Its tokens went with it.
    expect((await t.call('GET', '/api/v1/accounts/verify_credentials', { token: bob.token })).statusCode).toBe(401)
    expect(await answer(t.call('DELETE', `/api/v1/admin/accounts/${bob.id}`, { token: admin.token }))).toEqual([
      404,
      'profile not found',
    ])
    const list = (await t.call('GET', '/api/v2/admin/accounts', { token: admin.token })).json() as unknown[]
    expect(list).toHaveLength(1)
  })

  it('deletes a remote profile too (delete_profile)', async () => {
    await start('5.9')
    const far = insertRemoteAccount(t.app.parley.db, {
      username: 'far',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/far',
      actorUrl: 'https://remote.example/@far',
    })
    expect((await t.call('DELETE', `/api/v1/admin/accounts/${far.id}`, { token: admin.token })).statusCode).toBe(204)
    expect((await t.call('GET', `/api/v1/accounts/${far.id}`)).statusCode).toBe(404)
  })
})
