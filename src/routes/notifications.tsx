import { useLingui } from '@lingui/react/macro'
import { PlaceholderPage } from '@/features/shell/placeholder-page'

/** /notifications (signed-in). */
export default function NotificationsRoute() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Notifications`} />
}
