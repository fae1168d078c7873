import { Trans, useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '@/api/accounts/queries'
import { canListAccounts } from '@/api/admin/support'
import { useInstance } from '@/api/instance/queries'
import { usePageTitle } from '@/api/instance/page-title'
import { AdminAccountList } from '@/features/admin/admin-account-list'
import { Link } from '@/lib/router'
import { PageHeading } from '@/ui/page-heading'
import styles from '@/ui/paged-list.module.css'

/**
 * /admin/accounts (signed-in admins of a Mitra 5.9 instance): every account, with Delete. Anyone
 * else, or an older instance, is told the screen is not available here and sent back to Settings.
 */
export default function AdminAccountsRoute() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const instance = useInstance()
  const title = t`Accounts`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {user && instance && canListAccounts(instance, user) ? (
        <AdminAccountList label={title} ownId={user.id} />
      ) : (
        <p className={styles.empty}>
          <Trans>
            This screen is for the admins of instances that run Mitra 5.9 or later.{' '}
            <Link to="/settings">Back to settings</Link>
          </Trans>
        </p>
      )}
    </>
  )
}
