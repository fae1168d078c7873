import { memo, useId, type ComponentProps } from 'react'
import { useStatus } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { itemMarker } from '@/lib/keyboard/markers'
import { PostBody } from './post-body'
import { PostLabelText } from './post-label-text'
import type { RenderPostEditor } from './post-editor-slot'
import { RepostNote } from './repost-note'
import { PostViewerProvider, useOptionalViewer, useViewer } from './viewer'
import styles from './post-card.module.css'

type PostCardProps = {
  status: Status
  /** Position in a feed (1-based) and the feed's size (-1 while more pages may follow). */
  posInSet?: number
  setSize?: number
  /** The post a thread is about: marked as the current one. */
  current?: boolean
  /** Called after the author deleted the post. */
  onDeleted?: () => void
  /** Show "Replying to @acct" (default); a thread turns it off where the parent is shown above. */
  replyContext?: boolean
  /** In a thread view: quoting is offered there (spec §6). */
  inThread?: boolean
  /** The reply, quote and edit forms (the route passes the composer). */
  renderEditor?: RenderPostEditor
  /** Open the reply or quote form at once (a resumed draft). */
  openEditor?: 'reply' | 'quote'
  /** Heading level of the post's title: 2 (default) under the screen's <h1>, 3 in a titled section. */
  titleLevel?: 2 | 3
}

type BodyProps = Omit<ComponentProps<typeof PostBody>, 'status'>

/** The original of a repost, read from its own detail key (actions change the original). */
function Reposted({ initial, ...props }: BodyProps & { initial: Status }) {
  const status = useStatus(initial.id, initial)
  return <PostBody status={status} {...props} />
}

function Card({
  status: initial,
  posInSet,
  setSize,
  current = false,
  onDeleted,
  replyContext = true,
  inThread = false,
  renderEditor,
  openEditor,
  titleLevel,
}: PostCardProps) {
  const status = useStatus(initial.id, initial)
  const { contentWarnings } = useViewer()
  const nameId = useId()
  const labelId = useId()
  const inFeed = posInSet !== undefined
  const body = {
    nameId,
    onDeleted,
    replyContext,
    inThread,
    renderEditor,
    initialEditor: openEditor,
    current,
    titleLevel,
  }
  return (
    // In a feed each post is a stop of the tab order (ARIA feed pattern); elsewhere j and k still
    // reach it. The post shortcuts act on the focused card.
    <article
      className={current ? `${styles.card} ${styles.current}` : styles.card}
      aria-labelledby={labelId}
      aria-posinset={posInSet}
      aria-setsize={inFeed ? (setSize ?? -1) : undefined}
      aria-current={current ? 'true' : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the feed pattern focuses its articles
      tabIndex={inFeed ? 0 : -1}
      {...itemMarker}
    >
      <PostLabelText id={labelId} status={status} contentWarnings={contentWarnings} />
      {status.reblog ? <RepostNote account={status.account} /> : null}
      {status.reblog ? <Reposted initial={status.reblog} {...body} /> : <PostBody status={status} {...body} />}
    </article>
  )
}

/**
 * One post as an <article>, named by author, time and the start of its text. A repost shows "<name> reposted" above the original. The card reads
 * the post's detail key, so an action taken on another screen shows here too. Memoised: a feed
 * appending a page does not re-render the cards it already shows. Screens with many cards wrap
 * them in a PostViewerProvider; a card outside one provides its own.
 */
export const PostCard = memo(function PostCard(props: PostCardProps) {
  const viewer = useOptionalViewer()
  const card = <Card {...props} />
  return viewer ? card : <PostViewerProvider>{card}</PostViewerProvider>
})
