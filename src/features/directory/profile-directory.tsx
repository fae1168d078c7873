import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { directoryQuery } from '@/api/directory/queries'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { ProfileCard } from '@/ui/profile-card'
import { Spinner } from '@/ui/spinner'
import styles from './profile-directory.module.css'

/** A grid of profile cards, 20 at a time, with Show more profiles while pages come back full. */
export function ProfileDirectory({ label }: { label: string }) {
  const directory = useInfiniteQuery(directoryQuery())
  if (directory.isPending) {
    return (
      <div className={styles.status} aria-busy="true">
        <Spinner />
      </div>
    )
  }
  if (directory.data === undefined) {
    return (
      <Alert
        title={<Trans>The profiles could not be loaded</Trans>}
        actions={
          <Button onClick={() => void directory.refetch()} busy={directory.isFetching} icon="refresh">
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {directory.error?.message}
      </Alert>
    )
  }
  const accounts = directory.data.pages.flat()
  if (accounts.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No profiles found</Trans>
      </p>
    )
  }
  const showMore = () => {
    void directory.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) console.warn('Could not load more profiles', result.error)
    })
  }
  return (
    <>
      <ul className={styles.grid} aria-label={label} aria-busy={directory.isFetching}>
        {accounts.map((account) => (
          <li key={account.id}>
            <ProfileCard account={account} className={styles.card} />
          </li>
        ))}
      </ul>
      {directory.hasNextPage ? (
        <div className={styles.more}>
          <Button onClick={showMore} busy={directory.isFetchingNextPage} fullWidth>
            <Trans>Show more profiles</Trans>
          </Button>
        </div>
      ) : null}
    </>
  )
}
