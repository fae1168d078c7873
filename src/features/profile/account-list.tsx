import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { accountListQuery } from '@/api/accounts/profile'
import type { Account } from '@/api/accounts/types'
import { useRemoveFollower } from '@/api/relationships/remove-follower'
import { Link } from '@/lib/router'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { DisplayName } from '@/ui/display-name'
import { useErrorText } from '@/ui/error-text'
import { QueryLoadError } from '@/ui/load-error'
import { LoadMoreError } from '@/ui/load-more-error'
import { Spinner } from '@/ui/spinner'
import styles from './account-list.module.css'
import { iconClose } from '@/ui/icons/close'
import { profilePath } from '@/lib/paths'

type AccountListProps = { accountId: string; kind: 'followers' | 'following' }

/**
 * The own followers or following, paged by the Link header, with "Load more". Each follower can
 * be removed from the followers after a confirmation (spec §5).
 */
export function AccountList({ accountId, kind }: AccountListProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const list = useInfiniteQuery(accountListQuery(accountId, kind))
  const remove = useRemoveFollower(accountId)
  const [removing, setRemoving] = useState<Account | null>(null)
  if (list.isPending) return <Spinner label={t`Loading…`} />
  if (list.data === undefined) {
    return <QueryLoadError title={<Trans>The list could not be loaded</Trans>} query={list} />
  }
  const accounts = list.data.pages.flatMap((page) => page.items)
  if (accounts.length === 0) {
    return (
      <p className={styles.empty}>
        {kind === 'followers' ? <Trans>No followers</Trans> : <Trans>Not following anyone</Trans>}
      </p>
    )
  }
  const close = () => {
    setRemoving(null)
    remove.reset()
  }
  const removingAcct = removing ? `@${removing.acct}` : ''
  return (
    <>
      <ul className={styles.list}>
        {accounts.map((account) => {
          const handle = `@${account.acct}`
          return (
            <li key={account.id} className={styles.row}>
              <Link to={profilePath(account.acct)} className={styles.item}>
                <Avatar account={account} size={40} />
                <span className={styles.names}>
                  <DisplayName account={account} />
                  <span className={styles.handle}>{handle}</span>
                </span>
              </Link>
              {kind === 'followers' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={iconClose}
                  aria-label={t`Remove ${handle} from followers`}
                  onClick={() => setRemoving(account)}
                >
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
            </li>
          )
        })}
      </ul>
      {list.isFetchNextPageError ? (
        <LoadMoreError query={list} />
      ) : list.hasNextPage ? (
        <Button fullWidth busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={<Trans>Remove {removingAcct} from followers?</Trans>}
        confirmLabel={t`Remove from followers`}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: close })
        }}
        onClose={close}
      >
        <Trans>They will no longer follow you and will stop receiving your posts for followers.</Trans>
      </ConfirmDialog>
    </>
  )
}
