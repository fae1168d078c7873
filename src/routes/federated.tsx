import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { federatedTimelineQuery } from '@/api/timelines/queries'
import { PostCard } from '@/features/post/post-card'
import { TimelineFeed } from '@/features/timeline/timeline-feed'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /federated: public posts known to this server, from everywhere. */
export default function FederatedRoute() {
  const { t } = useLingui()
  const title = t`Federated`
  usePageTitle(title)
  const queryClient = useQueryClient()
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <TimelineFeed
        query={federatedTimelineQuery(queryClient)}
        label={title}
        renderPost={(status, position) => <PostCard status={status} {...position} />}
      />
    </>
  )
}
