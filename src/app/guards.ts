import { canSeeFederated, guestsMayReadLocal } from '@/lib/access'
import { hasPermission } from '@/lib/permissions'
import { isAddingAccount } from '@/lib/session'
import type { RouteContext } from './load-context'

/** Access rules of the route table (spec section 2). */
export type Access = 'everyone' | 'guest' | 'member' | 'local' | 'federated' | 'subscription-settings'

export const LANDING_PATH = '/'
export const HOME_PATH = '/home'

/**
 * Where a visitor must go instead of a screen with this rule, or null to let them in. `search` is
 * the location's query: a member may open the guests' landing page to add another account.
 */
export function redirectFor(access: Access, { instance, user }: RouteContext, search = ''): string | null {
  switch (access) {
    case 'everyone':
      return null
    case 'guest':
      return user && !isAddingAccount(search) ? HOME_PATH : null
    case 'member':
      return user ? null : LANDING_PATH
    case 'local':
      return user || (instance && guestsMayReadLocal(instance)) ? null : LANDING_PATH
    case 'federated':
      if (!user) return LANDING_PATH
      return instance && canSeeFederated(instance, user) ? null : HOME_PATH
    case 'subscription-settings':
      if (!user) return LANDING_PATH
      return hasPermission(user, 'manage_subscription_options') ? null : HOME_PATH
  }
}
