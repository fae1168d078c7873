import { useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '@/api/accounts/queries'
import { DraftsList } from '@/features/drafts/drafts-list'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /drafts (signed-in): the account's unpublished posts on this device, to resume or delete. */
export default function DraftsRoute() {
  const { t } = useLingui()
  const title = t`Drafts`
  usePageTitle(title)
  const user = useCurrentUser()
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {user ? <DraftsList accountId={user.id} label={title} /> : null}
    </>
  )
}
