import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /settings/import-follows (signed-in). */
export default function ImportFollowsRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Import follows`} />
}
