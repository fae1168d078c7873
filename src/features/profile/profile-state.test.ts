import { describe, expect, it } from 'vitest'
import type { Relationship } from '@/api/relationships/types'
import { ApiError } from '@/lib/http'
import {
  canToggleFollowFlags,
  hasAtomFeed,
  isProfileNotFound,
  isRemote,
  originalProfileUrl,
  relationshipButtons,
  showsSubscriberCount,
  visibleTabs,
} from './profile-state'
import { makeRelationship } from '@/lib/testing/fixtures'

const relationship = (fields: Partial<Relationship>): Relationship => makeRelationship('a1', fields)

describe('relationshipButtons', () => {
  const flags = ['following', 'requested', 'requested_by', 'followed_by', 'muting'] as const
  // Every combination of the fields that could matter.
  const combinations = Array.from(
    { length: 1 << flags.length },
    (_, mask) =>
      Object.fromEntries(flags.map((flag, bit) => [flag, Boolean(mask & (1 << bit))])) as Record<
        (typeof flags)[number],
        boolean
      >,
  )

  it.each(combinations)('follows the spec for %o', (fields) => {
    const buttons = relationshipButtons(relationship(fields), true)
    const expected: string[] = []
    if (!fields.following && !fields.requested) expected.push('follow')
    if (fields.following) expected.push('unfollow')
    if (fields.requested) expected.push('cancelRequest')
    if (fields.requested_by) expected.push('accept', 'reject')
    expect(buttons).toEqual(expected)
  })

  // Every combination of following, requested, requested_by and muting, written out (F = follow,
  // U = unfollow, C = cancel request, A/R = accept and reject); followed_by never changes them.
  const B = { F: 'follow', U: 'unfollow', C: 'cancelRequest', A: 'accept', R: 'reject' } as const
  const table: [following: boolean, requested: boolean, requestedBy: boolean, muting: boolean, buttons: string][] = [
    [false, false, false, false, 'F'],
    [false, false, false, true, 'F'],
    [false, false, true, false, 'FAR'],
    [false, false, true, true, 'FAR'],
    [false, true, false, false, 'C'],
    [false, true, false, true, 'C'],
    [false, true, true, false, 'CAR'],
    [false, true, true, true, 'CAR'],
    [true, false, false, false, 'U'],
    [true, false, false, true, 'U'],
    [true, false, true, false, 'UAR'],
    [true, false, true, true, 'UAR'],
    [true, true, false, false, 'UC'],
    [true, true, false, true, 'UC'],
    [true, true, true, false, 'UCAR'],
    [true, true, true, true, 'UCAR'],
  ]

  it('lists all sixteen combinations of following, requested, requested_by and muting', () => {
    const seen = new Set(table.map(([a, b, c, d]) => `${a}${b}${c}${d}`))
    expect(seen.size).toBe(16)
  })

  it.each(table)(
    'following=%s requested=%s requested_by=%s muting=%s gives %s',
    (following, requested, requested_by, muting, letters) => {
      const expected = [...letters].map((letter) => B[letter as keyof typeof B])
      for (const followed_by of [false, true]) {
        expect(
          relationshipButtons(relationship({ following, requested, requested_by, muting, followed_by }), true),
        ).toEqual(expected)
      }
    },
  )

  it('names the cases plainly', () => {
    expect(relationshipButtons(relationship({}), true)).toEqual(['follow'])
    expect(relationshipButtons(relationship({ following: true }), true)).toEqual(['unfollow'])
    expect(relationshipButtons(relationship({ requested: true }), true)).toEqual(['cancelRequest'])
    expect(relationshipButtons(relationship({ requested_by: true }), true)).toEqual(['follow', 'accept', 'reject'])
    expect(relationshipButtons(relationship({ followed_by: true, muting: true }), true)).toEqual(['follow'])
  })

  it('offers guests follow only, and shows nothing while the relationship loads', () => {
    expect(relationshipButtons(undefined, false)).toEqual(['follow'])
    expect(relationshipButtons(relationship({ following: true }), false)).toEqual(['follow'])
    expect(relationshipButtons(undefined, true)).toEqual([])
  })

  it('offers the reposts and replies toggles only while following or requested', () => {
    expect(canToggleFollowFlags(relationship({}))).toBe(false)
    expect(canToggleFollowFlags(relationship({ followed_by: true }))).toBe(false)
    expect(canToggleFollowFlags(relationship({ following: true }))).toBe(true)
    expect(canToggleFollowFlags(relationship({ requested: true }))).toBe(true)
    expect(canToggleFollowFlags(undefined)).toBe(false)
  })
})

