import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import type { Account } from '@/api/accounts/types'
import { canOrderDirectory, type DirectoryOrder } from '@/api/directory/endpoints'
import { directoryQuery } from '@/api/directory/queries'
import { useInstance } from '@/api/instance/queries'
import { useRelationshipBatch } from '@/api/relationships/queries'
import { Button } from '@/ui/button'
import { QueryLoadError } from '@/ui/load-error'
import { LoadMoreError } from '@/ui/load-more-error'
import { Spinner } from '@/ui/spinner'
import { DirectoryCard } from './directory-card'
import { DirectoryOrderField } from './directory-order'
import styles from './profile-directory.module.css'

type ProfileDirectoryProps = {
  label: string
  /** How the member asked the profiles to be ordered (where the instance can: Mitra 4.6.0). */
  order: DirectoryOrder
  onOrderChange: (order: DirectoryOrder) => void
  /** The display name with its custom emojis. */
  renderName: (account: Account) => ReactNode
  /** Adds an account's custom emojis to sanitised HTML. */
  emojify: (html: string, account: Account) => string
}

/** Reads the viewer's relationships with one page of cards in one call. Renders nothing. */
function PageRelationships({ accounts, viewerId }: { accounts: readonly Account[]; viewerId: string }) {
  const queryClient = useQueryClient()
  useRelationshipBatch(
    queryClient,
    accounts.map((a) => a.id).filter((id) => id !== viewerId),
  )
  return null
}

/**
 * A grid of profile cards, 20 at a time, with Show more profiles while pages come back full, and,
 * where the instance can, the choice of order. A signed-in member's relationships with the cards
 * are read in one call per page.
 */
export function ProfileDirectory({ order, onOrderChange, ...props }: ProfileDirectoryProps) {
  const ordered = canOrderDirectory(useInstance())
  return (
    <>
      {ordered ? <DirectoryOrderField value={order} onChange={onOrderChange} /> : null}
      <DirectoryGrid {...props} order={ordered ? order : null} />
    </>
  )
}

type DirectoryGridProps = Omit<ProfileDirectoryProps, 'order' | 'onOrderChange'> & { order: DirectoryOrder | null }

function DirectoryGrid({ label, renderName, emojify, order }: DirectoryGridProps) {
  const directory = useInfiniteQuery(directoryQuery(order))
  const user = useCurrentUser()
  if (directory.isPending) {
    return (
      <div className={styles.status} aria-busy="true">
        <Spinner />
      </div>
    )
  }
  if (directory.data === undefined) {
    return <QueryLoadError title={<Trans>The profiles could not be loaded</Trans>} query={directory} />
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
      {/* One batch per page (useQuery, not useQueries: TanStack Query rides in the first screen's chunk). */}
      {user
        ? directory.data.pages.map((page, i) => <PageRelationships key={i} accounts={page} viewerId={user.id} />)
        : null}
      <ul className={styles.grid} aria-label={label} aria-busy={directory.isFetching}>
        {accounts.map((account) => (
          <li key={account.id}>
            <DirectoryCard
              account={account}
              name={renderName(account)}
              emojify={(html) => emojify(html, account)}
              followable={user !== null && user.id !== account.id}
            />
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
