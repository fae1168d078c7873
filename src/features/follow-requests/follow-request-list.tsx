import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { followRequestsQuery } from '@/api/follow-requests/queries'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { FollowRequestCard } from './follow-request-card'
import styles from './follow-request-list.module.css'

/** The pending follow requests as profile cards, paged with Show more requests. */
export function FollowRequestList({ label }: { label: string }) {
  const requests = useInfiniteQuery(followRequestsQuery())
  if (requests.isPending) {
    return (
      <div className={styles.status} aria-busy="true">
        <Spinner />
      </div>
    )
  }
  if (requests.data === undefined) {
    return (
      <Alert
        title={<Trans>The follow requests could not be loaded</Trans>}
        actions={
          <Button onClick={() => void requests.refetch()} busy={requests.isFetching} icon="refresh">
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {requests.error?.message}
      </Alert>
    )
  }
  const accounts = requests.data.pages.flatMap((page) => page.items)
  const more = requests.hasNextPage ? (
    <Button fullWidth busy={requests.isFetchingNextPage} onClick={() => void requests.fetchNextPage()}>
      <Trans>Show more requests</Trans>
    </Button>
  ) : null
  return (
    <>
      {accounts.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No follow requests found</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {accounts.map((account) => (
            <li key={account.id}>
              <FollowRequestCard account={account} />
            </li>
          ))}
        </ul>
      )}
      {requests.isFetchNextPageError ? (
        <Alert title={<Trans>More requests could not be loaded</Trans>}>{requests.error?.message}</Alert>
      ) : null}
      {more ? <div className={styles.more}>{more}</div> : null}
    </>
  )
}
