import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /@:acct and /profile/:profileId (everyone). */
export default function ProfileRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Profile`} />
}
