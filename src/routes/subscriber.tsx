import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /subscriber/:profileId (signed-in creators). */
export default function SubscriberRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Subscriber`} />
}
