import type { QueryKey } from '@tanstack/react-query'

/**
 * The allow-list, by the roots of the key factories in src/api: timelines, posts and threads,
 * profiles (an account and its posts), relationships (a profile's buttons), the instance. Never
 * the current user's key (it holds the token: it is kept apart, see persister.ts), searches,
 * drafts of edits, lists of mutes or requests.
 */
export function isPersistable(queryKey: QueryKey): boolean {
  const [root, sub] = queryKey
  switch (root) {
    case 'instance':
    case 'timelines':
      return true
    case 'statuses':
      return sub === 'detail' || sub === 'thread'
    case 'accounts':
      return sub === 'detail' || sub === 'acct'
    case 'relationships':
      return sub === 'detail'
    default:
      return false
  }
}

/** The roots that isPersistable may accept (for query defaults). */
export const PERSISTED_ROOTS = ['instance', 'timelines', 'statuses', 'accounts', 'relationships'] as const
