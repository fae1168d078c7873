import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { followRequestsQuery } from '@/api/follow-requests/queries'
import { PagedList } from '@/ui/paged-list'
import { FollowRequestCard } from './follow-request-card'

/** The pending follow requests as profile cards, paged with Show more requests. */
export function FollowRequestList({ label }: { label: string }) {
  const requests = useInfiniteQuery(followRequestsQuery())
  return (
    <PagedList
      query={requests}
      label={label}
      keyOf={(account) => account.id}
      renderItem={(account) => <FollowRequestCard account={account} />}
      failedTitle={<Trans>The follow requests could not be loaded</Trans>}
      moreFailedTitle={<Trans>More requests could not be loaded</Trans>}
      empty={<Trans>No follow requests found</Trans>}
      more={<Trans>Show more requests</Trans>}
    />
  )
}
