import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /@:acct/subscription and /profile/:profileId/subscription (everyone). */
export default function ProfileSubscriptionRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Subscription`} />
}
