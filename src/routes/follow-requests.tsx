import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /follow-requests (signed-in). */
export default function FollowRequestsRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Follow requests`} />
}
