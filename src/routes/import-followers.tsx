import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /settings/import-followers (signed-in, experimental). */
export default function ImportFollowersRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Import followers`} />
}
