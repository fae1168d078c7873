import { useLingui } from '@lingui/react/macro'
import { SubscriptionSettings } from '@/features/subscriptions/subscription-settings'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /subscriptions/settings (signed-in, manage_subscription_options). */
export default function SubscriptionSettingsRoute() {
  const { t } = useLingui()
  usePageTitle(t`Subscription settings`)
  return (
    <>
      <PageHeading>{t`Subscription settings`}</PageHeading>
      <SubscriptionSettings />
    </>
  )
}
