import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getAccountByAcct, insertRemoteAccount } from '../db/accounts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
beforeEach(() => {
  t = createTestApp({ instanceUri: 'parley.test:8080' })
})
afterEach(() => t.close())

const remote = (username: string, hostname = 'remote.example', locked = false) => {
  const row = insertRemoteAccount(t.app.parley.db, {
    username,
    hostname,
    actorId: `https://${hostname}/users/${username}`,
    actorUrl: `https://${hostname}/@${username}`,
  })
  if (locked) t.app.parley.db.prepare('UPDATE accounts SET locked = 1 WHERE id = ?').run(row.id)
  return row
}

const follow = (token: string, id: string) => t.call('POST', `/api/v1/accounts/${id}/follow`, { token, json: {} })

describe('POST /api/v1/settings/client_config', () => {
  it('stores the object under the client key, replaces it whole and returns it in the current user', async () => {
    const { token } = await t.signUp('alice')
    const first = await t.call('POST', '/api/v1/settings/client_config', {
      token,
      json: { 'mitra-web': { theme: 'dark', locale: 'de' } },
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().client_config).toEqual({ 'mitra-web': { theme: 'dark', locale: 'de' } })
    await t.call('POST', '/api/v1/settings/client_config', { token, json: { other: { a: 1 } } })
    const second = await t.call('POST', '/api/v1/settings/client_config', {
      token,
      json: { 'mitra-web': { theme: 'light' } },
    })
    expect(second.json().client_config).toEqual({ 'mitra-web': { theme: 'light' }, other: { a: 1 } })
    const me = await t.call('GET', '/api/v1/accounts/verify_credentials', { token })
    expect(me.json().client_config).toEqual({ 'mitra-web': { theme: 'light' }, other: { a: 1 } })
  })

  it.each([[{}], [{ a: {}, b: {} }]])("refuses %j: can't update more than one config", async (json) => {
    const { token } = await t.signUp('alice')
    const res = await t.call('POST', '/api/v1/settings/client_config', { token, json })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe("can't update more than one config")
  })

  it('refuses a config over 20 000 bytes in total', async () => {
    const { token } = await t.signUp('alice')
    const ok = await t.call('POST', '/api/v1/settings/client_config', {
      token,
      json: { a: { text: 'x'.repeat(19_000) } },
    })
    expect(ok.statusCode).toBe(200)
    const res = await t.call('POST', '/api/v1/settings/client_config', {
      token,
      json: { b: { text: 'x'.repeat(1_000) } },
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('client config size exceeds limit')
  })

  it('needs a token', async () => {
    const res = await t.call('POST', '/api/v1/settings/client_config', { json: { a: {} } })
    expect(res.statusCode).toBe(401)
    expect(errorOf(res).error_description).toBe('auth header is not present')
  })
})

describe('POST /api/v1/settings/change_password', () => {
  it('makes the old password fail and the new one work', async () => {
    const { token } = await t.signUp('alice')
    const res = await t.call('POST', '/api/v1/settings/change_password', {
      token,
      json: { new_password: 'n3w-secret' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().username).toBe('alice')
    const old = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'alice-pass' },
    })
    expect(old.statusCode).toBe(400)
    expect(errorOf(old).error_description).toBe('incorrect password')
    const fresh = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'n3w-secret' },
    })
    expect(fresh.statusCode).toBe(200)
  })

  it('takes an empty password as Mitra does, and signing in with it then works: nothing is locked', async () => {
    const { token } = await t.signUp('alice')
    // Mitra's PasswordChangeRequest is a bare String, hashed as given (settings/views.rs).
    expect(
      (await t.call('POST', '/api/v1/settings/change_password', { token, json: { new_password: '' } })).statusCode,
    ).toBe(200)
    // Its TokenRequest reads Option<String>: an empty password is given, not missing.
    const empty = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: '' },
    })
    expect(empty.statusCode).toBe(200)
    const wrong = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'alice-pass' },
    })
    expect(errorOf(wrong).error_description).toBe('incorrect password')
    const missing = await t.call('POST', '/oauth/token', { json: { grant_type: 'password', username: 'alice' } })
    expect(errorOf(missing).error_description).toBe('password is required')
    // An empty user name is a name no account has.
    expect(
      (await t.call('POST', '/oauth/token', { json: { grant_type: 'password', username: '', password: '' } }))
        .statusCode,
    ).toBe(404)
  })

  it('needs new_password', async () => {
    const { token } = await t.signUp('alice')
    const res = await t.call('POST', '/api/v1/settings/change_password', { token, json: {} })
    expect(errorOf(res).error_description).toBe('Json deserialize error: missing field `new_password`')
  })
})

