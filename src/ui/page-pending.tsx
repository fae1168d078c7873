import { useLingui } from '@lingui/react/macro'
import { Spinner } from './spinner'
import styles from './page-pending.module.css'

/** Placeholder for a screen's content while it is loading. */
export function PagePending() {
  const { t } = useLingui()
  return (
    <div className={styles.pending}>
      <Spinner label={t`Loading…`} />
    </div>
  )
}
