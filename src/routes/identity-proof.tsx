import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /settings/identity-proof (signed-in). */
export default function IdentityProofRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Link a signing key`} />
}
