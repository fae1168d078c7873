import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /@:acct/gallery and /profile/:profileId/gallery (everyone). */
export default function ProfileGalleryRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Gallery`} />
}
