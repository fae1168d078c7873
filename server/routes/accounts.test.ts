import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createInviteCode } from '../db/invites'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const register = (json: unknown) => t.call('POST', '/api/v1/accounts', { json })

describe('POST /api/v1/accounts', () => {
  it('creates a user with the default role and answers 201 CredentialAccount', async () => {
    const res = await register({ username: 'alice', password: 'secret' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.username).toBe('alice')
    expect(body.acct).toBe('alice')
    expect(body.role).toEqual({
      id: 1,
      name: 'user',
      permissions: ['create_follow_request', 'create_post', 'manage_subscription_options'],
      permissions_names: ['create_follow_request', 'create_post', 'manage_subscription_options'],
      permissions_bitmask: '0',
    })
    expect(body.authentication_methods).toEqual(['password'])
    expect(body.source).toEqual({ note: null, fields: [] })
    expect(body.avatar).toMatch(/\/api\/v1\/accounts\/identicon\?input=/)
    expect(body.header).toMatch(/\/api\/v1\/accounts\/identicon$/)
  })

  it.each([
    [{ username: '', password: 'x' }, 'username is empty'],
    [{ username: 'a'.repeat(31), password: 'x' }, 'username is too long'],
    [{ username: 'Alice', password: 'x' }, 'invalid username'],
    [{ username: 'al-ice', password: 'x' }, 'invalid username'],
    [{ username: 'alice' }, 'password is required'],
    [{ username: 'alice', password: 'x', authentication_method: 'magic' }, 'unsupported authentication method'],
    [{ password: 'x' }, 'Json deserialize error: missing field `username`'],
    [{ username: 5, password: 'x' }, 'Json deserialize error: invalid type: integer `5`, expected a string'],
  ])('refuses %j with "%s"', async (json, message) => {
    const res = await register(json)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(errorOf(res)).toEqual({ error: message, error_description: message })
  })

  it('takes capitals and hyphens in usernames on Mitra 5.9, with its message for the rest (since 4.8.0: v5.9.1 mitra_validators/src/accounts.rs)', async () => {
    await t.close()
    t = createTestApp({ mitra: '5.9' })
    expect((await register({ username: 'Al-ice_9', password: 'x' })).statusCode).toBe(201)
    for (const [username, message] of [
      ['al.ice', 'only letters, numbers, hyphens, and underscores are allowed in usernames'],
      ['al ice', 'invalid username'],
      ['A'.repeat(31), 'username is too long'],
    ]) {
      expect(errorOf(await register({ username, password: 'x' })).error_description).toBe(message)
    }
  })

  it('checks a long username with a bad character as Mitra 3.21 does: the pattern before the length (v3.21.0 mitra_validators/src/users.rs)', async () => {
    expect(errorOf(await register({ username: 'A'.repeat(31), password: 'x' })).error_description).toBe(
      'invalid username',
    )
  })

  it('answers 418 for wallet methods that are not enabled', async () => {
    t.config('authentication_methods', ['password'])
    const res = await register({ username: 'w', authentication_method: 'eip4361', message: 'm', signature: 's' })
    expect(res.statusCode).toBe(418)
    expect(errorOf(res).error_description).toBe('operation not supported')
  })

  it('refuses a taken username', async () => {
    expect((await register({ username: 'bob', password: 'x' })).statusCode).toBe(201)
    const res = await register({ username: 'bob', password: 'y' })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('user already exists')
  })

  it('needs a valid invite code when registrations are closed, and a code works once', async () => {
    t.config('registrations_open', false)
    const missing = await register({ username: 'carol', password: 'x' })
    expect(errorOf(missing).error_description).toBe('invite code is required')
    // The invite code is checked before the username.
    const wrong = await register({ username: 'Bad Name', password: 'x', invite_code: 'nope' })
    expect(errorOf(wrong).error_description).toBe('invalid invite code')

    const code = createInviteCode(t.app.parley.db, 'for carol')
    const ok = await register({ username: 'carol', password: 'x', invite_code: code })
    expect(ok.statusCode).toBe(201)
    const again = await register({ username: 'dave', password: 'x', invite_code: code })
    expect(errorOf(again).error_description).toBe('invalid invite code')
  })

  it('ignores invite codes while registrations are open', async () => {
    expect((await register({ username: 'erin', password: 'x', invite_code: 'whatever' })).statusCode).toBe(201)
  })

  it('gives new accounts the configured default role', async () => {
    t.config('default_role', 'read_only_user')
    const res = await register({ username: 'quiet', password: 'x' })
    expect(res.json().role.name).toBe('read_only_user')
    expect(res.json().role.permissions).toEqual(['create_follow_request'])
  })
})

describe('GET /api/v1/accounts/verify_credentials', () => {
  it('returns the current user', async () => {
    const { id, token } = await t.signUp('alice')
    const res = await t.call('GET', '/api/v1/accounts/verify_credentials', { token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, username: 'alice', client_config: {}, authentication_methods: ['password'] })
  })

  it('answers 401 without a token, and "access token is invalid" for a bad one', async () => {
    const missing = await t.call('GET', '/api/v1/accounts/verify_credentials')
    expect(missing.statusCode).toBe(401)
    expect(missing.headers['content-type']).toMatch(/^application\/json/)
    expect(errorOf(missing).error_description).toBe('auth header is not present')
    const bad = await t.call('GET', '/api/v1/accounts/verify_credentials', { token: 'nope' })
    expect(bad.statusCode).toBe(401)
    expect(errorOf(bad).error_description).toBe('access token is invalid')
  })
})

describe('account lookups', () => {
  it('finds accounts by id and by acct', async () => {
    const { id } = await t.signUp('alice')
    const byId = await t.call('GET', `/api/v1/accounts/${id}`)
    expect(byId.statusCode).toBe(200)
    expect(byId.json()).toMatchObject({ id, acct: 'alice', source: null, role: null, statuses_count: 0 })
    for (const acct of ['alice', '@alice', 'alice@localhost:80']) {
      const res = await t.call('GET', `/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`)
      expect(res.statusCode, acct).toBe(200)
      expect(res.json().id).toBe(id)
    }
  })

  it('answers 400 for a non-UUID id and 404 for an unknown one', async () => {
    const bad = await t.call('GET', '/api/v1/accounts/not-a-uuid')
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).error_description).toMatch(/^Path deserialize error: /)
    const unknown = await t.call('GET', '/api/v1/accounts/00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown).error_description).toBe('profile not found')
    const lookup = await t.call('GET', '/api/v1/accounts/lookup?acct=nobody')
    expect(errorOf(lookup).error_description).toBe('profile not found')
    const noAcct = await t.call('GET', '/api/v1/accounts/lookup')
    expect(noAcct.statusCode).toBe(400)
    expect(errorOf(noAcct).error_description).toBe('Query deserialize error: missing field `acct`')
  })

  it('serves a deterministic identicon and a one-pixel default header', async () => {
    const a = await t.call('GET', '/api/v1/accounts/identicon?input=https%3A%2F%2Fx.example%2Fusers%2Fa')
    const b = await t.call('GET', '/api/v1/accounts/identicon?input=https%3A%2F%2Fx.example%2Fusers%2Fa')
    const c = await t.call('GET', '/api/v1/accounts/identicon?input=other')
    // A PNG, as Mitra's (a 128×128 picture: width and height in the IHDR chunk).
    expect(a.headers['content-type']).toBe('image/png')
    expect(a.headers['cache-control']).toBe('max-age=259200')
    expect(a.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    expect([a.rawPayload.readUInt32BE(16), a.rawPayload.readUInt32BE(20)]).toEqual([128, 128])
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true)
    expect(a.rawPayload.equals(c.rawPayload)).toBe(false)
    const header = await t.call('GET', '/api/v1/accounts/identicon')
    expect(header.headers['content-type']).toBe('image/png')
    expect(header.rawPayload.subarray(1, 4).toString()).toBe('PNG')
  })
})
