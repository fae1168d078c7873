import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli } from '../cli'
import { chimeWav } from '../db/seed-media'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { TINY_PNG, upload, uploaded } from '../test/posts'

let t: TestApp
let alice: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
})
afterEach(() => t.close())

describe('POST /api/v1/media', () => {
  it('stores a base64 file and serves it under /media with its type', async () => {
    const res = await upload(t, alice.token)
    expect(res.statusCode).toBe(200)
    const attachment = res.json()
    expect(attachment).toMatchObject({ type: 'image', description: null })
    expect(attachment.preview_url).toBe(attachment.url)
    expect(attachment.url).toMatch(/^http:\/\/localhost:80\/media\/[0-9a-f]{64}\.png$/)
    const file = await t.call('GET', new URL(attachment.url).pathname)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true)
  })

  it.each([
    ['audio/x-wav', 'audio', 'audio/wav'],
    ['video/webm', 'video', 'video/webm'],
    ['video/x-m4v', 'video', 'video/x-m4v'],
    ['audio/mpeg', 'audio', 'audio/mpeg'],
  ])('gives %s the type %s', async (mediaType, type, served) => {
    const attachment = await uploaded(t, alice.token, chimeWav(), mediaType)
    expect(attachment.type).toBe(type)
    expect((await t.call('GET', new URL(attachment.url).pathname)).headers['content-type']).toBe(served)
  })

  it("refuses types the instance does not list: 'invalid media type <t>'", async () => {
    const res = await upload(t, alice.token, Buffer.from('%PDF-1.4'), 'application/pdf')
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('invalid media type application/pdf')
    const svg = await upload(t, alice.token, Buffer.from('<svg/>'), 'image/svg+xml')
    expect(errorOf(svg).error_description).toBe('invalid media type image/svg+xml')
  })

  it("refuses bad base64: 'base64 decoding error'", async () => {
    for (const file of ['not base64!', 'abc', 'data:image/png;base64,AAAA']) {
      const res = await t.call('POST', '/api/v1/media', { token: alice.token, json: { file, media_type: 'image/png' } })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res).error_description).toBe('base64 decoding error')
    }
    const missing = await t.call('POST', '/api/v1/media', { token: alice.token, json: { file: 'AAAA' } })
    expect(errorOf(missing).error_description).toBe('Json deserialize error: missing field `media_type`')
    expect(
      (await t.call('POST', '/api/v1/media', { json: { file: 'AAAA', media_type: 'image/png' } })).statusCode,
    ).toBe(401)
  })

  it('takes the size limit from the CLI, in bytes or with a K, M or G suffix', async () => {
    const io = { out: () => undefined, err: () => undefined }
    expect(runCli(['--data', t.dataDir, 'update-config', 'media_file_size_limit', '10M'], io)).toBe(0)
    const limit = async () =>
      (await t.call('GET', '/api/v1/instance')).json().configuration.media_attachments.image_size_limit
    expect(await limit()).toBe(10 * 1024 * 1024)
    expect(runCli(['--data', t.dataDir, 'update-config', 'media_file_size_limit', '512'], io)).toBe(0)
    expect(await limit()).toBe(512)
    expect(runCli(['--data', t.dataDir, 'update-config', 'media_file_size_limit', 'big'], io)).toBe(2)
    expect(runCli(['--data', t.dataDir, 'update-config', 'media_file_size_limit', '1G'], io)).toBe(2)
  })

  it("answers 400 'file is too large' over the size limit, 413 text/plain over twice the limit", async () => {
    t.config('media_file_size_limit', 1000)
    const instance = (await t.call('GET', '/api/v1/instance')).json()
    expect(instance.configuration.media_attachments.image_size_limit).toBe(1000)
    expect((await upload(t, alice.token, Buffer.alloc(1000, 1))).statusCode).toBe(200)
    const large = await upload(t, alice.token, Buffer.alloc(1200, 1))
    expect(large.statusCode).toBe(400)
    expect(errorOf(large).error_description).toBe('file is too large')
    const huge = await upload(t, alice.token, Buffer.alloc(1600, 1))
    expect(huge.statusCode).toBe(413)
    expect(huge.headers['content-type']).toMatch(/^text\/plain/)
    expect(huge.body).toBe('A payload reached size limit.')
    // Any body over the limit, also without a Content-Length.
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      payload: Readable.from([Buffer.from(JSON.stringify({ file: 'x'.repeat(3000), media_type: 'image/png' }))]),
    })
    expect(streamed.statusCode).toBe(413)
  })
})

describe('PUT /api/v1/media/{id}', () => {
  it('sets and clears the description of own attachments', async () => {
    const { id } = await uploaded(t, alice.token)
    const res = await t.call('PUT', `/api/v1/media/${id}`, {
      token: alice.token,
      json: { description: 'A red square' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, description: 'A red square' })
    const post = await t.call('POST', '/api/v1/statuses', {
      token: alice.token,
      json: { status: 'pic', 'media_ids[]': [id] },
    })
    expect(post.json().media_attachments[0].description).toBe('A red square')
    const cleared = await t.call('PUT', `/api/v1/media/${id}`, { token: alice.token, json: { description: null } })
    expect(cleared.json().description).toBeNull()
  })

  it("refuses long descriptions (over 3000 bytes) and others' attachments", async () => {
    const { id } = await uploaded(t, alice.token)
    expect(
      (await t.call('PUT', `/api/v1/media/${id}`, { token: alice.token, json: { description: 'é'.repeat(1500) } }))
        .statusCode,
    ).toBe(200)
    const long = await t.call('PUT', `/api/v1/media/${id}`, {
      token: alice.token,
      json: { description: 'é'.repeat(1501) },
    })
    expect(long.statusCode).toBe(400)
    expect(errorOf(long).error_description).toBe('media description is too long')
    const bob = await t.signUp('bob')
    const other = await t.call('PUT', `/api/v1/media/${id}`, { token: bob.token, json: { description: 'mine' } })
    expect(other.statusCode).toBe(404)
    expect(errorOf(other).error_description).toBe('attachment not found')
  })
})

describe('custom emojis', () => {
  it('lists emojis added with the CLI (add-emoji NAME FILE) and uses them in posts', async () => {
    expect((await t.call('GET', '/api/v1/custom_emojis')).json()).toEqual([])
    const file = join(t.dataDir, 'blob.png')
    writeFileSync(file, TINY_PNG)
    const out: string[] = []
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) }
    expect(runCli(['--data', t.dataDir, 'add-emoji', ':blob_cat:', file], io)).toBe(0)
    expect(runCli(['--data', t.dataDir, 'add-emoji', 'blob_cat', file], io)).toBe(1)
    expect(runCli(['--data', t.dataDir, 'add-emoji', 'bad name', file], io)).toBe(2)
    expect(runCli(['--data', t.dataDir, 'add-emoji', 'text', join(t.dataDir, 'notes.txt')], io)).toBe(2)
    const list = (await t.call('GET', '/api/v1/custom_emojis')).json()
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ shortcode: 'blob_cat', visible_in_picker: true })
    expect((await t.call('GET', new URL(list[0].url).pathname)).headers['content-type']).toBe('image/png')
    const post = await t.call('POST', '/api/v1/statuses', { token: alice.token, json: { status: 'meow :blob_cat:' } })
    expect(post.json().emojis).toEqual(list)
  })
})
