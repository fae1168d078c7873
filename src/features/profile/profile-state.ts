import type { Account } from '@/api/accounts/types'
import type { Relationship } from '@/api/relationships/types'
import { subscriptionLinkOf } from '@/lib/payment-options'

export type RelationshipButton = 'follow' | 'unfollow' | 'cancelRequest' | 'accept' | 'reject'

/**
 * The action buttons of another user's profile (spec §4): follow when neither following nor
 * requested (always for guests), unfollow when following, cancel when requested, accept and
 * reject when they asked to follow. Nothing while the relationship is loading.
 */
export function relationshipButtons(relationship: Relationship | undefined, signedIn: boolean): RelationshipButton[] {
  if (!signedIn) return ['follow']
  if (!relationship) return []
  const buttons: RelationshipButton[] = []
  if (!relationship.following && !relationship.requested) buttons.push('follow')
  if (relationship.following) buttons.push('unfollow')
  if (relationship.requested) buttons.push('cancelRequest')
  if (relationship.requested_by) buttons.push('accept', 'reject')
  return buttons
}

/** Hide/show reposts and replies apply to a follow: offered only while following or requested. */
export const canToggleFollowFlags = (relationship: Relationship | undefined) =>
  Boolean(relationship && (relationship.following || relationship.requested))

/** A profile is remote when its address differs from its username (it carries a domain). */
export const isRemote = (account: Pick<Account, 'acct' | 'username'>) => account.acct !== account.username

/** Only a local account has an Atom feed here (/feeds/users/NAME). */
export const hasAtomFeed = (account: Pick<Account, 'acct' | 'username'>) => !isRemote(account)

/**
 * Where a remote profile lives on its own server: its `url` when that is a web address; null for
 * local profiles (they are here) and for anything else (no javascript: or data: links).
 */
export function originalProfileUrl(account: Pick<Account, 'acct' | 'username' | 'url'>): URL | null {
  if (!isRemote(account) || !account.url) return null
  try {
    const url = new URL(account.url)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/**
 * The subscriber count shows where a reader looks for it: on a profile that offers a subscription
 * (0 is news there too), or one that has subscribers. Elsewhere "0 subscribers" is noise.
 */
export const showsSubscriberCount = (account: Pick<Account, 'id' | 'acct' | 'payment_options' | 'subscribers_count'>) =>
  account.subscribers_count > 0 || subscriptionLinkOf(account, true) !== null

export type ProfileTab = 'posts' | 'with-replies' | 'featured' | 'followers' | 'following' | 'subscribers'

/** Posts, posts and replies and featured for everyone; followers, following and subscribers on one's own profile. */
export function visibleTabs(own: boolean): ProfileTab[] {
  const tabs: ProfileTab[] = ['posts', 'with-replies', 'featured']
  return own ? [...tabs, 'followers', 'following', 'subscribers'] : tabs
}

/**
 * A 404 'profile not found' or a 400 (an id that is not a UUID) means there is no such profile.
 * Another 404 (a server without the route) is a failure to load, not a missing profile.
 */
export function isProfileNotFound(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown }
  if (status === 400) return true
  return status === 404 && typeof message === 'string' && /profile not found/i.test(message)
}
