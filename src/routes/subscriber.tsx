import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { profileQuery } from '@/api/accounts/profile'
import { useCurrentUser } from '@/api/accounts/queries'
import { isProfileNotFound } from '@/features/profile/profile-state'
import { SubscriberDetails } from '@/features/subscriptions/subscriber-details'
import { displayNameOf } from '@/lib/display-name'
import { usePageTitle } from '@/lib/page-title'
import { useParams } from '@/lib/router'
import { LoadError } from '@/ui/load-error'
import { PageHeading } from '@/ui/page-heading'
import { PagePending } from '@/ui/page-pending'

/** /subscriber/:profileId (signed-in creators): one subscriber's details and granting access. */
export default function SubscriberRoute() {
  const { t } = useLingui()
  const { profileId = '' } = useParams()
  const user = useCurrentUser()
  const profile = useQuery({ ...profileQuery({ kind: 'id', id: profileId }), enabled: profileId !== '' })
  const notFound = profileId === '' || isProfileNotFound(profile.error)
  const name = profile.data ? displayNameOf(profile.data) : null
  usePageTitle(name ? t`Subscriber ${name}` : notFound ? t`Profile not found` : t`Subscriber`)

  if (notFound) return <PageHeading>{t`Profile not found`}</PageHeading>
  if (profile.isPending || !user) return <PagePending />
  if (!profile.data) {
    return (
      <>
        <PageHeading>{t`Subscriber`}</PageHeading>
        <LoadError
          title={<Trans>The profile could not be loaded</Trans>}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          busy={profile.isFetching}
        />
      </>
    )
  }
  return (
    <>
      <PageHeading>{t`Subscriber details`}</PageHeading>
      <SubscriberDetails key={profile.data.id} subscriber={profile.data} creator={user} />
    </>
  )
}