describe('remote profiles and stats', () => {
  it('calls a profile remote when its address differs from its username', () => {
    expect(isRemote({ acct: 'alice', username: 'alice' })).toBe(false)
    expect(isRemote({ acct: 'carol@remote.example', username: 'carol' })).toBe(true)
  })

  it('offers the Atom feed only for local accounts', () => {
    expect(hasAtomFeed({ acct: 'alice', username: 'alice' })).toBe(true)
    expect(hasAtomFeed({ acct: 'carol@remote.example', username: 'carol' })).toBe(false)
  })

  it("links a remote profile's web page, never a local one or a non-web address", () => {
    const remote = { acct: 'mira@remote.example', username: 'mira' }
    expect(originalProfileUrl({ ...remote, url: 'https://remote.example/users/mira' })?.href).toBe(
      'https://remote.example/users/mira',
    )
    expect(originalProfileUrl({ ...remote, url: 'http://remote.example/@mira' })?.host).toBe('remote.example')
    expect(originalProfileUrl({ acct: 'alice', username: 'alice', url: 'https://here.example/users/alice' })).toBeNull()
    expect(originalProfileUrl({ ...remote, url: 'javascript:alert(1)' })).toBeNull()
    expect(originalProfileUrl({ ...remote, url: 'not a url' })).toBeNull()
    expect(originalProfileUrl({ ...remote, url: '' })).toBeNull()
  })

  it('shows the subscriber count on a profile that offers a subscription or has subscribers', () => {
    const base = { id: 'c1', acct: 'carol', payment_options: [], subscribers_count: 0 }
    const monero = { type: 'monero-subscription' as const, chain_id: 'monero:x', price: 38580, object_id: null }
    const link = { type: 'link' as const, name: 'MoneroSubscription', href: 'https://pay.example/carol' }
    expect(showsSubscriberCount(base)).toBe(false)
    expect(showsSubscriberCount({ ...base, subscribers_count: 2 })).toBe(true)
    expect(showsSubscriberCount({ ...base, payment_options: [monero] })).toBe(true)
    expect(showsSubscriberCount({ ...base, payment_options: [link] })).toBe(true)
    expect(
      showsSubscriberCount({
        ...base,
        payment_options: [{ type: 'link' as const, name: 'Website', href: 'https://x.example' }],
      }),
    ).toBe(false)
  })
})

describe('visibleTabs', () => {
  it('adds followers, following and subscribers on the own profile only', () => {
    expect(visibleTabs(false)).toEqual(['posts', 'with-replies', 'featured'])
    expect(visibleTabs(true)).toEqual(['posts', 'with-replies', 'featured', 'followers', 'following', 'subscribers'])
  })
})

describe('isProfileNotFound', () => {
  it('maps 404 and 400 to profile not found, not other failures', () => {
    expect(isProfileNotFound(new ApiError(404, 'profile not found'))).toBe(true)
    expect(isProfileNotFound(new ApiError(400, 'invalid id'))).toBe(true)
    expect(isProfileNotFound(new ApiError(404, 'not found'))).toBe(false)
    expect(isProfileNotFound(new ApiError(500, 'boom'))).toBe(false)
    expect(isProfileNotFound(new ApiError(0, 'network'))).toBe(false)
    expect(isProfileNotFound(null)).toBe(false)
  })
})
