import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { bookmarksQuery } from '@/api/bookmarks/queries'
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
  const query = bookmarksQuery(queryClient)
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
