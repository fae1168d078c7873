import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /custom-feeds (signed-in). */
export default function CustomFeedsRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Custom feeds`} />
}
