import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useParams } from '@/lib/router'
import { tagTimelineQuery } from '@/api/timelines/queries'
import { PostViewerProvider } from '@/features/post/viewer'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import { PostFeed } from './parts/post-feed'

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

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
      <PostFeed
        // A new key per tag: the feed starts afresh instead of showing the previous tag's posts.
        key={tag}
        query={query}
        label={t`Posts tagged ${title}`}
      />
    </PostViewerProvider>
  )
}
