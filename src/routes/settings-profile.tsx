import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /settings/profile (signed-in). */
export default function SettingsProfileRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Edit profile`} />
}
