import { useLingui } from '@lingui/react/macro'
import { Spinner } from '@/ui/spinner'
import styles from './app-pending.module.css'

/** Shown at once on the first load, while the instance information and the user are loading. */
export function AppPending() {
  const { t } = useLingui()
  return (
    <div className={styles.page}>
      <div className={styles.bar} aria-hidden="true">
        <div className={styles.barInner}>
          <span className={styles.brand} />
          <span className={styles.search} />
          <span className={styles.avatar} />
        </div>
      </div>
      <main className={styles.center}>
        <Spinner size="lg" label={t`Loading…`} />
      </main>
    </div>
  )
}
