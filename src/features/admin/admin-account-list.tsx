import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { adminAccountsQuery } from '@/api/admin/queries'
import type { AdminAccount } from '@/api/admin/types'
import { formatFullDate, parseDate } from '@/lib/dates'
import { ProfileCard } from '@/ui/profile-card'
import { QueryLoadError } from '@/ui/load-error'
import { Spinner } from '@/ui/spinner'
import { showToast } from '@/ui/toast/toast-store'
import { useFocusAfterRemoval } from '@/ui/use-focus-after-removal'
import { DeleteAccountButton } from './delete-account-button'
import listStyles from '@/ui/paged-list.module.css'
import styles from './admin-account-list.module.css'

type AdminAccountListProps = { label: string; ownId: string }

/** The role's name as people read it; Mitra's built-in roles, or the name it sends. */
function RoleName({ name }: { name: string | undefined }) {
  if (name === 'admin') return <Trans>Admin</Trans>
  if (name === 'user') return <Trans>Member</Trans>
  if (name === 'read_only_user') return <Trans>Read-only member</Trans>
  return <>{name ?? ''}</>
}

/**
 * The instance's accounts (newest first) with their role and last sign-in, each but the admin's own
 * with Delete. After a deletion the focus moves to the next account's Delete, or to the list.
 */
export function AdminAccountList({ label, ownId }: AdminAccountListProps) {
  const { t, i18n } = useLingui()
  const accounts = useQuery(adminAccountsQuery())
  const listRef = useRef<HTMLUListElement>(null)
  const focusAfterDeletion = useFocusAfterRemoval(accounts.data?.map((entry) => entry.id) ?? [], (index) => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button')
    const next = buttons?.[Math.min(index, buttons.length - 1)]
    if (next) next.focus()
    else listRef.current?.focus()
  })

  if (accounts.isPending) {
    return (
      <div className={listStyles.status} aria-busy="true">
        <Spinner />
      </div>
    )
  }
  if (accounts.data === undefined) {
    return <QueryLoadError title={<Trans>The accounts could not be loaded</Trans>} query={accounts} />
  }

  const deleted = (entry: AdminAccount, index: number) => {
    const acct = `@${entry.account.acct}`
    showToast(t`The account ${acct} was deleted.`)
    focusAfterDeletion(entry.id, index)
  }

  const list = accounts.data
  if (list.length === 0) return <p className={listStyles.empty}>{t`No accounts found`}</p>
  return (
    <ul ref={listRef} className={`${listStyles.list} ${styles.list}`} aria-label={label} tabIndex={-1}>
      {list.map((entry) => {
        const lastLogin = parseDate(entry.last_login_at)
        const lastLoginText = lastLogin ? formatFullDate(lastLogin, i18n.locale) : ''
        const deletable = list.filter((a) => a.id !== ownId)
        return (
          <li key={entry.id}>
            <ProfileCard
              account={entry.account}
              className={styles.card}
              meta={
                <span className={styles.meta}>
                  <RoleName name={entry.role?.name} />
                  {' · '}
                  {lastLogin ? (
                    <Trans>
                      Last signed in <time dateTime={lastLogin.toISOString()}>{lastLoginText}</time>
                    </Trans>
                  ) : (
                    <Trans>Never signed in</Trans>
                  )}
                </span>
              }
              actions={
                entry.id === ownId ? (
                  <span className={styles.you}>
                    <Trans>You</Trans>
                  </span>
                ) : (
                  <DeleteAccountButton
                    account={entry.account}
                    onDeleted={() =>
                      deleted(
                        entry,
                        deletable.findIndex((a) => a.id === entry.id),
                      )
                    }
                  />
                )
              }
            />
          </li>
        )
      })}
    </ul>
  )
}
