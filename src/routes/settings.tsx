import { useCurrentUser } from '@/api/accounts/queries'
import { SettingsPage } from '@/features/settings/settings-page'
import { PagePending } from '@/ui/page-pending'

/** /settings (signed-in). */
export default function SettingsRoute() {
  const user = useCurrentUser()
  return user ? <SettingsPage user={user} /> : <PagePending />
}
