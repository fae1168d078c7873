import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { directoryQuery } from '@/api/directory/queries'
import { Button } from '@/ui/button'
import { QueryLoadError } from '@/ui/load-error'
import { LoadMoreError } from '@/ui/load-more-error'
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
      <QueryLoadError
        title={<Trans>The profiles could not be loaded</Trans>}
        query={directory}
      />
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
  const showMore = () => void directory.fetchNextPage()
  return (
    <>
      <ul className={styles.grid} aria-label={label} aria-busy={directory.isFetching}>
        {accounts.map((account) => (
          <li key={account.id}>
            <ProfileCard account={account} className={styles.card} />
          </li>
        ))}
      </ul>
      {directory.isFetchNextPageError ? (
        <LoadMoreError query={directory} />
      ) : directory.hasNextPage ? (
        <div className={styles.more}>
          <Button onClick={showMore} busy={directory.isFetchingNextPage} fullWidth>
            <Trans>Show more profiles</Trans>
          </Button>
        </div>
      ) : null}
    </>
  )
}
