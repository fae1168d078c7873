import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Status } from '@/api/statuses/types'
import type { PostPagesQuery } from '@/api/statuses/queries'
import { ApiError } from '@/lib/http'
import { useLateFlag } from '@/lib/late-flag'
import { useProgressiveCount } from '@/lib/progressive-count'
import { Button } from '@/ui/button'
import { QueryLoadError } from '@/ui/load-error'
import { LoadMoreError } from '@/ui/load-more-error'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { FeedPage, type FeedPosition } from './feed-page'
import { FeedSkeleton } from './feed-skeleton'
import { LiveBar } from './live-bar'
import type { LiveFeed } from './live-feed'
import { useFarPages } from './use-far-pages'
import { postsNear, type AppendedPage } from './use-posts-on-approach'
import styles from './timeline-feed.module.css'

export type { FeedPosition }

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
  /** Polls for new posts (held aside) and keeps the reading position (home). */
  live?: LiveFeed
}

/**
 * The first page's posts painted first (about a phone screen's worth), then the number added per
 * task until the page is complete.
 */
const FIRST_PAGE_STEPS = { first: 2, step: 1 }

/** How long Load more waits for the next page before it shows it is busy: a quick answer shows nothing. */
const BUSY_AFTER_MS = 150

/**
 * Whether a feed has mounted yet in this visit. The first one stages its first page even when the
 * posts are already there (asked for while the app started, see `prefetch` in app/routes.ts); a
 * page cached by an earlier screen of the visit shows at once.
 */
let feedMounted = false

/**
 * A timeline as an ARIA feed: 20 posts a page, "Load more" while the server has more. A failed
 * first load shows the message with a retry; a failed next page is only logged (spec §8) and the
 * button stays usable. After "Load more" the focus goes on to the first new post (when it is still
 * on the button), so keyboard and screen reader users carry on reading where the list grew. The
 * next page also loads on its own as the button comes near the screen, without moving the focus;
 * the button stays for keyboard users and as the fallback.
 *
 * Long sessions: each page is memoised (appending renders only the new page, and of it only the
 * posts near the screen until the others come near), and pages far from the screen are unrendered
 * into placeholders that keep the feed's positions, the tab and j/k stops and the words for
 * find-in-page (see docs/decisions/0034-feed-pages-as-the-unit.md and
 * 0061-load-more-renders-what-is-near-the-screen.md).
 * `renderPost` should be stable (defined outside the caller's render) for the memo to work.
 */
