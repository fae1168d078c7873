import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /settings/aliases (signed-in). */
export default function SettingsAliasesRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Aliases`} />
}
