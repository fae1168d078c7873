import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /custom-feed/:feedId/timeline (signed-in). */
export default function CustomFeedTimelineRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Custom feed`} />
}
