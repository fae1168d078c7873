import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { localTimelineQuery } from '@/api/timelines/queries'
import { FeedScreen } from './parts/feed-screen'

/** /local: public posts of this server's members. */
export default function LocalRoute() {
  const { t } = useLingui()
  return <FeedScreen title={t`Local`} query={localTimelineQuery(useQueryClient())} />
}
