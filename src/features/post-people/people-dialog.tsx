import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import type { Account } from '@/api/accounts/types'
import { postPeopleQuery, postReactionsQuery } from '@/api/reactions/queries'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { QueryLoadError } from '@/ui/load-error'
import { PagedList } from '@/ui/paged-list'
import { ProfileCard } from '@/ui/profile-card'
import { Spinner } from '@/ui/spinner'
import styles from './people-dialog.module.css'

export type PeopleKind = 'favourited_by' | 'reblogged_by' | 'reactions'

type PeopleDialogProps = { postId: string; kind: PeopleKind; onClose: () => void }

/** Who liked, reposted or reacted to a post, in a dialog; Close returns to the count. */
export function PeopleDialog({ postId, kind, onClose }: PeopleDialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  const title = kind === 'favourited_by' ? t`Liked by` : kind === 'reblogged_by' ? t`Reposted by` : t`Reactions`
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} className={styles.dialog} initialFocus={closeRef}>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button ref={closeRef} variant="secondary" size="sm" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
        <div className={styles.scroll}>
          {kind === 'reactions' ? (
            <ReactionGroups postId={postId} />
          ) : (
            <PeopleList postId={postId} kind={kind} label={title} />
          )}
        </div>
      </div>
    </Dialog>
  )
}

function PeopleList({
  postId,
  kind,
  label,
}: {
  postId: string
  kind: 'favourited_by' | 'reblogged_by'
  label: string
}) {
  const query = useInfiniteQuery(postPeopleQuery(postId, kind))
  return (
    <PagedList<Account>
      query={query}
      label={label}
      keyOf={(account) => account.id}
      renderItem={(account) => <ProfileCard account={account} />}
      failedTitle={<Trans>The list could not be loaded</Trans>}
      moreFailedTitle={<Trans>More people could not be loaded</Trans>}
      empty={<Trans>No one yet</Trans>}
      more={<Trans>Load more</Trans>}
    />
  )
}

function ReactionGroups({ postId }: { postId: string }) {
  const { t } = useLingui()
  const query = useQuery(postReactionsQuery(postId))
  if (query.isPending) return <Spinner label={t`Loading…`} />
  if (query.data === undefined) {
    return <QueryLoadError title={<Trans>The list could not be loaded</Trans>} query={query} />
  }
  if (query.data.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No one yet</Trans>
      </p>
    )
  }
  return query.data.map((group) => {
    const name = group.url ? `:${group.name}:` : group.name
    const count = group.count
    return (
      <section key={group.name} className={styles.group} aria-label={t`${name}: ${count}`}>
        <h3 className={styles.emoji}>
          {group.url ? <img src={group.url} alt={name} className={styles.custom} /> : group.name}
          <span className={styles.number}>{count}</span>
        </h3>
        <ul className={styles.list}>
          {(group.accounts ?? []).map((account) => (
            <li key={account.id}>
              <ProfileCard account={account} />
            </li>
          ))}
        </ul>
      </section>
    )
  })
}
