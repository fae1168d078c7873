import { Trans } from '@lingui/react/macro'
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react'
import { itemMarker } from '@/lib/keyboard/markers'
import { postPlainText } from '@/lib/plain-text'
import { untilFound } from '@/ui/until-found'
import { PostCard } from './post-card'
import type { RenderPostEditor } from './post-editor-slot'
import type { ThreadEntry } from './thread-order'
import styles from './thread-view.module.css'

/** Indentation stops here so that deep threads stay readable on small screens. */
const MAX_DEPTH = 6
/** A chunk renders its cards when it comes this close to the screen (1.5 screens). */
const NEAR_MARGIN = '150% 0px'
/** Height of a reply not rendered yet: about a two-line post. */
const ESTIMATED_HEIGHT = 150

type EntryProps = {
  entry: ThreadEntry
  current: boolean
  renderEditor?: RenderPostEditor
  onDeleted?: () => void
  itemRef?: Ref<HTMLLIElement>
  /** The reply or quote form to open at once (the thread's own post only). */
  openEditor?: 'reply' | 'quote'
  /** Shown under the card (the thread's own post only). */
  renderBelowPost?: RenderBelowPost
}

export type RenderBelowPost = (status: ThreadEntry['status']) => ReactNode

const itemClass = (depth: number) => (depth > 0 ? `${styles.entry} ${styles.nested}` : styles.entry)
const depthStyle = (depth: number) => ({ '--depth': Math.min(depth, MAX_DEPTH) }) as CSSProperties

/** One post of a thread, indented by its depth. */
export const ThreadItem = memo(function ThreadItem({
  entry,
  current,
  renderEditor,
  onDeleted,
  itemRef,
  openEditor,
  renderBelowPost,
}: EntryProps) {
  const { status, depth, parentUnavailable } = entry
  return (
    <li ref={itemRef} className={itemClass(depth)} style={depthStyle(depth)}>
      {parentUnavailable ? (
        <p className={styles.unavailable}>
          <Trans>Post is not available</Trans>
        </p>
      ) : null}
      <PostCard
        status={status}
        current={current}
        replyContext={depth === 0}
        inThread
        renderEditor={renderEditor}
        onDeleted={onDeleted}
        openEditor={openEditor}
      />
      {renderBelowPost?.(status)}
    </li>
  )
})

type ChunkProps = {
  entries: readonly ThreadEntry[]
  renderEditor?: RenderPostEditor
}

/**
 * Replies of a big thread further down: placeholders (a j/k stop each, their words findable,
 * hidden until found) until the chunk comes near the screen, is focused or matches a search;
 * then the cards, for good. So the thread is usable as soon as its first screen is drawn.
 */
export const ThreadChunk = memo(function ThreadChunk({ entries, renderEditor }: ChunkProps) {
  const [rendered, setRendered] = useState(false)
  const firstRef = useRef<HTMLLIElement>(null)
  const focusIndex = useRef<number | null>(null)
  const render = useCallback(() => setRendered(true), [])
  const count = entries.length

  useEffect(() => {
    const first = firstRef.current
    if (rendered || !first || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && render(), {
      rootMargin: NEAR_MARGIN,
    })
    io.observe(first)
    // A match of find-in-page in one of this chunk's items (the chunks share their list).
    const match = (event: Event) => {
      const target = event.target
      if (!(target instanceof Node)) return
      let item: Element | null = first
      for (let i = 0; i < count && item; i += 1, item = item.nextElementSibling) {
        if (item.contains(target)) {
          render()
          return
        }
      }
    }
    document.addEventListener('beforematch', match, true)
    return () => {
      io.disconnect()
      document.removeEventListener('beforematch', match, true)
    }
  }, [rendered, render, count])

  useLayoutEffect(() => {
    const index = focusIndex.current
    if (!rendered || index === null) return
    focusIndex.current = null
    let item: Element | null | undefined = firstRef.current
    for (let i = 0; i < index && item; i += 1) item = item.nextElementSibling
    item?.querySelector<HTMLElement>('article')?.focus()
  }, [rendered])

  if (rendered) {
    return entries.map((entry, i) => (
      <ThreadItem
        key={entry.status.id}
        entry={entry}
        current={false}
        renderEditor={renderEditor}
        itemRef={i === 0 ? firstRef : undefined}
      />
    ))
  }
  return entries.map((entry, i) => {
    const text = postPlainText(entry.status)
    return (
      <li
        key={entry.status.id}
        ref={i === 0 ? firstRef : undefined}
        className={itemClass(entry.depth)}
        style={depthStyle(entry.depth)}
      >
        <article
          className={styles.placeholder}
          style={{ height: ESTIMATED_HEIGHT }}
          aria-label={text.slice(0, 140)}
          tabIndex={-1}
          onFocus={() => {
            focusIndex.current = i
            render()
          }}
          {...itemMarker}
        >
          <div ref={untilFound}>{text}</div>
        </article>
      </li>
    )
  })
})
