import { useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '@/api/accounts/queries'
import { ImportFollowsForm } from '@/features/account-migration/import-follows-form'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import { Spinner } from '@/ui/spinner'

/** /settings/import-follows (signed-in): follow the accounts of a CSV. */
export default function ImportFollowsRoute() {
  const { t } = useLingui()
  const title = t`Import follows`
  usePageTitle(title)
  const user = useCurrentUser()
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {user ? <ImportFollowsForm acct={user.acct} /> : <Spinner />}
    </>
  )
}
