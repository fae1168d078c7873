export type RoleName = 'user' | 'admin' | 'read_only_user'

export type Permission =
  'create_follow_request' | 'create_post' | 'delete_any_post' | 'delete_any_profile' | 'manage_subscription_options'

export const ROLE_NAMES: readonly RoleName[] = ['admin', 'user', 'read_only_user']

/** Mitra 3.21's built-in roles: ids and permission names, in Mitra's order. */
const ROLES: Record<RoleName, { id: number; permissions: Permission[] }> = {
  user: { id: 1, permissions: ['create_follow_request', 'create_post', 'manage_subscription_options'] },
  admin: {
    id: 2,
    permissions: [
      'create_follow_request',
      'create_post',
      'delete_any_post',
      'delete_any_profile',
      'manage_subscription_options',
    ],
  },
  read_only_user: { id: 3, permissions: ['create_follow_request'] },
}

export function isRoleName(value: string): value is RoleName {
  return Object.hasOwn(ROLES, value)
}

export function hasPermission(role: RoleName, permission: Permission): boolean {
  return ROLES[role].permissions.includes(permission)
}

/** The Role object of CredentialAccount at 3.21: permissions as names, plus the 3.22 field names. */
export function roleEntity(role: RoleName) {
  const { id, permissions } = ROLES[role]
  return {
    id,
    name: role,
    permissions: [...permissions],
    permissions_names: [...permissions],
    permissions_bitmask: role === 'admin' ? '1' : '0',
  }
}
