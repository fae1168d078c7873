import { useEffect, type ReactNode } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { AppHeader } from '@/features/shell/app-header'
import { SidebarNav } from '@/features/shell/sidebar-nav'
import { useUserLocale } from '@/i18n/setup'
import { clientConfigOf } from '@/lib/client-config'
import { PRODUCT_NAME } from '@/api/instance/page-title'
import { theme, themeFromClientConfig } from '@/lib/theme'
import { HeaderSlotProvider } from '@/ui/header-slot'
import { SkipLink } from '@/ui/skip-link'
import styles from './app-layout.module.css'
import { KeyboardShortcuts } from './keyboard-shortcuts'
import { OfflineBanner } from './offline-banner'

type AppLayoutProps = { user: CredentialAccount; instance: Instance; children: ReactNode }

/**
 * The signed-in layout of spec section 2: header, sidebar and the screen. (After a navigation the
 * router moves focus to the new screen's heading.) It holds the keyboard shortcuts, their help
 * dialog ("?") and the live region that says their results.
 */
export function AppLayout({ user, instance, children }: AppLayoutProps) {
  // The theme saved with the account applies until the user picks one on this device.
  const savedTheme = themeFromClientConfig(clientConfigOf(user))
  useUserLocale(clientConfigOf(user).locale)
  useEffect(() => {
    if (savedTheme && theme.get() === 'system') theme.set(savedTheme)
  }, [savedTheme])

  return (
    <HeaderSlotProvider>
      <div className={styles.app}>
        <SkipLink />
        <AppHeader user={user} title={instance.title || PRODUCT_NAME} />
        <OfflineBanner />
        <div className={styles.columns}>
          <SidebarNav user={user} instance={instance} className={styles.nav} />
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        <KeyboardShortcuts />
      </div>
    </HeaderSlotProvider>
  )
}
