import { Trans } from '@lingui/react/macro'
import { useOnline } from '@/lib/network-status'
import { Icon } from '@/ui/icon'
import styles from './offline-banner.module.css'
import { iconCloud } from '@/ui/icons/cloud'

/**
 * Says, for as long as the browser is offline, that the screen may be stale and that nothing can
 * be sent. The status region stays in the page so that its text is announced when it appears.
 * (Coming back online refetches the stale queries: TanStack Query's refetchOnReconnect.)
 */
export function OfflineBanner() {
  const online = useOnline()
  return (
    <div role="status" className={online ? undefined : styles.banner}>
      {online ? null : (
        <p className={styles.text}>
          <Icon path={iconCloud} className={styles.icon} />
          <Trans>
            You're offline. What you see may be out of date; nothing can be sent until the connection is back.
          </Trans>
        </p>
      )}
    </div>
  )
}
