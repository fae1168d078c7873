import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useMarkNotificationsRead } from '@/api/notifications/mutations'
import { notificationListQuery } from '@/api/notifications/queries'
import { newestId } from '@/api/notifications/unread'
import type { Status } from '@/api/statuses/types'
import { Button } from '@/ui/button'
import { QueryLoadError } from '@/ui/load-error'
import { LoadMoreError } from '@/ui/load-more-error'
import { Spinner } from '@/ui/spinner'
import { collapseNotifications } from './collapse'
import { NotificationItem } from './notification-item'
import styles from './notification-list.module.css'

type NotificationListProps = {
  label: string
  renderPost: (status: Status) => ReactNode
}

/**
 * The notifications, consecutive ones about one post collapsed; Show more while the loaded count
 * is a multiple of the page size. Once loaded, the marker moves to the newest notification and
 * the unread count drops to zero.
 */
export function NotificationList({ label, renderPost }: NotificationListProps) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const list = useInfiniteQuery(notificationListQuery(queryClient))
  const markRead = useMarkNotificationsRead()
  const marked = useRef<string | null>(null)
  const newest = list.data ? newestId(list.data.pages[0] ?? []) : null
  const { mutate } = markRead

  useEffect(() => {
    if (!newest || marked.current === newest) return
    marked.current = newest
    mutate(newest)
  }, [newest, mutate])

  const groups = useMemo(() => collapseNotifications(list.data?.pages.flat() ?? []), [list.data])

  if (list.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner />
        <span className={styles.hidden}>{t`Loading notifications…`}</span>
      </div>
    )
  }
  if (list.data === undefined) {
    return (
      <QueryLoadError
        title={<Trans>The notifications could not be loaded</Trans>}
        query={list}
      />
    )
  }
  if (groups.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No notifications</Trans>
      </p>
    )
  }
  const setSize = list.hasNextPage ? -1 : groups.length
  const showMore = () => void list.fetchNextPage()
  return (
    <>
      <div role="feed" aria-label={label} aria-busy={list.isFetching} className={styles.list}>
        {groups.map((group, index) => (
          <NotificationItem key={group.key} group={group} renderPost={renderPost} posInSet={index + 1} setSize={setSize} />
        ))}
      </div>
      {list.isFetchNextPageError ? (
        <LoadMoreError query={list} />
      ) : list.hasNextPage ? (
        <div className={styles.more}>
          <Button onClick={showMore} busy={list.isFetchingNextPage} fullWidth>
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
    </>
  )
}
