import { useLingui } from '@lingui/react/macro'
import { IdentityProofForm } from '@/features/identity-proof/identity-proof-form'
import { LinkedProofs } from '@/features/identity-proof/linked-proofs'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/**
 * /settings/identity-proof (signed-in): link a minisign or signify key to the account; where the
 * instance can (Mitra 4.15.0), remove one linked before.
 */
export default function IdentityProofRoute() {
  const { t } = useLingui()
  const title = t`Link cryptographic key`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <LinkedProofs />
      <IdentityProofForm />
    </>
  )
}
