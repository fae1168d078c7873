import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { PostPagesQuery } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { FeedRelationships } from '@/features/post/feed-relationships'
import { PostCard } from '@/features/post/post-card'
import { useWarmPostCards } from '@/features/post/warm-up'
import type { LiveFeed } from '@/features/timeline/live-feed'
import { TimelineFeed, type FeedPosition } from '@/features/timeline/timeline-feed'
import { renderPostEditor } from './post-editor-slot'

type PostFeedProps<Key extends QueryKey> = {
  query: PostPagesQuery<Key>
  /** Accessible name of the feed. */
  label: string
  empty?: ReactNode
  onTokenInvalid?: () => void
  /** New posts held aside and the reading position (home). */
  live?: LiveFeed
}

// Defined once: the feed's pages are memoised and keep their cards when this is the same function.
const renderPost = (status: Status, position: FeedPosition) => (
  <PostCard status={status} {...position} renderEditor={renderPostEditor} />
)

/**
 * A paged list of post cards with their editor slot, and the viewer's relationships with the
 * authors on screen (for the post menus). Render it inside a PostViewerProvider.
 */
export function PostFeed<Key extends QueryKey>({ query, label, empty, onTokenInvalid, live }: PostFeedProps<Key>) {
  useWarmPostCards()
  return (
    <>
      <TimelineFeed
        query={query}
        label={label}
        empty={empty}
        onTokenInvalid={onTokenInvalid}
        renderPost={renderPost}
        live={live}
      />
      <FeedRelationships query={query} />
    </>
  )
}
