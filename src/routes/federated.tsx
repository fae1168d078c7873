import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { federatedTimelineQuery } from '@/api/timelines/queries'
import { FeedScreen } from './parts/feed-screen'

/** /federated: public posts known to this server, from everywhere. */
export default function FederatedRoute() {
  const { t } = useLingui()
  return <FeedScreen title={t`Federated`} query={federatedTimelineQuery(useQueryClient())} />
}
