import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /bookmarks (signed-in). */
export default function BookmarksRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Bookmarks`} />
}
