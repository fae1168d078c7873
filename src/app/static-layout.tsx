import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from '@/lib/router'
import { useInstance } from '@/api/instance/queries'
import { PRODUCT_NAME } from '@/api/instance/page-title'
import { Icon } from '@/ui/icon'
import { Logo } from '@/ui/logo'
import { SkipLink } from '@/ui/skip-link'
import styles from './static-layout.module.css'
import { KeyboardShortcuts } from './keyboard-shortcuts'
import { OfflineBanner } from './offline-banner'
import { iconArrowLeft } from '@/ui/icons/arrow-left'

type StaticLayoutProps = { children: ReactNode }

/** The guests' wrapper for pages outside the landing page: a Back link and the page. */
export function StaticLayout({ children }: StaticLayoutProps) {
  const title = useInstance()?.title || PRODUCT_NAME
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to="/" className={styles.back}>
            <Icon path={iconArrowLeft} />
            <Trans>Back</Trans>
          </Link>
          <span className={styles.brand}>
            <Logo size={24} />
            <span className={styles.title}>{title}</span>
          </span>
        </div>
      </header>
      <OfflineBanner />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <KeyboardShortcuts guest />
    </div>
  )
}
