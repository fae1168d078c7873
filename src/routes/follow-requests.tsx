import { useLingui } from '@lingui/react/macro'
import { FollowRequestList } from '@/features/follow-requests/follow-request-list'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /follow-requests (signed-in): accounts asking to follow, with accept and reject. */
export default function FollowRequestsRoute() {
  const { t } = useLingui()
  const title = t`Follow requests`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <FollowRequestList label={title} />
    </>
  )
}
