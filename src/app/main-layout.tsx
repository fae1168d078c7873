import type { ReactNode } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { AppLayout } from './app-layout'
import { StaticLayout } from './static-layout'

type MainLayoutProps = { children: ReactNode }

/**
 * Members see every screen inside the sidebar layout; guests see the screens open to them in a
 * plain static wrapper.
 */
export function MainLayout({ children }: MainLayoutProps) {
  const user = useCurrentUser()
  const instance = useInstance()
  if (user && instance) {
    return (
      <AppLayout user={user} instance={instance}>
        {children}
      </AppLayout>
    )
  }
  return <StaticLayout>{children}</StaticLayout>
}
