import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /search?q= (signed-in). */
export default function SearchRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Search`} />
}
