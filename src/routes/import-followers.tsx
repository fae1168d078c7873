import { useLingui } from '@lingui/react/macro'
import { ImportFollowersForm } from '@/features/account-migration/import-followers-form'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /settings/import-followers (signed-in, experimental): move followers from an old account here. */
export default function ImportFollowersRoute() {
  const { t } = useLingui()
  const title = t`Import followers`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ImportFollowersForm />
    </>
  )
}
