import { useLingui } from '@lingui/react/macro'
import { IdentityProofForm } from '@/features/identity-proof/identity-proof-form'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /settings/identity-proof (signed-in): link a minisign or signify key to the account. */
export default function IdentityProofRoute() {
  const { t } = useLingui()
  const title = t`Link cryptographic key`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <IdentityProofForm />
    </>
  )
}
