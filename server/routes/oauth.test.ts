import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../db/config'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
beforeEach(async () => {
  t = createTestApp()
  await t.call('POST', '/api/v1/accounts', { json: { username: 'alice', password: 'right' } })
})
afterEach(() => t.close())

const grant = (json: unknown) => t.call('POST', '/oauth/token', { json })

describe('POST /oauth/token', () => {
  it('grants a token for the password grant (JSON)', async () => {
    const before = Math.floor(Date.now() / 1000)
    const res = await grant({
      grant_type: 'password',
      username: 'alice',
      password: 'right',
      message: null,
      signature: null,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['access_token', 'created_at', 'scope', 'token_type'])
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'read write follow' })
    expect(body.created_at).toBeGreaterThanOrEqual(before)
    const me = await t.call('GET', '/api/v1/accounts/verify_credentials', { token: body.access_token })
    expect(me.json().username).toBe('alice')
  })

  it('accepts form-urlencoded bodies', async () => {
    const res = await t.call('POST', '/oauth/token', {
      body: 'grant_type=password&username=alice&password=right',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(200)
    expect(typeof res.json().access_token).toBe('string')
  })

  it.each([
    [{ grant_type: 'password', username: 'bob', password: 'x' }, 404, 'user not found'],
    [{ grant_type: 'password', username: 'alice', password: 'wrong' }, 400, 'incorrect password'],
    [{ grant_type: 'password', username: 'alice' }, 400, 'password is required'],
    [{ grant_type: 'password', password: 'x' }, 400, 'username is required'],
    [{ grant_type: 'client_credentials' }, 400, 'unsupported grant type'],
    [{ grant_type: 'eip4361', message: 'm' }, 400, 'signature is required'],
    [{ grant_type: 'authorization_code' }, 400, 'authorization code is required'],
    [{ grant_type: 'authorization_code', code: 'x' }, 404, 'authorization not found'],
    [{ username: 'alice' }, 400, 'Json deserialize error: missing field `grant_type`'],
  ])('refuses %j with %i "%s"', async (json, status, message) => {
    const res = await grant(json)
    expect(res.statusCode).toBe(status)
    expect(errorOf(res).error_description).toBe(message)
  })

  it('expires tokens after 7 days', async () => {
    const { access_token: token } = (
      await grant({ grant_type: 'password', username: 'alice', password: 'right' })
    ).json()
    const row = t.app.parley.db.prepare('SELECT created_at, expires_at FROM oauth_tokens').get() as {
      created_at: string
      expires_at: string
    }
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(7 * 24 * 3600 * 1000)
    t.app.parley.db.prepare('UPDATE oauth_tokens SET expires_at = ?').run(new Date(Date.now() - 1000).toISOString())
    const res = await t.call('GET', '/api/v1/accounts/verify_credentials', { token })
    expect(res.statusCode).toBe(401)
    expect(errorOf(res).error_description).toBe('access token is invalid')
  })

  it('rate-limits only when the setting is on: 429 text/plain', async () => {
    for (let i = 0; i < 7; i++)
      expect((await grant({ grant_type: 'password', username: 'alice', password: 'wrong' })).statusCode).toBe(400)
    t.config('rate_limits_enabled', true)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await grant({ grant_type: 'password', username: 'alice', password: 'wrong' })).statusCode)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    const limited = await grant({ grant_type: 'password', username: 'alice', password: 'right' })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['content-type']).toMatch(/^text\/plain/)
    expect(limited.body).toMatch(/^Too many requests, retry in \d+s$/)
  })

  it('rate-limits a new instance, as Mitra does: 200 wrong passwords from one address are not all tried', async () => {
    // As `npm start` makes it: the setting as a new database has it.
    t.config('rate_limits_enabled', DEFAULT_CONFIG.rate_limits_enabled)
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () =>
        grant({ grant_type: 'password', username: 'alice', password: 'wrong' }).then((r) => r.statusCode),
      ),
    )
    expect(statuses.filter((s) => s === 400)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(195)
  })

  it('rate-limits sign-up with a burst of 2', async () => {
    t.config('rate_limits_enabled', true)
    const codes = []
    for (const name of ['u1', 'u2', 'u3'])
      codes.push((await t.call('POST', '/api/v1/accounts', { json: { username: name, password: 'x' } })).statusCode)
    expect(codes).toEqual([201, 201, 429])
  })
})

describe('POST /oauth/revoke', () => {
  it("revokes the caller's token", async () => {
    const { access_token: token } = (
      await grant({ grant_type: 'password', username: 'alice', password: 'right' })
    ).json()
    const res = await t.call('POST', '/oauth/revoke', { token, json: { token } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({})
    const after = await t.call('GET', '/api/v1/accounts/verify_credentials', { token })
    expect(errorOf(after).error_description).toBe('access token is invalid')
  })

  it("answers 403 for a token that is not the caller's, and 401 without a bearer", async () => {
    const mine = (await grant({ grant_type: 'password', username: 'alice', password: 'right' })).json().access_token
    const bob = await t.signUp('bob')
    const res = await t.call('POST', '/oauth/revoke', { token: bob.token, json: { token: mine } })
    expect(res.statusCode).toBe(403)
    expect(errorOf(res).error_description).toBe('permission error')
    expect((await t.call('GET', '/api/v1/accounts/verify_credentials', { token: mine })).statusCode).toBe(200)
    const anonymous = await t.call('POST', '/oauth/revoke', { json: { token: mine } })
    expect(anonymous.statusCode).toBe(401)
    const noBody = await t.call('POST', '/oauth/revoke', { token: mine, json: {} })
    expect(errorOf(noBody).error_description).toBe('Json deserialize error: missing field `token`')
  })
})
