/**
 * Sign-in, sign-up and wallet sign-in as each Mitra release takes them. Each case names the tag
 * and source file its rule comes from.
 */
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ethereumTestWallet, moneroTestWallet } from '../../e2e/support/wallets'
import type { MitraDialect } from '../dialect'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

const HOST = 'parley.test'
const LOGIN = 'Do not sign this message on other sites!'
let t: TestApp
afterEach(() => t.close())

const open = async (mitra: MitraDialect) => {
  t = createTestApp({ instanceUri: HOST, mitra })
  await t.call('POST', '/api/v1/accounts', { json: { username: 'alice', password: 'right' } })
}
const form = (body: string) => ({ body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
const message = (kind: 'Ethereum' | 'Monero', address: string, domain = HOST, statement = LOGIN) =>
  [
    `${domain} wants you to sign in with your ${kind} account:`,
    address,
    '',
    statement,
    '',
    `URI: https://${HOST}`,
    'Version: 1',
    ...(kind === 'Ethereum' ? ['Chain ID: 1'] : []),
    `Nonce: ${randomBytes(8).toString('hex')}`,
    `Issued At: ${new Date().toISOString()}`,
  ].join('\n')

describe.each(['3.21', '5.9'] as const)('POST /oauth/token at Mitra %s', (mitra) => {
  // v3.21.0 src/mastodon_api/oauth/views.rs (FormOrJson) and v5.9.1 mitra_api/src/mastodon_api/oauth/views.rs (JsonOrForm).
  it('takes JSON and form bodies', async () => {
    await open(mitra)
    expect(
      (await t.call('POST', '/oauth/token', { json: { grant_type: 'password', username: 'alice', password: 'right' } }))
        .statusCode,
    ).toBe(200)
    expect(
      (await t.call('POST', '/oauth/token', form('grant_type=password&username=alice&password=right'))).statusCode,
    ).toBe(200)
  })

  it('refuses a request without a body the way the last extractor of its Either does', async () => {
    await open(mitra)
    const res = await t.call('POST', '/oauth/token')
    expect(res.statusCode).toBe(400)
    // 3.21: web::Json's error; 5.9: MultipartForm's (actix-multipart 0.7), which needs a Content-Type.
    expect(errorOf(res).error_description).toBe(
      mitra === '3.21' ? 'Content type error' : 'Could not find Content-Type header',
    )
  })
})

describe('token answers', () => {
  // v3.21.0 src/mastodon_api/oauth/types.rs TokenResponse: no expires_in.
  it('3.21 sends no expires_in', async () => {
    await open('3.21')
    const body = (
      await t.call('POST', '/oauth/token', { json: { grant_type: 'password', username: 'alice', password: 'right' } })
    ).json()
    expect(Object.keys(body).sort()).toEqual(['access_token', 'created_at', 'scope', 'token_type'])
  })

  // v5.9.1 mitra_api/src/mastodon_api/oauth/types.rs TokenResponse.expires_in (since 4.12.0): the token
  // lifetime, config.authentication_token_lifetime (views.rs token_view), whose default is 30 days
  // since 4.14.0 (mitra_config/src/authentication.rs default_authentication_token_lifetime).
  it('5.9 sends expires_in, the token lifetime in seconds: 30 days unless the instance sets it', async () => {
    await open('5.9')
    const signIn = async () =>
      (
        await t.call('POST', '/oauth/token', { json: { grant_type: 'password', username: 'alice', password: 'right' } })
      ).json()
    expect((await signIn()).expires_in).toBe(30 * 24 * 3600)
    t.config('authentication_token_lifetime', 20)
    expect((await signIn()).expires_in).toBe(20)
  })

  // v5.9.1 mitra_api/src/mastodon_api/oauth/types.rs: client_id is Option<Uuid>; views.rs looks the app up.
  it('5.9 refuses a client_id that is not a UUID and an unknown app; 3.21 ignores it', async () => {
    await open('5.9')
    const bad = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'right', client_id: 'parley' },
    })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).error_description).toMatch(/^Json deserialize error: UUID parsing failed/)
    const unknown = await t.call('POST', '/oauth/token', {
      json: {
        grant_type: 'password',
        username: 'alice',
        password: 'right',
        client_id: '0190e3a4-7a3c-7bb0-9a3e-1d0b5c6f7a88',
      },
    })
    expect(unknown.statusCode).toBe(401)
    expect(errorOf(unknown).error_description).toBe('invalid client credentials')
    const code = await t.call('POST', '/oauth/token', { json: { grant_type: 'authorization_code', code: 'x' } })
    expect(errorOf(code).error_description).toBe('client ID is required')
    await t.close()
    await open('3.21')
    expect(
      (
        await t.call('POST', '/oauth/token', {
          json: { grant_type: 'password', username: 'alice', password: 'right', client_id: 'parley' },
        })
      ).statusCode,
    ).toBe(200)
  })
})

describe('POST /oauth/revoke', () => {
  const signIn = async () =>
    (
      await t.call('POST', '/oauth/token', { json: { grant_type: 'password', username: 'alice', password: 'right' } })
    ).json().access_token as string

  // v3.21.0 src/mastodon_api/oauth/views.rs: revoke_token_view takes web::Json<RevocationRequest>.
  it('3.21 takes JSON only', async () => {
    await open('3.21')
    const token = await signIn()
    const res = await t.call('POST', '/oauth/revoke', { token, ...form(`token=${token}`) })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('Content type error')
    expect((await t.call('POST', '/oauth/revoke', { token, json: { token } })).statusCode).toBe(200)
  })

  // v5.9.1 mitra_api/src/mastodon_api/oauth/views.rs: JsonOrForm<RevocationRequest> (since 4.12.0).
  it('5.9 takes a form too, and still refuses no body', async () => {
    await open('5.9')
    const token = await signIn()
    expect((await t.call('POST', '/oauth/revoke', { token })).statusCode).toBe(400)
    expect((await t.call('POST', '/oauth/revoke', { token, ...form(`token=${token}`) })).statusCode).toBe(200)
  })
})

