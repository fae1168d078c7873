import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Icon } from '../icon'
import { dismissToast, regionStore, toastStore, type Toast } from './toast-store'
import styles from './toast-region.module.css'
import { iconAlert } from '@/ui/icons/alert'
import { iconCheck } from '@/ui/icons/check'
import { iconClose } from '@/ui/icons/close'

const none: readonly Toast[] = []

/**
 * Where showToast() messages appear: a polite status region and an assertive alert region, both
 * present while mounted so that screen readers announce what is added. Mount it once per screen
 * or layout; extra regions stay silent.
 */
export function ToastRegion() {
  const { t } = useLingui()
  const [token] = useState(() => Symbol('toast-region'))
  useEffect(() => regionStore.register(token), [token])
  const active = useSyncExternalStore(regionStore.subscribe, regionStore.active, regionStore.active) === token
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, () => none)
  if (!active) return null
  const list = (tone: Toast['tone']) =>
    toasts
      .filter((toast) => toast.tone === tone)
      .map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[tone]}`}>
          <Icon path={tone === 'error' ? iconAlert : iconCheck} className={styles.icon} />
          <p className={styles.message}>{toast.message}</p>
          <button type="button" className={styles.close} aria-label={t`Dismiss`} onClick={() => dismissToast(toast.id)}>
            <Icon path={iconClose} />
          </button>
        </div>
      ))
  return (
    <div className={styles.region}>
      <div role="status" className={styles.stack}>
        {list('info')}
      </div>
      <div role="alert" className={styles.stack}>
        {list('error')}
      </div>
    </div>
  )
}
