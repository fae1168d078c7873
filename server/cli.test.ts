import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli } from './cli'
import { createTestApp, errorOf, type TestApp } from './test/helpers'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

/** Runs the CLI on the test instance's data directory while the instance is running. */
function cli(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = runCli(['--data', t.dataDir, ...args], { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const signIn = (username: string, password: string) =>
  t.call('POST', '/oauth/token', { json: { grant_type: 'password', username, password } })

describe('instance CLI', () => {
  it('creates accounts with a role, lists them, changes roles and passwords', async () => {
    expect(cli('create-account', 'boss', 'pw1', 'admin').code).toBe(0)
    expect(cli('create-account', 'quiet', 'pw2', 'read_only_user').code).toBe(0)
    const token = (await signIn('boss', 'pw1')).json().access_token
    const me = await t.call('GET', '/api/v1/accounts/verify_credentials', { token })
    expect(me.json().role.name).toBe('admin')

    const list = cli('list-accounts')
    expect(list.out).toMatch(/boss\s+admin/)
    expect(list.out).toMatch(/quiet\s+read_only_user/)

    expect(cli('set-role', 'quiet', 'user').code).toBe(0)
    expect(cli('set-password', 'quiet', 'new-pass').code).toBe(0)
    expect((await signIn('quiet', 'pw2')).statusCode).toBe(400)
    const quiet = (await signIn('quiet', 'new-pass')).json().access_token
    expect((await t.call('GET', '/api/v1/accounts/verify_credentials', { token: quiet })).json().role.name).toBe('user')
  })

  it('refuses bad arguments with a usage line and a non-zero exit', () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['create-account', 'x'],
      ['create-account', 'x', 'pw', 'king'],
      ['create-account', 'Bad Name', 'pw', 'user'],
      ['set-role', 'x'],
      ['update-config', 'nope', '1'],
      ['update-config', 'registrations_open', 'maybe'],
      ['update-config', 'post_character_limit', '-5'],
    ]) {
      const r = cli(...args)
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.err).toContain('usage: npm run instance')
    }
    expect(cli('set-role', 'ghost', 'admin').code).toBe(1)
    cli('create-account', 'twice', 'pw', 'user')
    expect(cli('create-account', 'twice', 'pw', 'user').err).toContain('user already exists')
  })

  it('documents the settings in --help', () => {
    const help = cli('--help')
    expect(help.code).toBe(0)
    for (const key of [
      'instance_title',
      'registrations_open',
      'instance_timeline_public',
      'federated_timeline_restricted',
      'post_character_limit',
      'max_media_attachments',
      'ipfs_gateway_url',
      'login_message',
    ]) {
      expect(help.out).toContain(key)
    }
  })

  it('generates single-use invite codes that sign-up accepts', async () => {
    expect(cli('update-config', 'registrations_open', 'false').code).toBe(0)
    const code = cli('generate-invite-code', 'for a friend').out.trim()
    expect(code).toMatch(/^[0-9a-f]{32}$/)
    const ok = await t.call('POST', '/api/v1/accounts', {
      json: { username: 'friend', password: 'x', invite_code: code },
    })
    expect(ok.statusCode).toBe(201)
    expect(cli('list-invite-codes').out).toContain(`${code} used for a friend`)
  })

  it('changes settings of the running instance without a restart', async () => {
    cli('update-config', 'instance_title', 'Renamed')
    cli('update-config', 'post_character_limit', '42')
    cli('update-config', 'instance_timeline_public', 'false')
    cli('update-config', 'ipfs_gateway_url', 'https://ipfs.example')
    const instance = (await t.call('GET', '/api/v1/instance')).json()
    expect(instance.title).toBe('Renamed')
    expect(instance.configuration.statuses.max_characters).toBe(42)
    expect(instance.allow_unauthenticated.timeline_local).toBe(false)
    expect(instance.ipfs_gateway_url).toBe('https://ipfs.example')
    expect(errorOf(await t.call('GET', '/api/v1/timelines/public?local=true')).error_description).toBe(
      'authentication required',
    )
    cli('update-config', 'ipfs_gateway_url', '')
    expect((await t.call('GET', '/api/v1/instance')).json().ipfs_gateway_url).toBeNull()
  })

  it('configures sign-in methods and the Monero blockchain of the instance', async () => {
    const before = (await t.call('GET', '/api/v1/instance')).json()
    expect(before.authentication_methods).toEqual(['password', 'eip4361', 'caip122_monero'])
    expect(before.blockchains).toEqual([])

    expect(cli('update-config', 'authentication_methods', 'password, caip122_monero').code).toBe(0)
    expect(cli('update-config', 'monero_subscriptions', 'true').code).toBe(0)
    expect(cli('update-config', 'monero_chain_id', 'stagenet').code).toBe(0)
    expect(cli('update-config', 'monero_chain_description', 'Pay with *stagenet* coins').code).toBe(0)
    const after = (await t.call('GET', '/api/v1/instance')).json()
    expect(after.authentication_methods).toEqual(['password', 'caip122_monero'])
    expect(after.blockchains).toEqual([
      {
        chain_id: 'monero:76ee3cc98646292206cd3e86f74d88b4',
        chain_metadata: { description: expect.stringContaining('<em>stagenet</em>') },
        features: { subscriptions: true },
      },
    ])

    cli('update-config', 'monero_chain_description', '')
    expect((await t.call('GET', '/api/v1/instance')).json().blockchains[0].chain_metadata).toBeNull()
    cli('update-config', 'monero_subscriptions', 'false')
    expect((await t.call('GET', '/api/v1/instance')).json().blockchains).toEqual([])

    for (const [key, value] of [
      ['authentication_methods', ''],
      ['authentication_methods', 'password,sms'],
      ['authentication_methods', 'password,password'],
      ['monero_chain_id', 'eip155:1'],
      ['monero_subscriptions', 'yes'],
    ]) {
      expect(cli('update-config', key ?? '', value ?? '').code, `${key} ${value}`).toBe(2)
    }
  })
})
