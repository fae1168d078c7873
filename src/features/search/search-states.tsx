import { Trans } from '@lingui/react/macro'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { Spinner } from '@/ui/spinner'
import styles from './search-results.module.css'
import { iconRefresh } from '@/ui/icons/refresh'

/** A search on its way. */
export function SearchPending() {
  return (
    <div className={styles.status} aria-busy="true">
      <Spinner />
    </div>
  )
}

/** A search that failed: why, in words, and Try again. */
export function SearchFailed({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const errorText = useErrorText()
  return (
    <div className={styles.failed}>
      <p className={styles.error} role="alert">
        {errorText(error)}
      </p>
      <Button onClick={onRetry} busy={retrying} icon={iconRefresh}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
