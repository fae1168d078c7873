import { useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '@/api/accounts/queries'
import { Identities } from '@/features/identities/identities'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import { Spinner } from '@/ui/spinner'

/** /settings/aliases (signed-in): declared and verified aliases, and the add form. */
export default function SettingsAliasesRoute() {
  const { t } = useLingui()
  const title = t`Identities`
  usePageTitle(title)
  const user = useCurrentUser()
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {user ? <Identities accountId={user.id} /> : <Spinner />}
    </>
  )
}
