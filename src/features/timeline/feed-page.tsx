import { Fragment, memo, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import type { Status } from '@/api/statuses/types'
import { FeedPlaceholder } from './feed-placeholder'
import { usePostsOnApproach, type AppendedPage } from './use-posts-on-approach'
import styles from './timeline-feed.module.css'

export type FeedPosition = { posInSet: number; setSize: number }

type FeedPageProps = {
  index: number
  items: readonly Status[]
  /** Position in the feed of the page's first post (1-based). */
  first: number
  setSize: number
  /** Rendered as post cards; else as placeholders of the measured heights. */
  rendered: boolean
  heights: number[] | undefined
  renderPost: (status: Status, position: FeedPosition) => ReactNode
  onWake: (page: number, posInSet?: number) => void
  /** The post to focus once its page renders (set when a placeholder got the focus). */
  focusRequest: RefObject<number | null>
  /** The page being appended by Load more: its posts below the screen render on approach. */
  appended: RefObject<AppendedPage | null>
}

/**
 * One page of a feed (20 posts). Memoised with stable props, so appending a page renders only the
 * new one, whatever the number of posts already loaded; of a page just appended, only the posts
 * near the screen render at once, the others as they come near (usePostsOnApproach).
 */
export const FeedPage = memo(function FeedPage({
  index,
  items,
  first,
  setSize,
  rendered,
  heights,
  renderPost,
  onWake,
  focusRequest,
  appended,
}: FeedPageProps) {
  const ref = useRef<HTMLDivElement>(null)
  const { shown, reveal } = usePostsOnApproach(ref, index, items.length, appended)

  useLayoutEffect(() => {
    const wanted = focusRequest.current
    if (!rendered || wanted === null || wanted < first || wanted >= first + Math.min(items.length, shown)) return
    focusRequest.current = null
    ref.current?.querySelector<HTMLElement>(`[aria-posinset="${wanted}"]`)?.focus()
  }, [rendered, first, items.length, shown, focusRequest])

  const wakeAt = (posInSet: number) => onWake(index, posInSet)
  const revealAt = (posInSet: number) => {
    focusRequest.current = posInSet
    reveal(posInSet - first + 1)
  }
  return (
    <div ref={ref} className={styles.page} data-feed-page={index} data-rendered={rendered ? '' : undefined}>
      {items.map((status, i) =>
        rendered && i < shown ? (
          <Fragment key={status.id}>{renderPost(status, { posInSet: first + i, setSize })}</Fragment>
        ) : (
          // A post waiting to come near (never rendered yet), or one of a far page (its measured height).
          <FeedPlaceholder
            key={status.id}
            status={status}
            posInSet={first + i}
            setSize={setSize}
            height={rendered ? undefined : heights?.[i]}
            onWake={rendered ? revealAt : wakeAt}
          />
        ),
      )}
    </div>
  )
})
