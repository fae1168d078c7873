import { useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '@/api/accounts/queries'
import { SubscriberDetails } from '@/features/subscriptions/subscriber-details'
import { PageHeading } from '@/ui/page-heading'
import { ProfileScreen } from './parts/profile-screen'

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

/** /subscriber/:profileId (signed-in creators): one subscriber's details and granting access. */
export default function SubscriberRoute() {
  const { t } = useLingui()
  const user = useCurrentUser()
  return (
    <ProfileScreen fallbackTitle={t`Subscriber`} titleOf={(name) => t`Subscriber ${name}`} ready={user !== null}>
      {(account) =>
        user && (
          <>
            <PageHeading>{t`Subscriber details`}</PageHeading>
            <SubscriberDetails key={account.id} subscriber={account} creator={user} />
          </>
        )
      }
    </ProfileScreen>
  )
}
