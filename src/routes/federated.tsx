import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { federatedTimelineQuery } from '@/api/timelines/queries'
import { FeedRelationships } from '@/features/post/feed-relationships'
import { PostCard } from '@/features/post/post-card'
import { PostViewerProvider } from '@/features/post/viewer'
import { TimelineFeed } from '@/features/timeline/timeline-feed'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import { renderPostEditor } from './parts/post-editor-slot'

/** /federated: public posts known to this server, from everywhere. */
export default function FederatedRoute() {
  const { t } = useLingui()
  const title = t`Federated`
  usePageTitle(title)
  const queryClient = useQueryClient()
  const query = federatedTimelineQuery(queryClient)
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
