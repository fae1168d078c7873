import { useLingui } from '@lingui/react/macro'
import { canListOutgoingRequests } from '@/api/follow-requests/outgoing'
import { useInstance } from '@/api/instance/queries'
import { FollowRequestList } from '@/features/follow-requests/follow-request-list'
import { OutgoingRequestList } from '@/features/follow-requests/outgoing-request-list'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/**
 * /follow-requests (signed-in): accounts asking to follow, with accept and reject; on Mitra 4.19
 * and later also the requests the member sent, with cancel.
 */
export default function FollowRequestsRoute() {
  const { t } = useLingui()
  const instance = useInstance()
  const title = t`Follow requests`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <FollowRequestList label={title} />
      {canListOutgoingRequests(instance) ? <OutgoingRequestList /> : null}
    </>
  )
}
