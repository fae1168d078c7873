import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/helpers'
import { created } from '../test/posts'
import { chooseEncoding } from './compression'

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})

describe('compressed API answers', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = createTestApp()
    token = (await t.signUp('ada')).token
    for (let i = 0; i < 5; i++)
      await created(t, token, { status: `Post number ${i}, long enough to make the page worth compressing.` })
  })
  afterAll(() => t.close())

  it('compresses large JSON for clients that accept it and leaves the others alone', async () => {
    const url = '/api/v1/timelines/home'
    const auth = { authorization: `Bearer ${token}` }
    const plain = await t.app.inject({ method: 'GET', url, headers: auth })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const body = plain.body
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024)
    const br = await t.app.inject({ method: 'GET', url, headers: { ...auth, 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(body) / 2)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body)
    const gz = await t.app.inject({ method: 'GET', url, headers: { ...auth, 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(body)
    expect(gz.headers.vary).toContain('Accept-Encoding')
  })

  it('sends small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/custom_emojis',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})
