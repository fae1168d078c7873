import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { registerContractHook } from './contract'
import { CONTENT_SECURITY_POLICY } from './security'

let t: TestApp
afterEach(() => t.close())

function withClient(): TestApp {
  const dir = mkdtempSync(join(tmpdir(), 'parley-client-'))
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Parley</title><div id="root"></div>')
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), 'console.log(1)')
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync('console.log(1)'))
  writeFileSync(join(dir, 'assets', 'custom.css'), '')
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()')
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  t = createTestApp({ clientDir: dir })
  return t
}

describe('serving the client', () => {
  it('serves index.html for app routes (history fallback) with no-cache and the CSP', async () => {
    withClient()
    for (const path of [
      '/',
      '/home',
      '/post/0192a3b4-0000-7000-8000-000000000000',
      '/@alice@remote.example',
      '/tag/x?y=1',
    ]) {
      const res = await t.call('GET', path)
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    }
  })

  it('caches hashed assets for a year but not custom.css; missing files are 404', async () => {
    withClient()
    const asset = await t.call('GET', '/assets/index-AbCd1234.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const custom = await t.call('GET', '/assets/custom.css')
    expect(custom.statusCode).toBe(200)
    expect(custom.headers['cache-control']).toBe('no-cache')
    const worker = await t.call('GET', '/sw.js')
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect((await t.call('GET', '/assets/missing.js')).statusCode).toBe(404)
    expect((await t.call('GET', '/favicon.ico')).statusCode).toBe(404)
  })

  it('sends the precompressed copy of an asset to browsers that accept it, cached the same', async () => {
    withClient()
    const res = await t.call('GET', '/assets/index-AbCd1234.js', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers 503 with a hint when the client is not built', async () => {
    t = createTestApp()
    const res = await t.call('GET', '/home')
    expect(res.statusCode).toBe(503)
    expect(res.body).toContain('npm run build')
  })

  it('sends the security headers on every response', async () => {
    t = createTestApp()
    for (const path of ['/api/v1/instance', '/api/v1/nothing', '/robots.txt', '/home']) {
      const res = await t.call('GET', path)
      expect(res.headers['content-security-policy'], path).toContain("script-src 'self'")
      expect(res.headers['content-security-policy']).not.toContain('unsafe-inline')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['permissions-policy']).toContain('camera=()')
    }
  })

  it('serves a robots.txt that keeps crawlers out of the API and private pages', async () => {
    t = createTestApp()
    const res = await t.call('GET', '/robots.txt')
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toContain('Disallow: /api/')
    expect(res.body).toContain('Disallow: /settings')
    expect(res.body).toContain('Allow: /about')
  })

  it('answers CORS preflights on the API', async () => {
    t = createTestApp()
    const res = await t.call('OPTIONS', '/api/v1/timelines/home')
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-headers']).toContain('Authorization')
  })
})

describe('bad input is always a 4xx with error_description', () => {
  it('maps unknown API routes, bad JSON and bad content types', async () => {
    t = createTestApp()
    const unknown = await t.call('GET', '/api/v1/nothing')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-type']).toMatch(/^application\/json/)
    expect(errorOf(unknown).error_description).toBe('endpoint not found')
    const badJson = await t.call('POST', '/api/v1/accounts', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    })
    expect(badJson.statusCode).toBe(400)
    expect(errorOf(badJson).error_description).toMatch(/^Json deserialize error: /)
    const empty = await t.call('POST', '/oauth/token', { body: '', headers: { 'content-type': 'application/json' } })
    expect(errorOf(empty).error_description).toMatch(/^Json deserialize error: EOF/)
    const text = await t.call('POST', '/oauth/token', { body: 'hi', headers: { 'content-type': 'text/plain' } })
    expect(errorOf(text).error_description).toBe('Content type error')
  })

  it('never answers 5xx to odd requests', async () => {
    t = createTestApp()
    const { token } = await t.signUp('fuzz')
    const bodies: unknown[] = [
      null,
      [],
      'x',
      42,
      true,
      {},
      { status: null },
      { status: ['a'] },
      { username: {}, password: [] },
      { grant_type: 7 },
      { token: null },
      { 'media_ids[]': ['x'] },
      { status: 'x', 'media_ids[]': 'x' },
      { status: 'x', quote_id: '00000000-0000-4000-8000-000000000000' },
      { status: 'x', 'poll[options][]': ['a', 'b'] },
    ]
    const posts = ['/api/v1/accounts', '/oauth/token', '/oauth/revoke', '/api/v1/statuses']
    const gets = [
      '/api/v1/accounts/%00',
      '/api/v1/accounts/lookup?acct=',
      '/api/v1/accounts/lookup?acct=a&acct=b',
      '/api/v1/statuses/%20/thread',
      '/api/v1/timelines/tag/%E2%9C%93?limit=-1',
      '/api/v1/timelines/home?max_id=&limit=',
      '/api/v1/accounts/identicon?input=' + 'x'.repeat(5000),
    ]
    for (const url of posts) {
      for (const json of bodies) {
        const res = await t.call('POST', url, {
          token,
          body: JSON.stringify(json),
          headers: { 'content-type': 'application/json' },
        })
        expect(res.statusCode, `${url} ${JSON.stringify(json)}`).toBeLessThan(500)
        if (res.statusCode >= 400 && res.statusCode !== 429)
          expect(typeof errorOf(res).error_description).toBe('string')
      }
    }
    for (const url of gets) {
      const res = await t.call('GET', url, { token })
      expect(res.statusCode, url).toBeLessThan(500)
    }
  })
})

describe('contract hook', () => {
  it('turns a response that breaks the contract into a loud 500', async () => {
    const app = Fastify()
    registerContractHook(
      app,
      async () =>
        ({ method, path }) =>
          method === 'GET' && path === '/api/v1/bad' ? ['/id must be string'] : [],
    )
    app.get('/api/v1/bad', async () => ({ id: 1 }))
    app.get('/api/v1/good', async () => ({ id: '1' }))
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bad = await app.inject({ method: 'GET', url: '/api/v1/bad?x=1' })
    expect(bad.statusCode).toBe(500)
    expect(bad.json()).toEqual({
      error: 'contract violation',
      error_description: 'contract violation: /id must be string',
    })
    expect(spy).toHaveBeenCalled()
    expect((await app.inject({ method: 'GET', url: '/api/v1/good' })).statusCode).toBe(200)
    await app.close()
    t = createTestApp()
  })
})
