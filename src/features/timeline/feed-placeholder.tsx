import { memo, useCallback } from 'react'
import type { Status } from '@/api/statuses/types'
import { itemMarker } from '@/lib/keyboard/markers'
import { postPlainText } from '@/lib/plain-text'
import { untilFound } from '@/ui/until-found'
import styles from './timeline-feed.module.css'

/** Height of a post never measured (not yet rendered): about a two-line post. */
export const ESTIMATED_POST_HEIGHT = 150

type FeedPlaceholderProps = {
  status: Status
  posInSet: number
  setSize: number
  height: number | undefined
  onWake: (posInSet: number) => void
}

/**
 * A post of the feed that is far from the screen, as an empty article of the height it had: it
 * keeps its place in the feed (posinset, setsize, a stop of the tab order and of j and k), and
 * its words stay findable (hidden until found). Focusing it or finding in it renders its page.
 */
export const FeedPlaceholder = memo(function FeedPlaceholder({
  status,
  posInSet,
  setSize,
  height,
  onWake,
}: FeedPlaceholderProps) {
  const text = postPlainText(status)
  const wake = useCallback(() => onWake(posInSet), [onWake, posInSet])
  return (
    <article
      className={styles.placeholder}
      style={{ height: height ?? ESTIMATED_POST_HEIGHT }}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      aria-label={text.slice(0, 140)}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the feed pattern focuses its articles
      tabIndex={0}
      onFocus={wake}
      {...itemMarker}
    >
      <div ref={untilFound}>{text}</div>
    </article>
  )
})
