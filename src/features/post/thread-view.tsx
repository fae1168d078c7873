import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useNavigate } from '@/lib/router'
import { threadQuery } from '@/api/statuses/queries'
import { ApiError } from '@/lib/http'
import { QueryLoadError } from '@/ui/load-error'
import { Spinner } from '@/ui/spinner'
import { AuthorRelationships } from './author-relationships'
import type { RenderPostEditor } from './post-editor-slot'
import { ThreadChunk, ThreadItem, type RenderBelowPost } from './thread-entries'
import { orderThread } from './thread-order'
import { PostViewerProvider } from './viewer'
import { useWarmPostCards } from './warm-up'
import styles from './thread-view.module.css'

/** Replies rendered with the post at first; the rest come in chunks as they near the screen. */
const FIRST_REPLIES = 15
const CHUNK = 20

type ThreadViewProps = {
  postId: string
  /** The reply, quote and edit forms (the route passes the composer). */
  renderEditor?: RenderPostEditor
  /** Open the post's reply or quote form at once (a resumed draft: /post/<id>?reply=1 or ?quote=1). */
  openEditor?: 'reply' | 'quote'
  /** What the route shows under the thread's own post (who liked, reposted or reacted). */
  renderBelowPost?: RenderBelowPost
}

/**
 * A post with its whole thread: ancestors above, replies below, indented by depth, the post itself
 * highlighted and scrolled into view.
 */
export function ThreadView(props: ThreadViewProps) {
  useWarmPostCards()
  return (
    <PostViewerProvider>
      <Thread {...props} />
    </PostViewerProvider>
  )
}

function Thread({ postId, renderEditor, openEditor, renderBelowPost }: ThreadViewProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const thread = useQuery(threadQuery(queryClient, postId))
  const currentRef = useRef<HTMLLIElement>(null)
  const scrolledFor = useRef<string | null>(null)
  const hasData = thread.data !== undefined
  const entries = useMemo(() => (thread.data ? orderThread(thread.data) : []), [thread.data])
  const currentIndex = entries.findIndex((entry) => entry.status.id === postId)
  // A big thread: everything above the post, the post and its first replies render at once; the
  // other replies in chunks of placeholders that render when they come near (ThreadChunk).
  const shown = Math.min(entries.length, Math.max(currentIndex, 0) + 1 + FIRST_REPLIES)
  const chunks = useMemo(() => {
    const rest: (typeof entries)[] = []
    for (let i = shown; i < entries.length; i += CHUNK) rest.push(entries.slice(i, i + CHUNK))
    return rest
  }, [entries, shown])
  const onDeleted = useCallback(() => void navigate('/home'), [navigate])

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
      <QueryLoadError title={<Trans>The post could not be loaded</Trans>} query={thread} />
    )
  }

  return (
    <>
      <AuthorRelationships groups={[thread.data]} />
      <ol className={styles.thread} aria-label={t`Thread`}>
        {entries.slice(0, shown).map((entry) => {
          const current = entry.status.id === postId
          return (
            <ThreadItem
              key={entry.status.id}
              entry={entry}
              current={current}
              renderEditor={renderEditor}
              onDeleted={current ? onDeleted : undefined}
              itemRef={current ? currentRef : undefined}
              openEditor={current ? openEditor : undefined}
              renderBelowPost={current ? renderBelowPost : undefined}
            />
          )
        })}
        {chunks.map((chunk) => (
          <ThreadChunk key={chunk[0]?.status.id} entries={chunk} renderEditor={renderEditor} />
        ))}
      </ol>
    </>
  )
}
