import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { mutesQuery } from '@/api/mutes/queries'
import { PagedList } from '@/ui/paged-list'
import { MutedUserCard } from './muted-user-card'

/** The muted accounts as profile cards linking to their profiles, paged with Show more users. */
export function MuteList({ label }: { label: string }) {
  const mutes = useInfiniteQuery(mutesQuery())
  return (
    <PagedList
      query={mutes}
      label={label}
      keyOf={(account) => account.id}
      renderItem={(account) => <MutedUserCard account={account} />}
      failedTitle={<Trans>The muted users could not be loaded</Trans>}
      moreFailedTitle={<Trans>More users could not be loaded</Trans>}
      empty={<Trans>No muted users</Trans>}
      more={<Trans>Show more users</Trans>}
    />
  )
}
