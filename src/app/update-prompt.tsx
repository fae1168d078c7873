import { Trans } from '@lingui/react/macro'
import { useHydrated } from '@/lib/hydration'
import { Button } from '@/ui/button'
import { applyUpdate, serviceWorkerEnabled, useUpdateAvailable } from './sw-register'
import styles from './update-prompt.module.css'
import { iconRefresh } from '@/ui/icons/refresh'

/**
 * Offers a new version of Parley once it has been downloaded. The polite status region stays in
 * the page (where there is a service worker) so that its text is announced when it appears.
 */
export function UpdatePrompt() {
  const available = useUpdateAvailable()
  // Not in the landing page's markup written at build time, which cannot know about a worker.
  const hydrated = useHydrated()
  if (!hydrated || !serviceWorkerEnabled()) return null
  return (
    <div role="status" className={available ? styles.prompt : undefined}>
      {available ? (
        <>
          <p className={styles.text}>
            <Trans>A new version of Parley is available.</Trans>
          </p>
          <Button onClick={applyUpdate} icon={iconRefresh}>
            <Trans>Reload</Trans>
          </Button>
        </>
      ) : null}
    </div>
  )
}
