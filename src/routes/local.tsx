import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { localTimelineQuery } from '@/api/timelines/queries'
import { PostViewerProvider } from '@/features/post/viewer'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import { PostFeed } from './parts/post-feed'

/** /local: public posts of this server's members. */
export default function LocalRoute() {
  const { t } = useLingui()
  const title = t`Local`
  usePageTitle(title)
  const queryClient = useQueryClient()
  const query = localTimelineQuery(queryClient)
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      <PostFeed
        query={query}
        label={title}
      />
    </PostViewerProvider>
  )
}
