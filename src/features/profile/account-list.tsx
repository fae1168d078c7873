import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { accountListQuery } from '@/api/accounts/profile'
import { Link } from '@/lib/router'
import { Alert } from '@/ui/alert'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { DisplayName } from '@/ui/display-name'
import { Spinner } from '@/ui/spinner'
import styles from './account-list.module.css'

type AccountListProps = { accountId: string; kind: 'followers' | 'following' }

/** The own followers or following, paged by the Link header, with "Load more". */
export function AccountList({ accountId, kind }: AccountListProps) {
  const { t } = useLingui()
  const list = useInfiniteQuery(accountListQuery(accountId, kind))
  if (list.isPending) return <Spinner label={t`Loading…`} />
  if (list.data === undefined) {
    return (
      <Alert
        title={<Trans>The list could not be loaded</Trans>}
        actions={
          <Button onClick={() => void list.refetch()} icon="refresh">
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {list.error?.message}
      </Alert>
    )
  }
  const accounts = list.data.pages.flatMap((page) => page.items)
  if (accounts.length === 0) {
    return <p className={styles.empty}>{kind === 'followers' ? <Trans>No followers</Trans> : <Trans>Not following anyone</Trans>}</p>
  }
  return (
    <>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.id}>
            <Link to={`/@${account.acct}`} className={styles.item}>
              <Avatar account={account} size={40} />
              <span className={styles.names}>
                <DisplayName account={account} />
                <span className={styles.handle}>@{account.acct}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button fullWidth busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </>
  )
}
