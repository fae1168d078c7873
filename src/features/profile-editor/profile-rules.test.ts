import { describe, expect, it } from 'vitest'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import {
  canAddField,
  cleanFields,
  displayNameTooLong,
  draftOf,
  draftProblem,
  duplicateLabels,
  imageTypesOf,
  isSupportedImage,
  MAX_FIELDS,
  payloadOf,
  storedImage,
  unlabelledFields,
} from './profile-rules'

const field = (name: string, value = 'x') => ({ name, value })

describe('display name', () => {
  it('allows 75 characters once trimmed, not 76', () => {
    expect(displayNameTooLong('a'.repeat(75))).toBe(false)
    expect(displayNameTooLong(`  ${'a'.repeat(75)}  `)).toBe(false)
    expect(displayNameTooLong('a'.repeat(76))).toBe(true)
  })

  it('counts an emoji as one character', () => {
    expect(displayNameTooLong('😀'.repeat(75))).toBe(false)
  })
})

describe('extra fields', () => {
  it('marks a label that repeats an earlier one, after trimming', () => {
    expect([...duplicateLabels([field('Site'), field('Pronouns'), field(' Site '), field('')])]).toEqual([2])
    expect(duplicateLabels([field(''), field('')]).size).toBe(0)
  })

  it('marks content without a label', () => {
    expect([...unlabelledFields([field('', 'orphan'), field('', ''), field('A', '')])]).toEqual([0])
  })

  it('trims labels and contents and drops empty rows', () => {
    expect(cleanFields([field(' Site ', ' https://a.test '), field('  ', ' '), field('Empty', '')])).toEqual([
      { name: 'Site', value: 'https://a.test' },
      { name: 'Empty', value: '' },
    ])
  })

  it('stops adding at the limit of 10', () => {
    expect(MAX_FIELDS).toBe(10)
    expect(canAddField(Array.from({ length: 9 }, (_, i) => field(`f${i}`)))).toBe(true)
    expect(canAddField(Array.from({ length: 10 }, (_, i) => field(`f${i}`)))).toBe(false)
  })
})

describe('images', () => {
  it('offers only the instance types that are images', () => {
    const instance = makeInstance({
      configuration: {
        statuses: { max_characters: 500, max_media_attachments: 4 },
        media_attachments: { supported_mime_types: ['image/png', 'video/mp4', 'image/webp', 'audio/mpeg'] },
      },
    })
    const types = imageTypesOf(instance)
    expect(types).toEqual(['image/png', 'image/webp'])
    expect(isSupportedImage('image/png', types)).toBe(true)
    expect(isSupportedImage('IMAGE/PNG', types)).toBe(true)
    expect(isSupportedImage('image/gif', types)).toBe(false)
    expect(isSupportedImage('video/mp4', types)).toBe(false)
    expect(imageTypesOf(undefined)).toEqual([])
  })

  it("treats Mitra's generated default image as no image", () => {
    expect(storedImage('https://parley.test/api/v1/accounts/identicon?input=x')).toBeNull()
    expect(storedImage('https://parley.test/api/v1/accounts/identicon')).toBeNull()
    expect(storedImage(null)).toBeNull()
    expect(storedImage('https://parley.test/media/a.png')).toBe('https://parley.test/media/a.png')
  })
})

describe('the draft and its payload', () => {
  const user = makeUser({
    display_name: 'Alice',
    note: '<p>Hi <strong>there</strong></p>',
    locked: true,
    mention_policy: 'only_contacts',
    source: { note: 'Hi **there**', fields: [{ name: 'Site', value: 'https://a.test', verified_at: null }] },
  })

  it('starts from the source texts with the images kept', () => {
    expect(draftOf(user)).toEqual({
      displayName: 'Alice',
      note: 'Hi **there**',
      locked: true,
      bot: false,
      mentionPolicy: 'only_contacts',
      fields: [{ name: 'Site', value: 'https://a.test' }],
      avatar: null,
      header: null,
    })
  })

  it('sends every part: trimmed name and fields, null images to keep, "" to remove', () => {
    const draft = {
      ...draftOf(user),
      displayName: '  Alice A.  ',
      fields: [field(' Site ', ' b '), field('', '')],
      header: 'remove' as const,
    }
    expect(payloadOf(draft)).toEqual({
      display_name: 'Alice A.',
      note: 'Hi **there**',
      avatar: null,
      avatar_media_type: null,
      header: '',
      header_media_type: null,
      locked: true,
      mention_policy: 'only_contacts',
      fields_attributes: [{ name: 'Site', value: 'b' }],
    })
    expect(payloadOf({ ...draft, bot: true })).not.toHaveProperty('bot')
    expect(payloadOf({ ...draft, bot: true }, true)).toMatchObject({ bot: true, locked: true })
    expect(payloadOf(draft, true)).toMatchObject({ bot: false })
    expect(payloadOf({ ...draft, avatar: { data: 'iVBO', mediaType: 'image/png' } })).toMatchObject({
      avatar: 'iVBO',
      avatar_media_type: 'image/png',
    })
  })

  it('names what blocks saving', () => {
    const base = draftOf(user)
    expect(draftProblem(base)).toBeNull()
    expect(draftProblem({ ...base, displayName: 'a'.repeat(76) })).toBe('display-name')
    expect(draftProblem({ ...base, fields: [field('A'), field('A')] })).toBe('duplicate-label')
    expect(draftProblem({ ...base, fields: [field('', 'b')] })).toBe('missing-label')
  })
})
