import { useLingui } from '@lingui/react/macro'
import { MoveFollowersForm } from '@/features/account-migration/move-followers-form'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /settings/move-followers (signed-in): move the followers to another account. */
export default function MoveFollowersRoute() {
  const { t } = useLingui()
  const title = t`Move followers`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <MoveFollowersForm />
    </>
  )
}
