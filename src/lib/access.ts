import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { isAdmin } from './permissions'

/** Spec section 2: the federated timeline restriction is assumed on when the instance does not say. */
export function federatedRestricted(instance: Instance | null | undefined): boolean {
  return instance?.federated_timeline_restricted !== false
}

/** Whether a signed-in user may open the federated timeline (and see its link). */
export function canSeeFederated(
  instance: Instance | null | undefined,
  user: CredentialAccount | null | undefined,
): boolean {
  if (!user) return false
  return !federatedRestricted(instance) || isAdmin(user)
}

/** Whether guests may read the local timeline. */
export function guestsMayReadLocal(instance: Instance | null | undefined): boolean {
  return instance?.allow_unauthenticated?.timeline_local === true
}
