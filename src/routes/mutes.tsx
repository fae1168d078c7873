import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /mutes (signed-in). */
export default function MutesRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Muted users`} />
}
