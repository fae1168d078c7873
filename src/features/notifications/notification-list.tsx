import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useMarkNotificationsRead } from '@/api/notifications/mutations'
import { notificationListQuery } from '@/api/notifications/queries'
import { newestId } from '@/api/notifications/unread'
import { useRelationshipBatch } from '@/api/relationships/queries'
import type { Status } from '@/api/statuses/types'
import { Button } from '@/ui/button'
import { QueryLoadError } from '@/ui/load-error'
import { LoadMoreError } from '@/ui/load-more-error'
import { Spinner } from '@/ui/spinner'
import { groupNotifications, type NotificationFilter } from './collapse'
import { NotificationFilterTabs } from './notification-filter'
import { NotificationItem } from './notification-item'
import { PostGroupItem } from './post-group-item'
import styles from './notification-list.module.css'

/**
 * How many pages the Mentions filter reads on its own, looking for something to show, before it
 * leaves the next step to Show more. Mitra's GET /api/v1/notifications takes no types[] (3.21 and
 * 5.9 read only max_id, min_id and limit), so the filter works on the loaded pages.
 */
export const MENTION_SEARCH_PAGES = 10

type NotificationListProps = {
  label: string
  renderPost: (status: Status) => ReactNode
}

/**
 * The notifications under an All / Mentions filter: likes, reactions and reposts of one post in
 * one entry, any other notification as it is. Show more while the loaded count is a multiple of
 * the page size. Once loaded, the marker moves to the newest notification and the unread count
 * drops to zero.
 */
export function NotificationList({ label, renderPost }: NotificationListProps) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const tabsId = useId()
  const list = useInfiniteQuery(notificationListQuery(queryClient))
  const markRead = useMarkNotificationsRead()
  const marked = useRef<string | null>(null)
  const newest = list.data ? newestId(list.data.pages[0] ?? []) : null
  const { mutate } = markRead
  const [filter, setFilter] = useState<NotificationFilter>('all')
  // Under Mentions: how many entries the reader asked for, and how many pages were loaded then.
  const [wanted, setWanted] = useState({ entries: 1, pages: 0 })

  useEffect(() => {
    if (!newest || marked.current === newest) return
    marked.current = newest
    mutate(newest)
  }, [newest, mutate])

  const all = useMemo(() => list.data?.pages.flat() ?? [], [list.data])
  const groups = useMemo(() => groupNotifications(all, filter), [all, filter])
  // Whether a follow request is still pending, for the ones on screen.
  const requesters = useMemo(
    () => [...new Set(all.filter((n) => n.type === 'follow_request').map((n) => n.account.id))],
    [all],
  )
  useRelationshipBatch(queryClient, requesters)

  const pagesLoaded = list.data?.pages.length ?? 0
  const searching =
    filter === 'mentions' &&
    groups.length < wanted.entries &&
    list.hasNextPage &&
    pagesLoaded - wanted.pages < MENTION_SEARCH_PAGES
  const { isFetching, isFetchNextPageError, fetchNextPage } = list
  // Runs again after each page (pagesLoaded): one render can see isFetching go and come back.
  useEffect(() => {
    if (searching && !isFetching && !isFetchNextPageError) void fetchNextPage()
  }, [searching, isFetching, isFetchNextPageError, fetchNextPage, pagesLoaded])

  const select = (next: NotificationFilter) => {
    setFilter(next)
    setWanted({ entries: 1, pages: pagesLoaded })
  }

  let body: ReactNode
  if (list.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <Spinner />
        <span className={styles.hidden}>{t`Loading notifications…`}</span>
      </div>
    )
  } else if (list.data === undefined) {
    body = <QueryLoadError title={<Trans>The notifications could not be loaded</Trans>} query={list} />
  } else {
    const setSize = list.hasNextPage ? -1 : groups.length
    const showMore = () => {
      setWanted({ entries: groups.length + 1, pages: pagesLoaded })
      void list.fetchNextPage()
    }
    const empty =
      groups.length > 0 ? null : searching || (filter === 'mentions' && list.isFetchingNextPage) ? (
        <div className={styles.loading} aria-busy="true">
          <Spinner />
          <span className={styles.hidden}>{t`Looking for mentions…`}</span>
        </div>
      ) : (
        <p className={styles.empty}>
          {filter === 'mentions' ? (
            list.hasNextPage ? (
              <Trans>No mentions among the latest notifications</Trans>
            ) : (
              <Trans>No mentions</Trans>
            )
          ) : (
            <Trans>No notifications</Trans>
          )}
        </p>
      )
    body = (
      <>
        {empty ?? (
          <div role="feed" aria-label={label} aria-busy={list.isFetching} className={styles.list}>
            {groups.map((group, index) =>
              group.kind === 'post' ? (
                <PostGroupItem key={group.key} group={group} posInSet={index + 1} setSize={setSize} />
              ) : (
                <NotificationItem
                  key={group.key}
                  group={group}
                  renderPost={renderPost}
                  posInSet={index + 1}
                  setSize={setSize}
                />
              ),
            )}
          </div>
        )}
        {list.isFetchNextPageError ? (
          <LoadMoreError query={list} />
        ) : list.hasNextPage && !(empty && searching) ? (
          <div className={styles.more}>
            <Button onClick={showMore} busy={list.isFetchingNextPage} fullWidth>
              <Trans>Show more</Trans>
            </Button>
          </div>
        ) : null}
      </>
    )
  }
  return (
    <NotificationFilterTabs id={tabsId} selected={filter} onSelect={select}>
      {body}
    </NotificationFilterTabs>
  )
}
