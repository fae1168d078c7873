import { useInstance } from '@/api/instance/queries'
import { AuthForm } from '@/features/auth/auth-form'
import { LandingIntro } from '@/features/auth/landing-intro'
import { useUserLocale } from '@/i18n/setup'
import { usePageTitle } from '@/lib/page-title'
import { PagePending } from '@/ui/page-pending'
import { ToastRegion } from '@/ui/toast/toast-region'
import styles from './landing.module.css'

/** "/" for guests: who this instance is, and the way in. */
export default function LandingRoute() {
  const instance = useInstance()
  usePageTitle()
  // Nobody is signed in here: the browser's languages apply (also right after logging out).
  useUserLocale(null)
  return (
    <main id="main" className={styles.page}>
      {instance ? (
        <div className={styles.columns}>
          <LandingIntro instance={instance} />
          <AuthForm instance={instance} />
        </div>
      ) : (
        <PagePending />
      )}
      {/* Messages that outlive a session, such as "Your account has been deleted." */}
      <ToastRegion />
    </main>
  )
}
