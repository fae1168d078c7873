import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ONE_PIXEL_PNG } from '../domain/identicon'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const PNG = ONE_PIXEL_PNG.toString('base64')
const update = (token: string, json: unknown) => t.call('PATCH', '/api/v1/accounts/update_credentials', { token, json })

describe('PATCH /api/v1/accounts/update_credentials', () => {
  it('saves name, bio as HTML with its source, fields, locked and mention policy', async () => {
    const { token } = await t.signUp('alice')
    const res = await update(token, {
      display_name: 'Alice A.',
      note: 'Hello **there**, see https://example.org',
      locked: true,
      mention_policy: 'only_contacts',
      fields_attributes: [
        { name: ' Site ', value: 'https://alice.example' },
        { name: '', value: 'dropped' },
        { name: 'Pronouns', value: 'she/her' },
      ],
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.display_name).toBe('Alice A.')
    expect(body.note).toContain('<a href="https://example.org"')
    expect(body.note).not.toContain('<strong>')
    expect(body.source.note).toBe('Hello **there**, see https://example.org')
    expect(body.locked).toBe(true)
    expect(body.mention_policy).toBe('only_contacts')
    expect(body.fields.map((f: { name: string }) => f.name)).toEqual(['Site', 'Pronouns'])
    expect(body.fields[0].value).toContain('<a href="https://alice.example"')
    expect(body.fields[0].verified_at).toBeNull()
    expect(body.source.fields).toEqual([
      { name: 'Site', value: 'https://alice.example', verified_at: null, is_legacy_proof: false },
      { name: 'Pronouns', value: 'she/her', verified_at: null, is_legacy_proof: false },
    ])
  })

  it('replaces the profile as Mitra 3.21 does: omitted name, bio and fields clear, omitted locked unlocks', async () => {
    const { token } = await t.signUp('alice')
    await update(token, {
      display_name: 'A',
      note: 'bio',
      locked: true,
      mention_policy: 'only_known',
      fields_attributes: [{ name: 'a', value: 'b' }],
    })
    const res = await update(token, {})
    expect(res.json()).toMatchObject({
      display_name: null,
      note: '',
      locked: false,
      mention_policy: 'only_known',
      fields: [],
    })
    expect(res.json().source.note).toBeNull()
  })

  it('keeps what is omitted on Mitra 5.9 (v5.9.1 mitra_api/src/mastodon_api/accounts/types.rs, AccountUpdateForm: every field optional)', async () => {
    await t.close()
    t = createTestApp({ mitra: '5.9' })
    const { token } = await t.signUp('alice')
    await update(token, {
      display_name: 'A',
      note: 'bio',
      locked: true,
      fields_attributes: [{ name: 'a', value: '*b*' }],
    })
    const res = await update(token, { note: 'new bio' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ display_name: 'A', locked: true, fields: [{ name: 'a' }] })
    expect(res.json().source).toMatchObject({ note: 'new bio', fields: [{ name: 'a', value: '*b*' }] })
  })

  it('takes JSON (or multipart), never a form, and needs a body, in both releases (update_credentials: Either<MultipartForm, Json>)', async () => {
    for (const mitra of ['3.21', '5.9'] as const) {
      await t.close()
      t = createTestApp({ mitra })
      const { token } = await t.signUp('alice')
      const form = await t.call('PATCH', '/api/v1/accounts/update_credentials', {
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'display_name=A',
      })
      expect([mitra, form.statusCode, errorOf(form).error_description]).toEqual([mitra, 400, 'Content type error'])
      const none = await t.call('PATCH', '/api/v1/accounts/update_credentials', { token })
      expect([mitra, none.statusCode, errorOf(none).error_description]).toEqual([mitra, 400, 'Content type error'])
    }
  })

  it('stores an avatar and header, keeps them on null and removes them on ""', async () => {
    const { token } = await t.signUp('alice')
    const set = await update(token, {
      avatar: PNG,
      avatar_media_type: 'image/png',
      header: PNG,
      header_media_type: 'image/png',
    })
    expect(set.statusCode).toBe(200)
    const avatar = set.json().avatar as string
    expect(avatar).toMatch(/\/media\/[0-9a-f]{64}\.png$/)
    expect(existsSync(join(t.dataDir, 'media', avatar.split('/').pop() ?? ''))).toBe(true)
    const kept = await update(token, { avatar: null, header: null })
    expect(kept.json().avatar).toBe(avatar)
    expect(kept.json().header).toBe(set.json().header)
    const removed = await update(token, { avatar: '', header: '' })
    expect(removed.json().avatar).toMatch(/\/api\/v1\/accounts\/identicon\?input=/)
    expect(removed.json().header).toMatch(/\/api\/v1\/accounts\/identicon$/)
  })

  it.each([
    { json: { display_name: 'x'.repeat(201) }, message: 'display name is too long' },
    { json: { note: 'x'.repeat(10_001) }, message: 'bio is too long' },
    { json: { mention_policy: 'everyone' }, message: 'invalid mention policy' },
    {
      json: { fields_attributes: Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, value: 'v' })) },
      message: 'at most 10 fields are allowed',
    },
    { json: { fields_attributes: [{ name: 'n'.repeat(501), value: 'v' }] }, message: 'field name is too long' },
    { json: { fields_attributes: [{ name: 'n', value: 'v'.repeat(5001) }] }, message: 'field value is too long' },
    { json: { avatar: PNG }, message: 'no media type' },
    { json: { avatar: PNG, avatar_media_type: 'video/mp4' }, message: 'invalid media type video/mp4' },
    { json: { header: PNG, header_media_type: 'image/svg+xml' }, message: 'invalid media type image/svg+xml' },
    { json: { avatar: 'not base64!', avatar_media_type: 'image/png' }, message: 'base64 decoding error' },
    { json: { locked: 'yes' }, message: 'Json deserialize error: invalid type: string "yes", expected a boolean' },
  ])('refuses with "$message"', async ({ json, message }) => {
    const { token } = await t.signUp('alice')
    const res = await update(token, json)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe(message)
  })

  it('accepts exactly 10 fields and a 200-character name', async () => {
    const { token } = await t.signUp('alice')
    const res = await update(token, {
      display_name: 'é'.repeat(200),
      fields_attributes: Array.from({ length: 10 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().fields).toHaveLength(10)
  })

  it('refuses images over 5 MB', async () => {
    const { token } = await t.signUp('alice')
    const big = Buffer.alloc(5_000_001).toString('base64')
    const res = await update(token, { avatar: big, avatar_media_type: 'image/png' })
    expect(errorOf(res).error_description).toBe('file is too large')
  })

  it('needs a token', async () => {
    expect((await t.call('PATCH', '/api/v1/accounts/update_credentials', { json: {} })).statusCode).toBe(401)
  })
})
