import { describe, expect, it } from 'vitest'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { canDeleteAnyPost, canListAccounts } from './support'

const mitra = (release: string) => makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` })
const ADMIN = ['create_follow_request', 'create_post', 'delete_any_post', 'delete_any_profile']
const admin = makeUser({}, ADMIN)
const member = makeUser({}, ['create_follow_request', 'create_post'])
// 5.9 sends the bitmask, with the names beside it.
const admin59 = makeUser({ role: { id: 2, name: 'admin', permissions: '1', permissions_names: ADMIN } })
const bitmaskOnly = makeUser({ role: { id: 2, name: 'admin', permissions: '1' } })

describe('canListAccounts (GET /api/v2/admin/accounts, Mitra 5.9.0, delete_any_profile)', () => {
  it('is on for admins of 5.9 and later only', () => {
    expect(canListAccounts(mitra('5.9.1'), admin59)).toBe(true)
    expect(canListAccounts(mitra('5.9.0'), bitmaskOnly)).toBe(true)
    expect(canListAccounts(mitra('5.8.3'), admin59)).toBe(false)
    expect(canListAccounts(mitra('3.21.0'), admin)).toBe(false)
    expect(canListAccounts(mitra('5.9.1'), member)).toBe(false)
    expect(canListAccounts(mitra('5.9.1'), null)).toBe(false)
    // An instance that does not say is taken as 3.21.
    expect(canListAccounts(makeInstance({ version: '4.0.0' }), admin59)).toBe(false)
    expect(canListAccounts(undefined, admin59)).toBe(false)
  })
})

describe('canDeleteAnyPost (DELETE /api/v1/admin/posts/{id}, Mitra 4.9.0, delete_any_post)', () => {
  it('is on for admins of 4.9 and later only', () => {
    expect(canDeleteAnyPost(mitra('4.9.0'), admin)).toBe(true)
    expect(canDeleteAnyPost(mitra('5.9.1'), admin59)).toBe(true)
    expect(canDeleteAnyPost(mitra('4.8.9'), admin)).toBe(false)
    expect(canDeleteAnyPost(mitra('3.21.0'), admin)).toBe(false)
    expect(canDeleteAnyPost(mitra('5.9.1'), member)).toBe(false)
  })
})
