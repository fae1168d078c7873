import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import type { Status } from '@/api/statuses/types'
import type { PostPagesQuery } from '@/api/statuses/queries'
import { ApiError } from '@/lib/http'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { FeedSkeleton } from './feed-skeleton'
import styles from './timeline-feed.module.css'

export type FeedPosition = { posInSet: number; setSize: number }

type TimelineFeedProps<Key extends QueryKey> = {
  query: PostPagesQuery<Key>
  /** Accessible name of the feed (the screen's title). */
  label: string
  /** Renders one post (the route passes the post card). */
  renderPost: (status: Status, position: FeedPosition) => ReactNode
  /** Shown when the timeline has no posts (default: "No posts found"). */
  empty?: ReactNode
  /** The first load was refused because the session's token is no longer valid. */
  onTokenInvalid?: () => void
}

/**
 * A timeline as an ARIA feed: 20 posts a page, "Load more" while the server has more. A failed
 * first load shows the message with a retry; a failed next page is only logged (spec §8) and the
 * button stays usable. After "Load more" the focus goes on to the first new post (when it is still
 * on the button), so keyboard and screen reader users carry on reading where the list grew.
 */
export function TimelineFeed<Key extends QueryKey>({ query, label, renderPost, empty, onTokenInvalid }: TimelineFeedProps<Key>) {
  const { t } = useLingui()
  const timeline = useInfiniteQuery(query)
  const feedRef = useRef<HTMLDivElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  const tokenInvalid = timeline.data === undefined && timeline.error instanceof ApiError && timeline.error.isTokenInvalid

  useEffect(() => {
    if (tokenInvalid && onTokenInvalid) onTokenInvalid()
  }, [tokenInvalid, onTokenInvalid])

  if (timeline.isPending || (tokenInvalid && onTokenInvalid)) {
    return (
      <div className={styles.frame} role="feed" aria-busy="true" aria-label={label}>
        <VisuallyHidden>{t`Loading posts…`}</VisuallyHidden>
        <FeedSkeleton />
      </div>
    )
  }

  if (timeline.data === undefined) {
    return (
      <Alert
        title={<Trans>The posts could not be loaded</Trans>}
        actions={
          <Button onClick={() => void timeline.refetch()} busy={timeline.isFetching} icon="refresh">
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {timeline.error?.message}
      </Alert>
    )
  }

  const posts = timeline.data.pages.flatMap((page) => page.items)
  if (posts.length === 0) {
    return (
      <div aria-busy={timeline.isFetching} className={styles.emptyFrame}>
        {empty ?? (
          <p className={styles.empty}>
            <Trans>No posts found</Trans>
          </p>
        )}
      </div>
    )
  }

  const setSize = timeline.hasNextPage ? -1 : posts.length
  const loadMore = () => {
    const firstNew = posts.length + 1
    void timeline.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) {
        console.warn('Could not load the next page of posts', result.error)
        return
      }
      requestAnimationFrame(() => {
        const active = document.activeElement
        if (active !== moreRef.current && active !== document.body) return
        feedRef.current?.querySelector<HTMLElement>(`[aria-posinset="${firstNew}"]`)?.focus()
      })
    })
  }

  return (
    <>
      <div ref={feedRef} className={styles.frame} role="feed" aria-busy={timeline.isFetching} aria-label={label}>
        {posts.map((status, index) => (
          <Fragment key={status.id}>{renderPost(status, { posInSet: index + 1, setSize })}</Fragment>
        ))}
      </div>
      {timeline.hasNextPage ? (
        <div className={styles.more}>
          <Button ref={moreRef} onClick={loadMore} busy={timeline.isFetchingNextPage} fullWidth>
            <Trans>Load more</Trans>
          </Button>
        </div>
      ) : null}
    </>
  )
}
