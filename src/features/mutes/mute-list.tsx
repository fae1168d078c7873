import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { mutesQuery } from '@/api/mutes/queries'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { MutedUserCard } from './muted-user-card'
import styles from './mute-list.module.css'

/** The muted accounts as profile cards linking to their profiles, paged with Show more users. */
export function MuteList({ label }: { label: string }) {
  const mutes = useInfiniteQuery(mutesQuery())
  if (mutes.isPending) {
    return (
      <div className={styles.status} aria-busy="true">
        <Spinner />
      </div>
    )
  }
  if (mutes.data === undefined) {
    return (
      <Alert
        title={<Trans>The muted users could not be loaded</Trans>}
        actions={
          <Button onClick={() => void mutes.refetch()} busy={mutes.isFetching} icon="refresh">
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {mutes.error?.message}
      </Alert>
    )
  }
  const accounts = mutes.data.pages.flatMap((page) => page.items)
  return (
    <>
      {accounts.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No muted users</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {accounts.map((account) => (
            <li key={account.id}>
              <MutedUserCard account={account} />
            </li>
          ))}
        </ul>
      )}
      {mutes.isFetchNextPageError ? <Alert title={<Trans>More users could not be loaded</Trans>}>{mutes.error?.message}</Alert> : null}
      {mutes.hasNextPage ? (
        <div className={styles.more}>
          <Button fullWidth busy={mutes.isFetchingNextPage} onClick={() => void mutes.fetchNextPage()}>
            <Trans>Show more users</Trans>
          </Button>
        </div>
      ) : null}
    </>
  )
}
