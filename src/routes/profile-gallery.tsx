import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { accountStatusesQuery, MEDIA } from '@/api/accounts/profile'
import { GalleryGrid } from '@/features/profile/gallery-grid'
import { ProfileSubScreen } from './parts/profile-sub-screen'

/** /@:acct/gallery and /profile/:profileId/gallery (everyone): the profile's media posts. */
export default function ProfileGalleryRoute() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return (
    <ProfileSubScreen fallbackTitle={t`Gallery`} titleOf={(name) => t`Gallery of ${name}`}>
      {(account) => <GalleryGrid key={account.id} query={accountStatusesQuery(queryClient, account.id, MEDIA)} />}
    </ProfileSubScreen>
  )
}
