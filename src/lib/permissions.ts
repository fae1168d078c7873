import type { CredentialAccount } from '@/api/accounts/types'

export type Permission =
  | 'create_follow_request'
  | 'create_post'
  | 'delete_any_post'
  | 'delete_any_profile'
  | 'manage_subscription_options'

/** Permission names of the user's role: permissions_names when present (3.22+), else the 3.21 array. */
export function permissionNames(user: CredentialAccount | null | undefined): string[] {
  const role = user?.role
  if (!role) return []
  if (Array.isArray(role.permissions_names)) return role.permissions_names
  return Array.isArray(role.permissions) ? role.permissions : []
}

export function hasPermission(user: CredentialAccount | null | undefined, permission: Permission): boolean {
  return permissionNames(user).includes(permission)
}

/** Spec section 6: an admin is a user whose role holds delete_any_profile. */
export const isAdmin = (user: CredentialAccount | null | undefined) => hasPermission(user, 'delete_any_profile')
export const canPost = (user: CredentialAccount | null | undefined) => hasPermission(user, 'create_post')
