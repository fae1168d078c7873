import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useInstance } from './queries'
import { useToken } from '@/lib/session'

/** Shown where the instance title is unknown. */
export const PRODUCT_NAME = 'Parley'

/** The unread count as the sidebar badge's query caches it (`unreadCountQuery`). */
export type TitleCount = { count: number; full: boolean }

/**
 * The key of `unreadCountQuery` (src/api/notifications/queries.ts), written out here so that the
 * landing page, which sets a title too, does not load the notification queries; a test keeps the
 * two equal.
 */
export const UNREAD_COUNT_KEY = ['notifications', 'unread'] as const

/**
 * "<section> | <instance title>", or the instance title alone when there is no section; with
 * unread notifications, their count in front: "(3) Home | <instance title>".
 */
export function formatPageTitle(
  section: string | null | undefined,
  instanceTitle: string | null | undefined,
  unread?: TitleCount | null,
): string {
  const site = instanceTitle?.trim() || PRODUCT_NAME
  const title = section ? `${section} | ${site}` : site
  if (!unread || unread.count <= 0) return title
  return `(${unread.count}${unread.full ? '+' : ''}) ${title}`
}

/** The cached unread count, following every change (the sidebar's query polls it). */
function useCachedUnread(enabled: boolean): TitleCount | undefined {
  const queryClient = useQueryClient()
  const subscribe = useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient])
  const read = () => (enabled ? queryClient.getQueryData<TitleCount>(UNREAD_COUNT_KEY) : undefined)
  return useSyncExternalStore(subscribe, read, read)
}

/**
 * Sets document.title for the current screen (spec section 2: section name plus instance title,
 * the product name as fallback), with the unread count of a signed-in member in front, updated
 * live as the sidebar's badge. Pass the already translated section name.
 */
export function usePageTitle(section?: string | null): void {
  const title = useInstance()?.title
  const unread = useCachedUnread(useToken() !== null)
  useEffect(() => {
    document.title = formatPageTitle(section, title, unread)
  }, [section, title, unread])
}