describe('POST /api/v1/settings/delete_account', () => {
  it('answers 204, removes posts and follows, kills the token and refuses sign-in', async () => {
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    const post = await t.call('POST', '/api/v1/statuses', {
      token: alice.token,
      json: { status: 'bye', visibility: 'public' },
    })
    expect(post.statusCode).toBe(200)
    await follow(alice.token, bob.id)
    await follow(bob.token, alice.id)
    const res = await t.call('POST', '/api/v1/settings/delete_account', { token: alice.token })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const me = await t.call('GET', '/api/v1/accounts/verify_credentials', { token: alice.token })
    expect(me.statusCode).toBe(401)
    expect(errorOf(me).error_description).toBe('access token is invalid')
    const signIn = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'alice-pass' },
    })
    expect(signIn.statusCode).toBe(404)
    expect(errorOf(signIn).error_description).toBe('user not found')
    expect((await t.call('GET', `/api/v1/statuses/${post.json().id}`)).statusCode).toBe(404)
    const bobNow = await t.call('GET', `/api/v1/accounts/${bob.id}`)
    expect(bobNow.json()).toMatchObject({ followers_count: 0, following_count: 0 })
  })
})

describe('exports', () => {
  it('writes followers and follows as user@host lines, local ones with the hostname without port', async () => {
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    const mira = remote('mira')
    await follow(alice.token, bob.id)
    await follow(alice.token, mira.id)
    await follow(bob.token, alice.id)
    const follows = await t.call('GET', '/api/v1/settings/export_follows', { token: alice.token })
    expect(follows.statusCode).toBe(200)
    expect(follows.headers['content-type']).toMatch(/^text\/csv/)
    expect(follows.body.split('\n').sort()).toEqual(['', 'bob@parley.test', 'mira@remote.example'])
    const followers = await t.call('GET', '/api/v1/settings/export_followers', { token: alice.token })
    expect(followers.body).toBe('bob@parley.test\n')
  })

  it('gives an empty file without follows, and needs a token', async () => {
    const alice = await t.signUp('alice')
    expect((await t.call('GET', '/api/v1/settings/export_followers', { token: alice.token })).body).toBe('')
    expect((await t.call('GET', '/api/v1/settings/export_follows')).statusCode).toBe(401)
  })
})

describe('POST /api/v1/settings/import_follows', () => {
  it('follows the known accounts of the CSV (requests for locked ones) and answers 204', async () => {
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    remote('mira')
    const otto = remote('otto', 'remote.example', true)
    const csv =
      'Account address,Show boosts\nbob@parley.test,true\n@mira@remote.example\n\notto@remote.example\nnobody@nowhere.example\nalice@parley.test\n'
    const res = await t.call('POST', '/api/v1/settings/import_follows', {
      token: alice.token,
      json: { follows_csv: csv },
    })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const rel = await t.call('GET', `/api/v1/accounts/relationships?id[]=${bob.id}&id[]=${otto.id}`, {
      token: alice.token,
    })
    expect(rel.json().map((r: { following: boolean; requested: boolean }) => [r.following, r.requested])).toEqual([
      [true, false],
      [false, true],
    ])
    const me = await t.call('GET', '/api/v1/accounts/verify_credentials', { token: alice.token })
    expect(me.json().following_count).toBe(2)
    expect(getAccountByAcct(t.app.parley.db, 'nobody@nowhere.example')).toBeUndefined()
  })

  it.each([
    { csv: 'not an address', message: 'invalid actor address' },
    {
      csv: Array.from({ length: 51 }, (_, i) => `u${i}@x.example`).join('\n'),
      message: "can't process more than 50 items at once",
    },
  ])('refuses a malformed CSV with 400 "$message"', async ({ csv, message }) => {
    const alice = await t.signUp('alice')
    const res = await t.call('POST', '/api/v1/settings/import_follows', {
      token: alice.token,
      json: { follows_csv: csv },
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe(message)
  })

  it('needs follows_csv', async () => {
    const alice = await t.signUp('alice')
    const res = await t.call('POST', '/api/v1/settings/import_follows', { token: alice.token, json: {} })
    expect(errorOf(res).error_description).toBe('Json deserialize error: missing field `follows_csv`')
  })
})
