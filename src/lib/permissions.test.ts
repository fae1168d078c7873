import { describe, expect, it } from 'vitest'
import type { CredentialAccount } from '@/api/accounts/types'
import { canPost, hasPermission, isAdmin, permissionNames } from './permissions'

const user = (role: CredentialAccount['role']) => ({ role }) as CredentialAccount
const USER_NAMES = ['create_follow_request', 'create_post', 'manage_subscription_options']
const ADMIN_NAMES = [...USER_NAMES, 'delete_any_post', 'delete_any_profile']

describe('permissionNames', () => {
  it('reads 3.21: permissions as names (with permissions_names and permissions_bitmask)', () => {
    expect(
      permissionNames(user({ id: 1, name: 'user', permissions: USER_NAMES, permissions_names: USER_NAMES })),
    ).toEqual(USER_NAMES)
    expect(permissionNames(user({ id: 2, name: 'admin', permissions: ADMIN_NAMES }))).toEqual(ADMIN_NAMES)
  })

  it('reads 5.9: permissions as the bitmask string, the names in permissions_names', () => {
    const admin = user({ id: 2, name: 'admin', permissions: '1', permissions_names: ADMIN_NAMES })
    expect(isAdmin(admin)).toBe(true)
    expect(hasPermission(admin, 'manage_subscription_options')).toBe(true)
    const member = user({ id: 1, name: 'user', permissions: '0', permissions_names: USER_NAMES })
    expect(isAdmin(member)).toBe(false)
    expect(canPost(member)).toBe(true)
  })

  it('falls back on the bitmask alone: only the Administrator bit can be read', () => {
    expect(permissionNames(user({ id: 2, name: 'admin', permissions: '1' }))).toEqual([
      'delete_any_post',
      'delete_any_profile',
    ])
    expect(isAdmin(user({ id: 2, name: 'admin', permissions: '1' }))).toBe(true)
    expect(isAdmin(user({ id: 1, name: 'user', permissions: '0' }))).toBe(false)
    expect(isAdmin(user({ id: 1, name: 'user', permissions: 'x' }))).toBe(false)
    expect(permissionNames(user(null))).toEqual([])
  })
})
