import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { federatedTimelineQuery } from '@/api/timelines/queries'
import { PostViewerProvider } from '@/features/post/viewer'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import { PostFeed } from './parts/post-feed'

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
      <PostFeed
        query={query}
        label={title}
      />
    </PostViewerProvider>
  )
}
