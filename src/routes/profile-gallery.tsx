import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { accountStatusesQuery, MEDIA, profileQuery } from '@/api/accounts/profile'
import { GalleryGrid } from '@/features/profile/gallery-grid'
import { isProfileNotFound } from '@/features/profile/profile-state'
import { displayNameOf } from '@/lib/display-name'
import { usePageTitle } from '@/lib/page-title'
import { Link, useParams } from '@/lib/router'
import { Icon } from '@/ui/icon'
import { LoadError } from '@/ui/load-error'
import { PageHeading } from '@/ui/page-heading'
import { PagePending } from '@/ui/page-pending'
import { profileRefOf } from './parts/profile-ref'

/** /@:acct/gallery and /profile/:profileId/gallery (everyone): the profile's media posts. */
export default function ProfileGalleryRoute() {
  const { t } = useLingui()
  const params = useParams()
  const ref = profileRefOf(params)
  const queryClient = useQueryClient()
  const profile = useQuery({ ...profileQuery(ref ?? { kind: 'id', id: '' }), enabled: ref !== null })
  const notFound = ref === null || isProfileNotFound(profile.error)
  const account = profile.data
  const name = account ? displayNameOf(account) : null
  usePageTitle(name ? t`Gallery of ${name}` : notFound ? t`Profile not found` : t`Gallery`)

  if (notFound) return <PageHeading>{t`Profile not found`}</PageHeading>
  if (profile.isPending) return <PagePending />
  if (!account) {
    return (
      <>
        <PageHeading>{t`Gallery`}</PageHeading>
        <LoadError
          title={<Trans>The profile could not be loaded</Trans>}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          busy={profile.isFetching}
        />
      </>
    )
  }
  const back = params.profileId ? `/profile/${encodeURIComponent(account.id)}` : `/@${account.acct}`
  return (
    <>
      <PageHeading
        actions={
          <Link to={back}>
            <Icon name="arrowLeft" /> <Trans>Back to profile</Trans>
          </Link>
        }
      >
        {t`Gallery of ${name}`}
      </PageHeading>
      <GalleryGrid key={account.id} query={accountStatusesQuery(queryClient, account.id, MEDIA)} />
    </>
  )
}
