import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { bookmarksQuery } from '@/api/bookmarks/queries'
import type { timelineQuery } from '@/api/timelines/queries'
import { FeedRelationships } from '@/features/post/feed-relationships'
import { PostCard } from '@/features/post/post-card'
import { PostViewerProvider } from '@/features/post/viewer'
import { TimelineFeed } from '@/features/timeline/timeline-feed'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import { renderPostEditor } from './parts/post-editor-slot'

/** /bookmarks (signed-in): the bookmarked posts, the next page from the Link URL. */
export default function BookmarksRoute() {
  const { t } = useLingui()
  const title = t`Bookmarks`
  usePageTitle(title)
  const queryClient = useQueryClient()
  // Same page shape as a timeline ({items, next} with a string cursor): the feed only reads the
  // pages, so the bookmark query stands in for a timeline query.
  const query = bookmarksQuery(queryClient) as unknown as ReturnType<typeof timelineQuery>
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      <TimelineFeed
        query={query}
        label={title}
        renderPost={(status, position) => <PostCard status={status} {...position} renderEditor={renderPostEditor} />}
      />
      <FeedRelationships query={query} />
    </PostViewerProvider>
  )
}
