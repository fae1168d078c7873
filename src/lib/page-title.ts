import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useInstance } from '@/api/instance/queries'
import { unreadCountQuery, type UnreadCount } from '@/api/notifications/queries'
import { useToken } from './session'

/** Shown where the instance title is unknown. */
export const PRODUCT_NAME = 'Parley'

/**
 * "<section> | <instance title>", or the instance title alone when there is no section; with
 * unread notifications, their count in front: "(3) Home | <instance title>".
 */
export function formatPageTitle(section: string | null | undefined, instanceTitle: string | null | undefined, unread?: UnreadCount | null): string {
  const site = instanceTitle?.trim() || PRODUCT_NAME
  const title = section ? `${section} | ${site}` : site
  if (!unread || unread.count <= 0) return title
  return `(${unread.count}${unread.full ? '+' : ''}) ${title}`
}

/**
 * Sets document.title for the current screen (spec section 2: section name plus instance title,
 * the product name as fallback), with the unread count of a signed-in member, updated live (the
 * count is the sidebar badge's query, polled while the tab is visible). Pass the already
 * translated section name.
 */
export function usePageTitle(section?: string | null): void {
  const title = useInstance()?.title
  const signedIn = useToken() !== null
  const unread = useQuery({ ...unreadCountQuery(), enabled: signedIn }).data
  const shown = signedIn ? unread : null
  useEffect(() => {
    document.title = formatPageTitle(section, title, shown)
  }, [section, title, shown])
}
