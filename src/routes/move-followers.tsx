import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /settings/move-followers (signed-in). */
export default function MoveFollowersRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Move followers`} />
}
