import { useLingui } from '@lingui/react/macro'
import { copyText } from '@/features/post/copy-text'
import { SubscriptionPage } from '@/features/subscriptions/subscription-page'
import { ProfileSubScreen } from './parts/profile-sub-screen'

/** /@:acct/subscription and /profile/:profileId/subscription (everyone): pay for a subscription. */
export default function ProfileSubscriptionRoute() {
  const { t } = useLingui()
  return (
    <ProfileSubScreen fallbackTitle={t`Subscription`} titleOf={(name) => t`Subscription to ${name}`}>
      {(account) => <SubscriptionPage key={account.id} recipient={account} copy={copyText} />}
    </ProfileSubScreen>
  )
}
