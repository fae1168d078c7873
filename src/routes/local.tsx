import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { localTimelineQuery } from '@/api/timelines/queries'
import { PostCard } from '@/features/post/post-card'
import { TimelineFeed } from '@/features/timeline/timeline-feed'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /local: public posts of this server's members. */
export default function LocalRoute() {
  const { t } = useLingui()
  const title = t`Local`
  usePageTitle(title)
  const queryClient = useQueryClient()
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <TimelineFeed
        query={localTimelineQuery(queryClient)}
        label={title}
        renderPost={(status, position) => <PostCard status={status} {...position} />}
      />
    </>
  )
}
