import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { customFeedMembersQuery } from '@/api/lists/queries'
import { Button } from '@/ui/button'
import { QueryLoadError } from '@/ui/load-error'
import { LoadMoreError } from '@/ui/load-more-error'
import { ProfileCard } from '@/ui/profile-card'
import { Spinner } from '@/ui/spinner'
import { RemoveMemberButton } from './remove-member-button'
import styles from './member-list.module.css'

/** The feed's users as profile cards with Remove, and Show more users while pages come back full. */
export function MemberList({ feedId }: { feedId: string }) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  const members = useInfiniteQuery(customFeedMembersQuery(feedId))
  // A removed card takes its button with it: the list's heading gets the focus.
  const onRemoved = () => heading.current?.focus()

  let content
  if (members.isPending) content = <Spinner label={t`Loading…`} />
  else if (members.data === undefined) {
    content = <QueryLoadError title={<Trans>The users of this feed could not be loaded</Trans>} query={members} />
  } else {
    const accounts = members.data.pages.flatMap((page) => page.items)
    const showMore = () => void members.fetchNextPage()
    content = (
      <>
        {accounts.length === 0 ? (
          <p className={styles.empty}>
            <Trans>No users in this feed yet</Trans>
          </p>
        ) : (
          <ul className={styles.list} aria-label={t`Users in this feed`}>
            {accounts.map((account) => (
              <li key={account.id}>
                <ProfileCard
                  account={account}
                  actions={<RemoveMemberButton feedId={feedId} account={account} onRemoved={onRemoved} />}
                />
              </li>
            ))}
          </ul>
        )}
        {members.isFetchNextPageError ? (
          <LoadMoreError query={members} />
        ) : members.hasNextPage ? (
          <div className={styles.more}>
            <Button onClick={showMore} busy={members.isFetchingNextPage} fullWidth>
              <Trans>Show more users</Trans>
            </Button>
          </div>
        ) : null}
      </>
    )
  }

  return (
    <section className={styles.root}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        <Trans>Users in this feed</Trans>
      </h2>
      {content}
    </section>
  )
}
