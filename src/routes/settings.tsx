import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /settings (signed-in). */
export default function SettingsRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Settings`} />
}
