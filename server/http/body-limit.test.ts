import { Readable } from 'node:stream'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { isJsonFlood, SMALL_BODY_LIMIT } from './body-limit'

let t: TestApp
let token: string
beforeEach(async () => {
  t = createTestApp()
  token = (await t.signUp('alice')).token
})
afterEach(() => t.close())

/** 39 MB of `[{},{},…]`: millions of objects for a parser to build. */
const flood = () => `[${'{},'.repeat(13_000_000)}{}]`

const send = (method: 'POST' | 'PATCH', url: string, body: string, chunked = false) =>
  t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(chunked ? { 'transfer-encoding': 'chunked' } : {}),
    },
    payload: chunked ? Readable.from([Buffer.from(body)]) : body,
  })

describe('body limits', () => {
  it('refuses more than 1 MiB on a route without files, with or without a Content-Length, a token or not', async () => {
    const big = JSON.stringify({ status: 'x'.repeat(SMALL_BODY_LIMIT) })
    for (const chunked of [false, true]) {
      for (const url of ['/api/v1/statuses', '/oauth/token', '/api/v1/settings/import_follows']) {
        const answer = await send('POST', url, big, chunked)
        expect(answer.statusCode, url).toBe(413)
        expect(answer.body).toBe('A payload reached size limit.')
      }
    }
    // A post of the longest text the instance takes is far under it.
    expect((await send('POST', '/api/v1/statuses', JSON.stringify({ status: 'x'.repeat(5000) }))).statusCode).toBe(200)
  })

  it('keeps twice the media limit where files are sent', async () => {
    t.config('media_file_size_limit', SMALL_BODY_LIMIT)
    const avatar = JSON.stringify({ avatar: 'A'.repeat(SMALL_BODY_LIMIT + 10), avatar_media_type: 'image/png' })
    // Read, then refused for what it is (too large a file), not for its size on the wire.
    const answer = await send('PATCH', '/api/v1/accounts/update_credentials', avatar)
    expect(answer.statusCode).toBe(400)
  })

  it('refuses a flood of JSON values at once, without holding the other requests', async () => {
    const body = flood()
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const started = performance.now()
    const [refused, instance] = await Promise.all([
      send('PATCH', '/api/v1/accounts/update_credentials', body, true),
      t.call('GET', '/api/v1/instance'),
    ])
    const took = performance.now() - started
    delay.disable()
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).error_description).toBe('Json deserialize error: too many objects and arrays for a request')
    expect(instance.statusCode).toBe(200)
    // The longest the thread was held meanwhile (the histogram's figures are in nanoseconds).
    expect(delay.max / 1e6, `${took.toFixed(0)} ms in all`).toBeLessThan(100)
  })

  it('counts objects and arrays only in large bodies, and stops counting at the limit', () => {
    expect(isJsonFlood('[{},{}]')).toBe(false)
    expect(isJsonFlood(`{"avatar":"${'A'.repeat(2 * SMALL_BODY_LIMIT)}"}`)).toBe(false)
    expect(isJsonFlood(`[${'[],'.repeat(SMALL_BODY_LIMIT)}[]]`)).toBe(true)
  })
})
