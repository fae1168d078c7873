import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ethereumTestWallet, moneroTestWallet, TEST_ETHEREUM_KEYS } from '../../e2e/support/wallets'
import { createInviteCode } from '../db/invites'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

const HOST = 'parley.test'
const LOGIN = 'Do not sign this message on other sites!'

let t: TestApp
beforeEach(() => {
  t = createTestApp({ instanceUri: HOST })
})
afterEach(() => t.close())

type MessageOptions = { domain?: string; statement?: string; nonce?: string; extra?: string[] }

/** The message the web client builds (AUTH.md §4, §5): LF lines, no final newline. */
function loginMessage(kind: 'Ethereum' | 'Monero', address: string, o: MessageOptions = {}): string {
  return [
    `${o.domain ?? HOST} wants you to sign in with your ${kind} account:`,
    address,
    '',
    o.statement ?? LOGIN,
    '',
    `URI: https://${HOST}`,
    'Version: 1',
    ...(kind === 'Ethereum' ? ['Chain ID: 1'] : []),
    `Nonce: ${o.nonce ?? randomBytes(8).toString('hex')}`,
    `Issued At: ${new Date().toISOString()}`,
    ...(o.extra ?? []),
  ].join('\n')
}

const eth = ethereumTestWallet()
const xmr = moneroTestWallet()
const register = (json: Record<string, unknown>) =>
  t.call('POST', '/api/v1/accounts', { json: { password: null, invite_code: null, ...json } })
const token = (json: Record<string, unknown>) =>
  t.call('POST', '/oauth/token', { json: { username: null, password: null, ...json } })

async function ethSignUp(username: string, wallet = eth) {
  const message = loginMessage('Ethereum', wallet.address)
  const signature = await wallet.signMessage(message)
  return { res: await register({ username, authentication_method: 'eip4361', message, signature }), message, signature }
}

describe('Ethereum (eip4361) sign-up and sign-in', () => {
  it('registers with a signed message, signs in with the same one once, then needs a new nonce', async () => {
    const { res, message, signature } = await ethSignUp('walt')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ username: 'walt', authentication_methods: ['eip4361'] })
    const stored = t.app.parley.db.prepare('SELECT login_address_ethereum AS a, password_hash AS p FROM users').all()
    expect(stored).toEqual([{ a: eth.address.toLowerCase(), p: null }])

    const first = await token({ grant_type: 'eip4361', message, signature })
    expect(first.statusCode).toBe(200)
    const me = await t.call('GET', '/api/v1/accounts/verify_credentials', { token: first.json().access_token })
    expect(me.json().username).toBe('walt')

    const replay = await token({ grant_type: 'eip4361', message, signature })
    expect(replay.statusCode).toBe(400)
    expect(errorOf(replay).error_description).toBe("nonce can't be reused")

    const fresh = loginMessage('Ethereum', eth.address)
    expect(
      (await token({ grant_type: 'eip4361', message: fresh, signature: await eth.signMessage(fresh) })).statusCode,
    ).toBe(200)
  })

  it('answers 404 user not found for a correctly signed unknown wallet, and password grants say the method is missing', async () => {
    const message = loginMessage('Ethereum', eth.address)
    const res = await token({ grant_type: 'eip4361', message, signature: await eth.signMessage(message) })
    expect(res.statusCode).toBe(404)
    expect(errorOf(res).error_description).toBe('user not found')
    await ethSignUp('walt')
    const pw = await token({ grant_type: 'password', username: 'walt', password: 'x' })
    expect(errorOf(pw).error_description).toBe('password auth is disabled')
  })

  it.each([
    [{ domain: 'elsewhere.example' }, "domain doesn't match instance hostname"],
    [{ statement: 'Sign here' }, "statement doesn't match login message"],
    [{ nonce: 'short' }, 'invalid EIP-4361 message'],
    [{ extra: ['Expiration Time: 2020-01-01T00:00:00Z'] }, 'message is not currently valid'],
  ])('refuses sign-up and sign-in for %j: %s', async (options, error) => {
    const message = loginMessage('Ethereum', eth.address, options)
    const signature = await eth.signMessage(message)
    for (const res of [
      await register({ username: 'walt', authentication_method: 'eip4361', message, signature }),
      await token({ grant_type: 'eip4361', message, signature }),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).error_description).toBe(error)
    }
  })

  it('refuses a signature by another key, a lower-case address line, and missing fields', async () => {
    const message = loginMessage('Ethereum', eth.address)
    const other = await ethereumTestWallet(TEST_ETHEREUM_KEYS[1]).signMessage(message)
    expect(
      errorOf(await register({ username: 'walt', authentication_method: 'eip4361', message, signature: other }))
        .error_description,
    ).toBe('invalid signature')
    const lower = loginMessage('Ethereum', eth.address.toLowerCase())
    const res = await register({
      username: 'walt',
      authentication_method: 'eip4361',
      message: lower,
      signature: await eth.signMessage(lower),
    })
    expect(errorOf(res).error_description).toBe('invalid EIP-4361 message')
    expect(errorOf(await register({ username: 'walt', authentication_method: 'eip4361' })).error_description).toBe(
      'message is required',
    )
    expect(
      errorOf(await register({ username: 'walt', authentication_method: 'eip4361', message })).error_description,
    ).toBe('signature is required')
    expect(
      errorOf(await register({ username: 'walt', authentication_method: 'eip4361', message, signature: 'zz' }))
        .error_description,
    ).toBe('invalid signature string')
  })

  it('refuses a second account for the same wallet and a taken username', async () => {
    expect((await ethSignUp('walt')).res.statusCode).toBe(201)
    const again = (await ethSignUp('walt2')).res
    expect(again.statusCode).toBe(400)
    expect(errorOf(again).error_description).toBe('user already exists')
    const taken = (await ethSignUp('walt', ethereumTestWallet(TEST_ETHEREUM_KEYS[1]))).res
    expect(errorOf(taken).error_description).toBe('user already exists')
  })

  it('applies invite codes to wallet sign-ups', async () => {
    t.config('registrations_open', false)
    const message = loginMessage('Ethereum', eth.address)
    const signature = await eth.signMessage(message)
    const res = await register({ username: 'walt', authentication_method: 'eip4361', message, signature })
    expect(errorOf(res).error_description).toBe('invite code is required')
    const code = createInviteCode(t.app.parley.db, null)
    expect(
      (await register({ username: 'walt', authentication_method: 'eip4361', message, signature, invite_code: code }))
        .statusCode,
    ).toBe(201)
    const reused = await ethSignUp('walt2', ethereumTestWallet(TEST_ETHEREUM_KEYS[1]))
    expect(errorOf(reused.res).error_description).toBe('invite code is required')
  })

  it('answers 418 for sign-up when the method is not offered; sign-in still works as in Mitra', async () => {
    const { message, signature } = await ethSignUp('walt')
    t.config('authentication_methods', ['password'])
    const res = (await ethSignUp('walt2', ethereumTestWallet(TEST_ETHEREUM_KEYS[1]))).res
    expect(res.statusCode).toBe(418)
    expect(errorOf(res).error_description).toBe('operation not supported')
    expect((await token({ grant_type: 'eip4361', message, signature })).statusCode).toBe(200)
  })
})

