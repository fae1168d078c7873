import { Plural, Trans } from '@lingui/react/macro'
import type { InfiniteData } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import type { Status } from '@/api/statuses/types'
import type { Page } from '@/lib/http'
import { Button } from '@/ui/button'
import { useHeaderSlot } from '@/ui/header-slot'
import { Icon } from '@/ui/icon'
import { iconArrowUp } from '@/ui/icons/arrow-up'
import { hiddenOnPhone, VisuallyHidden } from '@/ui/visually-hidden'
import type { LiveFeed } from './live-feed'
import { useNewPosts } from './use-new-posts'
import { useReadingPosition } from './use-reading-position'
import { scrollToPost } from './visible-post'
import styles from './live-bar.module.css'

/** What the reading position needs of the feed besides its posts, passed on as given. */
type OpeningProps = Pick<
  Parameters<typeof useReadingPosition>[0],
  'hasNextPage' | 'loadFailed' | 'loadMore' | 'onOpened'
>

type LiveBarProps = OpeningProps & {
  live: LiveFeed
  feedRef: RefObject<HTMLElement | null>
  data: InfiniteData<Page<Status>>
  busy: boolean
}

/**
 * "N new posts" while newer posts are held aside, or "Jump to newest" when home opened at the last
 * read post, in the header's slot: there it covers no post (on a phone, an arrow and the number).
 * The count is announced politely, once per change; the jump stays quiet. The feed keeps a sticky
 * mark that takes no room, where its reading area starts (visible-post.ts).
 */
export function LiveBar({ live, feedRef, data, busy, ...opening }: LiveBarProps) {
  const barRef = useRef<HTMLDivElement>(null)
  const items = useMemo(() => data.pages.flatMap((page) => page.items), [data])
  const held = useNewPosts(live, data, busy)
  const slot = useHeaderSlot()
  const { jump, jumpToNewest } = useReadingPosition({
    live,
    feedRef,
    barRef,
    items,
    pageCount: data.pages.length,
    busy,
    ...opening,
  })
  // After "N new posts": the first of them, once it is in the feed.
  const focusNewest = useRef(false)

  useEffect(() => {
    const feed = feedRef.current
    if (!focusNewest.current || !feed) return
    focusNewest.current = false
    scrollToPost(feed, barRef.current, 1, true)
  }, [items, feedRef])

  const showNew = () => {
    focusNewest.current = true
    live.show()
  }

  const count = held.count
  const label = held.gap ? (
    <Plural value={count} other="# or more new posts" />
  ) : (
    <Plural value={count} one="# new post" other="# new posts" />
  )
  const button =
    count > 0 ? (
      <Button variant="primary" size="sm" onClick={showNew}>
        <Icon path={iconArrowUp} />
        <span className={hiddenOnPhone}>{label}</span>
        <span className={styles.count} aria-hidden="true">
          {held.gap ? `${count}+` : count}
        </span>
      </Button>
    ) : jump ? (
      <Button size="sm" onClick={jumpToNewest}>
        <Icon path={iconArrowUp} />
        <span className={hiddenOnPhone}>
          <Trans>Jump to newest</Trans>
        </span>
      </Button>
    ) : null
  return (
    <>
      <div ref={barRef} className={styles.bar} />
      {slot && button ? createPortal(button, slot) : null}
      <VisuallyHidden aria-live="polite">{count > 0 ? label : null}</VisuallyHidden>
    </>
  )
}
