import type { CredentialAccount } from '@/api/accounts/types'

export type Permission =
  'create_follow_request' | 'create_post' | 'delete_any_post' | 'delete_any_profile' | 'manage_subscription_options'

/**
 * Mastodon's Administrator bit, which Mitra (3.22 on) sets for delete_any_post and
 * delete_any_profile; the other permissions have no bit of their own.
 */
const ADMINISTRATOR_BIT = 0x1
const ADMINISTRATOR_PERMISSIONS: Permission[] = ['delete_any_post', 'delete_any_profile']

/**
 * Permission names of the user's role: `permissions_names` when present (3.21 and later), else
 * `permissions` as 3.21 sends it (the names) or as 3.22+ sends it (the bitmask string, of which
 * only the Administrator bit can be read back).
 */
export function permissionNames(user: CredentialAccount | null | undefined): string[] {
  const role = user?.role
  if (!role) return []
  if (Array.isArray(role.permissions_names)) return role.permissions_names
  if (Array.isArray(role.permissions)) return role.permissions
  if (typeof role.permissions === 'string' && /^\d+$/.test(role.permissions)) {
    return (Number(role.permissions) & ADMINISTRATOR_BIT) !== 0 ? [...ADMINISTRATOR_PERMISSIONS] : []
  }
  return []
}

export function hasPermission(user: CredentialAccount | null | undefined, permission: Permission): boolean {
  return permissionNames(user).includes(permission)
}

/** Spec section 6: an admin is a user whose role holds delete_any_profile. */
export const isAdmin = (user: CredentialAccount | null | undefined) => hasPermission(user, 'delete_any_profile')
export const canPost = (user: CredentialAccount | null | undefined) => hasPermission(user, 'create_post')
