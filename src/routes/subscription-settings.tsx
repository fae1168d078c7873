import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /subscriptions/settings (signed-in, manage_subscription_options). */
export default function SubscriptionSettingsRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Subscription settings`} />
}
