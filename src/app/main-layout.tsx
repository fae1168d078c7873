import type { ReactNode } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { ToastRegion } from '@/ui/toast/toast-region'
import { AppLayout } from './app-layout'
import { StaticLayout } from './static-layout'

type MainLayoutProps = { children: ReactNode }

/**
 * Members see every screen inside the sidebar layout; guests see the screens open to them in a
 * plain static wrapper. Both hold the one region where action messages (toasts) appear.
 */
export function MainLayout({ children }: MainLayoutProps) {
  const user = useCurrentUser()
  const instance = useInstance()
  if (user && instance) {
    return (
      <AppLayout user={user} instance={instance}>
        {children}
        <ToastRegion />
      </AppLayout>
    )
  }
  return (
    <StaticLayout>
      {children}
      <ToastRegion />
    </StaticLayout>
  )
}