export function TimelineFeed<Key extends QueryKey>({
  query,
  label,
  renderPost,
  empty,
  onTokenInvalid,
  live,
}: TimelineFeedProps<Key>) {
  const { t } = useLingui()
  const timeline = useInfiniteQuery(query)
  const feedRef = useRef<HTMLDivElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  const pageCount = timeline.data?.pages.length ?? 0
  const total = timeline.data?.pages.reduce((n, page) => n + page.items.length, 0) ?? 0
  // After Load more: the position of the first new post, focused once it is in the DOM.
  const focusAfterLoad = useRef<number | null>(null)
  // After Load more: the page coming and how many of its posts are near enough to render at once.
  const appended = useRef<AppendedPage | null>(null)
  // Load more asks for one page at a time (the button shows it is busy only after BUSY_AFTER_MS).
  const loadingMore = useRef(false)
  const showLoadingMore = useLateFlag(timeline.isFetchingNextPage, BUSY_AFTER_MS)
  const { far, heights, wake, focusRequest } = useFarPages(feedRef, pageCount)
  const { fetchNextPage } = timeline
  const tokenInvalid =
    timeline.data === undefined && timeline.error instanceof ApiError && timeline.error.isTokenInvalid
  // When the first posts arrive, the first two paint at once and the rest of the page follows one
  // post per task: short tasks rather than one long one on a slow phone.
  const firstPageSize = timeline.data?.pages[0]?.items.length ?? 0
  const [firstOfVisit] = useState(() => {
    const first = !feedMounted
    feedMounted = true
    return first
  })
  const firstPageShown = useProgressiveCount(firstPageSize, FIRST_PAGE_STEPS, firstOfVisit)
  const arrived = timeline.data !== undefined && firstPageShown >= firstPageSize

  // Load more (with `focus`, the focus then goes on to the first new post), or the approach to it.
  const loadMore = (focus = true) => {
    // Pressed while the page is already coming on approach: the focus still goes on to it.
    if (focus) focusAfterLoad.current = total + 1
    if (loadingMore.current) return
    loadingMore.current = true
    if (!focus) focusAfterLoad.current = null
    appended.current = { page: pageCount, atOnce: postsNear(moreRef.current) }
    void fetchNextPage().then((result) => {
      loadingMore.current = false
      if (result.isFetchNextPageError) {
        focusAfterLoad.current = null
        console.warn('Could not load the next page of posts', result.error)
      }
    })
  }
  // Home opening at the reading position loads its own pages: the approach waits until it is open.
  const [opening, setOpening] = useState(!!live)
  const approach = arrived && !opening && !timeline.isFetching
  // The next page loads once Load more comes within 1.5 screens (at once if it already is), never
  // while a page loads or home opens, nor after the last page or a failure (no button: Retry then).
  // On every render, as loadMore changes: one element to watch, and each new observer looks again.
  useEffect(() => {
    const more = moreRef.current
    if (!approach || !more || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((entries) => entries[0]!.isIntersecting && loadMore(false), {
      rootMargin: '150% 0px',
    })
    io.observe(more)
    return () => io.disconnect()
  })

  useEffect(() => {
    if (tokenInvalid && onTokenInvalid) onTokenInvalid()
  }, [tokenInvalid, onTokenInvalid])

  useEffect(() => {
    const wanted = focusAfterLoad.current
    if (wanted === null || total < wanted) return
    focusAfterLoad.current = null
    const active = document.activeElement
    if (active !== moreRef.current && active !== document.body) return
    feedRef.current?.querySelector<HTMLElement>(`[aria-posinset="${wanted}"]`)?.focus()
  }, [total])

  if (timeline.isPending || (tokenInvalid && onTokenInvalid)) {
    // The feed element sits second, as below (after the live bar's slot), so it stays the same
    // element once the posts arrive.
    return (
      <>
        {null}
        <div className={styles.frame} role="feed" aria-busy="true" aria-label={label}>
          <VisuallyHidden>{t`Loading posts…`}</VisuallyHidden>
          <FeedSkeleton />
        </div>
      </>
    )
  }

  if (timeline.data === undefined) {
    return <QueryLoadError title={<Trans>The posts could not be loaded</Trans>} query={timeline} />
  }

  const pages = timeline.data.pages
  if (total === 0) {
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

  const setSize = timeline.hasNextPage ? -1 : total

  const firsts: number[] = []
  pages.reduce((start, page) => {
    firsts.push(start)
    return start + page.items.length
  }, 1)
  return (
    <>
      {live ? (
        <LiveBar
          live={live}
          feedRef={feedRef}
          data={timeline.data}
          // Until the first page is all rendered, the reading position waits to open.
          busy={timeline.isFetching || !arrived}
          hasNextPage={timeline.hasNextPage}
          loadFailed={timeline.isFetchNextPageError}
          loadMore={fetchNextPage}
          onOpened={setOpening}
        />
      ) : null}
      <div ref={feedRef} className={styles.frame} role="feed" aria-busy={timeline.isFetching} aria-label={label}>
        {pages.map((page, index) => {
          const first = firsts[index] ?? 1
          return (
            <FeedPage
              // A page keeps its index as pages are added at the end.
              key={index}
              index={index}
              items={index === 0 && !arrived ? page.items.slice(0, firstPageShown) : page.items}
              first={first}
              setSize={setSize}
              rendered={!far.has(index)}
              heights={heights.current.get(index)}
              renderPost={renderPost}
              onWake={wake}
              focusRequest={focusRequest}
              appended={appended}
            />
          )
        })}
      </div>
      {timeline.isFetchNextPageError ? (
        <LoadMoreError query={timeline} onRetry={() => loadMore()} />
      ) : timeline.hasNextPage ? (
        <div className={styles.more}>
          <Button ref={moreRef} onClick={() => loadMore()} busy={showLoadingMore} fullWidth>
            <Trans>Load more</Trans>
          </Button>
        </div>
      ) : null}
    </>
  )
}
