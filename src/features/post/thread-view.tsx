import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { useNavigate } from '@/lib/router'
import { threadQuery } from '@/api/statuses/queries'
import { ApiError } from '@/lib/http'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { AuthorRelationships } from './author-relationships'
import { PostCard } from './post-card'
import type { RenderPostEditor } from './post-editor-slot'
import { orderThread } from './thread-order'
import { PostViewerProvider } from './viewer'
import styles from './thread-view.module.css'

/** Indentation stops here so that deep threads stay readable on small screens. */
const MAX_DEPTH = 6
/** Replies rendered with the post at first, and added per step after it (big threads). */
const FIRST_REPLIES = 15
const STEP = 8

type ThreadViewProps = {
  postId: string
  /** The reply, quote and edit forms (the route passes the composer). */
  renderEditor?: RenderPostEditor
}

/**
 * A post with its whole thread: ancestors above, replies below, indented by depth, the post itself
 * highlighted and scrolled into view.
 */
export function ThreadView(props: ThreadViewProps) {
  return (
    <PostViewerProvider>
      <Thread {...props} />
    </PostViewerProvider>
  )
}

function Thread({ postId, renderEditor }: ThreadViewProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const thread = useQuery(threadQuery(queryClient, postId))
  const currentRef = useRef<HTMLLIElement>(null)
  const scrolledFor = useRef<string | null>(null)
  const hasData = thread.data !== undefined
  const entries = useMemo(() => (thread.data ? orderThread(thread.data) : []), [thread.data])
  const currentIndex = entries.findIndex((entry) => entry.status.id === postId)
  // A big thread renders progressively: everything above the post, the post and its first
  // replies at once, then the rest a step at a time, each step a transition that yields to input.
  const [extra, setExtra] = useState(0)
  const shown = Math.min(entries.length, Math.max(currentIndex, 0) + 1 + FIRST_REPLIES + extra)
  useEffect(() => {
    if (shown >= entries.length) return
    const timer = setTimeout(() => startTransition(() => setExtra((n) => n + STEP)), 0)
    return () => clearTimeout(timer)
  }, [shown, entries.length])

  useEffect(() => {
    const element = currentRef.current
    if (!hasData || !element || scrolledFor.current === postId) return
    scrolledFor.current = postId
    // Only when there is something above it; the page already starts at the top otherwise.
    if (element.previousElementSibling) element.scrollIntoView({ block: 'start' })
  }, [hasData, postId])

  if (thread.isPending) {
    return (
      <div className={styles.status}>
        <Spinner label={t`Loading post…`} />
      </div>
    )
  }
  if (thread.isError) {
    const notFound = thread.error instanceof ApiError && thread.error.status === 404
    return notFound ? (
      <p className={styles.notFound}>
        <Trans>Post not found</Trans>
      </p>
    ) : (
      <Alert
        className={styles.alert}
        title={<Trans>The post could not be loaded</Trans>}
        actions={
          <Button onClick={() => void thread.refetch()} busy={thread.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {thread.error.message}
      </Alert>
    )
  }

  return (
    <>
      <AuthorRelationships groups={[thread.data]} />
      <ol className={styles.thread} aria-label={t`Thread`} aria-busy={shown < entries.length}>
        {entries.slice(0, shown).map(({ status, depth, parentUnavailable }) => {
          const current = status.id === postId
          return (
            <li
              key={status.id}
              ref={current ? currentRef : undefined}
              className={depth > 0 ? `${styles.entry} ${styles.nested}` : styles.entry}
              style={{ '--depth': Math.min(depth, MAX_DEPTH) } as CSSProperties}
            >
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
                onDeleted={current ? () => void navigate('/home') : undefined}
              />
            </li>
          )
        })}
      </ol>
    </>
  )
}
