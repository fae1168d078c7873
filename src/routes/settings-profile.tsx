import { useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { ProfileEditor } from '@/features/profile-editor/profile-editor'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import { PagePending } from '@/ui/page-pending'

/** /settings/profile (signed-in). */
export default function SettingsProfileRoute() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const instance = useInstance()
  usePageTitle(t`Edit profile`)
  return (
    <>
      <PageHeading>{t`Edit profile`}</PageHeading>
      {user ? <ProfileEditor key={user.id} user={user} instance={instance} /> : <PagePending />}
    </>
  )
}
