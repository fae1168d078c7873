import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /profile-directory (signed-in). */
export default function ProfileDirectoryRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Profile directory`} />
}
