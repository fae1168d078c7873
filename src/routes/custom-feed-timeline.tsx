import { useQueryClient } from '@tanstack/react-query'
import { customFeedTimelineQuery } from '@/api/lists/queries'
import { CustomFeedGate } from '@/features/custom-feeds/custom-feed-gate'
import { FeedTimelineHeading } from '@/features/custom-feeds/feed-timeline-heading'
import { PostViewerProvider } from '@/features/post/viewer'
import { useParams } from '@/lib/router'
import { PostFeed } from './parts/post-feed'

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

/** /custom-feed/:feedId/timeline (signed-in): the posts of the feed's users. */
export default function CustomFeedTimelineRoute() {
  const id = useParams().feedId ?? ''
  const queryClient = useQueryClient()
  return (
    <CustomFeedGate key={id} id={id} section={(feed) => feed.title}>
      {(feed) => (
        <PostViewerProvider>
          <FeedTimelineHeading feed={feed} />
          {/* The feed's own empty text is the default one, "No posts found". */}
          <PostFeed key={id} query={customFeedTimelineQuery(queryClient, id)} label={feed.title} />
        </PostViewerProvider>
      )}
    </CustomFeedGate>
  )
}
