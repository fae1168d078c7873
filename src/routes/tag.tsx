import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useParams } from '@/lib/router'
import { tagTimelineQuery } from '@/api/timelines/queries'
import { FeedRelationships } from '@/features/post/feed-relationships'
import { PostCard } from '@/features/post/post-card'
import { PostViewerProvider } from '@/features/post/viewer'
import { TimelineFeed } from '@/features/timeline/timeline-feed'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import { renderPostEditor } from './parts/post-editor-slot'

/** /tag/:tagName: public posts with a hashtag. */
export default function TagRoute() {
  const { t } = useLingui()
  const tag = (useParams().tagName ?? '').replace(/^#/, '')
  const title = `#${tag}`
  usePageTitle(title)
  const queryClient = useQueryClient()
  const query = tagTimelineQuery(queryClient, tag)
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      <TimelineFeed
        // A new key per tag: the feed starts afresh instead of showing the previous tag's posts.
        key={tag}
        query={query}
        label={t`Posts tagged ${title}`}
        renderPost={(status, position) => <PostCard status={status} {...position} renderEditor={renderPostEditor} />}
      />
      <FeedRelationships key={`relationships-${tag}`} query={query} />
    </PostViewerProvider>
  )
}
