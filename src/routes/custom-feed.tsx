import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /custom-feed/:feedId, the feed's configuration (signed-in). */
export default function CustomFeedRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Custom feed`} />
}
