import { lazy, Suspense } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { AuthForm } from '@/features/auth/auth-form'
import { LandingIntro } from '@/features/auth/landing-intro'
import { useUserLocale } from '@/i18n/setup'
import { clientConfigOf } from '@/lib/client-config'
import { usePageTitle } from '@/api/instance/page-title'
import { useSearchParams } from '@/lib/router'
import { ADD_ACCOUNT_PARAM, useAccounts } from '@/lib/session'
import { ToastRegion } from '@/ui/toast/toast-region'
import styles from './landing.module.css'

// Only a browser with accounts still signed in shows them: a first visit does not download it.
const RememberedAccounts = lazy(() =>
  import('@/features/auth/remembered-accounts').then((m) => ({ default: m.RememberedAccounts })),
)

/**
 * "/" for guests: who this instance is, and the way in (with the accounts still signed in on this
 * browser, if any). Members reach it as "/?add-account" to sign in to one more account. The form
 * shows before the instance information has arrived (the build writes this page into index.html:
 * docs/decisions/0073-landing-page-written-into-index-html.md), and what depends on the instance fills in without
 * moving it.
 */
export default function LandingRoute() {
  const instance = useInstance()
  const user = useCurrentUser()
  const [searchParams] = useSearchParams()
  const adding = user !== null && searchParams.has(ADD_ACCOUNT_PARAM)
  const remembered = useAccounts().length > 0 && !adding
  usePageTitle()
  // Nobody is signed in here: the browser's languages apply (also right after logging out); a
  // member adding an account keeps their own.
  useUserLocale(adding ? clientConfigOf(user).locale : null)
  return (
    <main id="main" className={styles.page}>
      <div className={styles.columns}>
        <LandingIntro instance={instance} />
        <div className={styles.side}>
          {remembered ? (
            <Suspense fallback={null}>
              <RememberedAccounts />
            </Suspense>
          ) : null}
          <AuthForm key={adding ? 'adding' : 'first'} instance={instance} adding={adding} />
        </div>
      </div>
      {/* Messages that outlive a session, such as "Your account has been deleted." */}
      <ToastRegion />
    </main>
  )
}