describe.each(['3.21', '5.9'] as const)('POST /api/v1/accounts at Mitra %s', (mitra) => {
  // v3.21.0 src/mastodon_api/accounts/views.rs and v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs: web::Json.
  it('takes JSON only', async () => {
    t = createTestApp({ instanceUri: HOST, mitra })
    const res = await t.call('POST', '/api/v1/accounts', form('username=bob&password=x'))
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('Content type error')
    expect((await t.call('POST', '/api/v1/accounts', { json: { username: 'bob', password: 'x' } })).statusCode).toBe(
      201,
    )
  })
})

describe('wallet sign-in with a separate WebFinger domain', () => {
  const eth = ethereumTestWallet()
  const signUp = async (domain: string) => {
    const text = message('Ethereum', eth.address, domain)
    const json = {
      username: 'walt',
      authentication_method: 'eip4361',
      password: null,
      message: text,
      signature: await eth.signMessage(text),
    }
    return t.call('POST', '/api/v1/accounts', { json })
  }

  // v5.9.1 mitra_api/src/mastodon_api/instance/types.rs: uri is webfinger_hostname() (since 5.1.0);
  // oauth/views.rs and accounts/views.rs check the domain against instance.uri().hostname().
  it('5.9 reports the WebFinger domain as uri and still wants the instance host in the message', async () => {
    t = createTestApp({ instanceUri: HOST, mitra: '5.9' })
    t.config('webfinger_hostname', 'social.example')
    expect((await t.call('GET', '/api/v1/instance')).json().uri).toBe('social.example')
    const wrong = await signUp('social.example')
    expect(wrong.statusCode).toBe(400)
    expect(errorOf(wrong).error_description).toBe("domain doesn't match instance hostname")
    expect((await signUp(HOST)).statusCode).toBe(201)
  })

  // v3.21.0 src/mastodon_api/instance/types.rs: uri is the instance hostname; no webfinger_hostname yet.
  it('3.21 has no such setting: uri stays the instance host', async () => {
    t = createTestApp({ instanceUri: HOST, mitra: '3.21' })
    t.config('webfinger_hostname', 'social.example')
    expect((await t.call('GET', '/api/v1/instance')).json().uri).toBe(HOST)
  })
})

describe('statement errors', () => {
  // v3.21.0 mitra_services/src/ethereum/eip4361.rs: "statement doesn't match login message";
  // v5.9.1 mitra_services/src/ethereum/eip4361.rs: "unexpected statement" (since 4.15.0).
  it.each([
    ['3.21', "statement doesn't match login message"],
    ['5.9', 'unexpected statement'],
  ] as const)('Mitra %s answers a foreign statement with "%s"', async (mitra, text) => {
    t = createTestApp({ instanceUri: HOST, mitra })
    const eth = ethereumTestWallet()
    const m = message('Ethereum', eth.address, HOST, 'Sign me')
    const res = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'eip4361', message: m, signature: await eth.signMessage(m) },
    })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe(text)
  })

  it('Monero reports every failure as "invalid signature" in both', async () => {
    t = createTestApp({ instanceUri: HOST, mitra: '5.9' })
    const xmr = moneroTestWallet()
    const m = message('Monero', xmr.address, HOST, 'Sign me')
    const res = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'caip122_monero', message: m, signature: xmr.signMessage(m) },
    })
    expect(errorOf(res).error_description).toBe('invalid signature')
  })
})

// A token lives authentication_token_lifetime seconds in both releases (3.21: 7 days by default,
// 5.9: 30 days); then get_user_by_oauth_token finds no row (`oauth_token.expires_at >
// CURRENT_TIMESTAMP`, v5.9.1 mitra_models/src/oauth/queries.rs) and auth.rs answers 401
// "access token is invalid".
describe.each(['3.21', '5.9'] as const)('expired tokens at Mitra %s', (mitra) => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refuses a token once its lifetime has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await open(mitra)
    const lifetime = mitra === '3.21' ? 7 * 24 * 3600 : 30 * 24 * 3600
    const signIn = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'right' },
    })
    const token = signIn.json().access_token as string
    vi.setSystemTime(Date.now() + (lifetime - 5) * 1000)
    expect((await t.call('GET', '/api/v1/accounts/verify_credentials', { token })).statusCode).toBe(200)
    vi.setSystemTime(Date.now() + 10 * 1000)
    const refused = await t.call('GET', '/api/v1/accounts/verify_credentials', { token })
    expect(refused.statusCode).toBe(401)
    expect(errorOf(refused).error_description).toBe('access token is invalid')
  })

  it('takes the lifetime from the authentication_token_lifetime setting', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await open(mitra)
    t.config('authentication_token_lifetime', 60)
    const signIn = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'right' },
    })
    const token = signIn.json().access_token as string
    vi.setSystemTime(Date.now() + 59 * 1000)
    expect((await t.call('GET', '/api/v1/accounts/verify_credentials', { token })).statusCode).toBe(200)
    vi.setSystemTime(Date.now() + 2 * 1000)
    expect((await t.call('GET', '/api/v1/accounts/verify_credentials', { token })).statusCode).toBe(401)
  })
})
