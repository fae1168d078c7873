import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunction } from 'react-router'
import { canSeeFederated, guestsMayReadLocal } from '@/lib/access'
import { hasPermission } from '@/lib/permissions'
import { loadRouteContext, type RouteContext } from './load-context'

/** Access rules of the route table (spec section 2). */
export type Access =
  | 'everyone'
  | 'guest'
  | 'member'
  | 'local'
  | 'federated'
  | 'subscription-settings'

export const LANDING_PATH = '/'
export const HOME_PATH = '/home'

/** Where a visitor must go instead of a screen with this rule, or null to let them in. */
export function redirectFor(access: Access, { instance, user }: RouteContext): string | null {
  switch (access) {
    case 'everyone':
      return null
    case 'guest':
      return user ? HOME_PATH : null
    case 'member':
      return user ? null : LANDING_PATH
    case 'local':
      return user || guestsMayReadLocal(instance) ? null : LANDING_PATH
    case 'federated':
      if (!user) return LANDING_PATH
      return canSeeFederated(instance, user) ? null : HOME_PATH
    case 'subscription-settings':
      if (!user) return LANDING_PATH
      return hasPermission(user, 'manage_subscription_options') ? null : HOME_PATH
  }
}

/** A route loader that loads instance and user, then applies the rule. */
export function guardLoader(queryClient: QueryClient, access: Access): LoaderFunction {
  return async () => {
    const target = redirectFor(access, await loadRouteContext(queryClient))
    if (target) throw redirect(target)
    return null
  }
}

/** Profile routes live at /@{acct}; any other single segment is an unknown path and goes home. */
export function acctLoader(queryClient: QueryClient, access: Access): LoaderFunction {
  const guard = guardLoader(queryClient, access)
  return async (args) => {
    const handle = args.params.handle ?? ''
    if (!handle.startsWith('@') || handle.length < 2) throw redirect(HOME_PATH)
    return guard(args)
  }
}

/** The rule of the deepest matched route, read from its `handle`. */
export function accessOf(handle: unknown): Access | null {
  if (handle && typeof handle === 'object' && 'access' in handle) return (handle as { access: Access }).access
  return null
}