describe('Monero (caip122_monero) sign-up and sign-in', () => {
  it('registers with a spend-key signature and signs in with a view-key one', async () => {
    const message = loginMessage('Monero', xmr.address)
    const signature = xmr.signMessage(message)
    const res = await register({ username: 'monica', authentication_method: 'caip122_monero', message, signature })
    expect(res.statusCode).toBe(201)
    expect(res.json().authentication_methods).toEqual(['caip122_monero'])
    expect((await token({ grant_type: 'caip122_monero', message, signature })).statusCode).toBe(200)
    const replay = await token({ grant_type: 'caip122_monero', message, signature })
    expect(errorOf(replay).error_description).toBe("nonce can't be reused")
    const next = loginMessage('Monero', xmr.address)
    const viewSigned = await token({
      grant_type: 'caip122_monero',
      message: next,
      signature: xmr.signMessage(next, { key: 'view' }),
    })
    expect(viewSigned.statusCode).toBe(200)
  })

  it('follows the instance Monero network', async () => {
    t.config('monero_chain_id', 'monero:76ee3cc98646292206cd3e86f74d88b4')
    const message = loginMessage('Monero', xmr.address)
    const res = await register({
      username: 'monica',
      authentication_method: 'caip122_monero',
      message,
      signature: xmr.signMessage(message),
    })
    expect(errorOf(res).error_description).toBe('invalid signature')
  })

  it('reports every failure as invalid signature', async () => {
    for (const message of [
      loginMessage('Monero', xmr.address, { domain: 'elsewhere.example' }),
      loginMessage('Monero', xmr.address, { statement: 'Sign here' }),
      loginMessage('Ethereum', xmr.address),
      'hello',
    ]) {
      const res = await register({
        username: 'monica',
        authentication_method: 'caip122_monero',
        message,
        signature: xmr.signMessage(message),
      })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).error_description).toBe('invalid signature')
    }
    const message = loginMessage('Monero', xmr.address)
    const wrong = await token({ grant_type: 'caip122_monero', message, signature: xmr.signMessage(`${message} `) })
    expect(errorOf(wrong).error_description).toBe('invalid signature')
  })

  it('answers 418 for sign-up and sign-in when Monero is not configured', async () => {
    t.config('authentication_methods', ['password', 'eip4361'])
    const message = loginMessage('Monero', xmr.address)
    const signature = xmr.signMessage(message)
    for (const res of [
      await register({ username: 'monica', authentication_method: 'caip122_monero', message, signature }),
      await token({ grant_type: 'caip122_monero', message, signature }),
    ]) {
      expect(res.statusCode).toBe(418)
      expect(errorOf(res).error_description).toBe('operation not supported')
    }
    expect(errorOf(await token({ grant_type: 'caip122_monero', message })).error_description).toBe(
      'signature is required',
    )
  })
})
