import { Outlet, useMatches } from 'react-router'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { PagePending } from '@/ui/page-pending'
import { AppLayout } from './app-layout'
import { accessOf, redirectFor } from './guards'
import { StaticLayout } from './static-layout'

/**
 * Members see every screen inside the sidebar layout; guests see the screens open to them in a
 * plain static wrapper. While a session ends and the guards are about to redirect, the screen
 * is not rendered for a visitor it was not meant for.
 */
export function MainLayout() {
  const user = useCurrentUser()
  const instance = useInstance()
  const matches = useMatches()
  const access = accessOf(matches.at(-1)?.handle)
  const leaving = instance && access ? redirectFor(access, { instance, user }) !== null : false
  const content = leaving ? <PagePending /> : <Outlet />
  if (user && instance) {
    return (
      <AppLayout user={user} instance={instance}>
        {content}
      </AppLayout>
    )
  }
  return <StaticLayout>{content}</StaticLayout>
}
