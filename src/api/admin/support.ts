import type { CredentialAccount } from '@/api/accounts/types'
import { mitraAtLeast } from '@/api/instance/mitra-version'
import type { Instance } from '@/api/instance/types'
import { hasPermission } from '@/lib/permissions'

type InstanceVersion = Pick<Instance, 'version'> | null | undefined

/**
 * The admin's list of accounts: GET /api/v2/admin/accounts came with Mitra 5.9.0, for roles with
 * delete_any_profile (the permission its handler checks).
 */
export const canListAccounts = (instance: InstanceVersion, user: CredentialAccount | null | undefined) =>
  mitraAtLeast(instance, '5.9.0') && hasPermission(user, 'delete_any_profile')

/**
 * Deleting someone else's post as an admin: DELETE /api/v1/admin/posts/{id} came with Mitra 4.9.0,
 * for roles with delete_any_post (DELETE /api/v1/statuses/{id} is the author's only, in every release).
 */
export const canDeleteAnyPost = (instance: InstanceVersion, user: CredentialAccount | null | undefined) =>
  mitraAtLeast(instance, '4.9.0') && hasPermission(user, 'delete_any_post')
