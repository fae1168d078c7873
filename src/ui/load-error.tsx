import { Trans } from '@lingui/react/macro'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { Alert } from './alert'
import { Button } from './button'
import { useErrorText } from './error-text'
import { Spinner } from './spinner'
import styles from './load-error.module.css'
import { iconRefresh } from '@/ui/icons/refresh'

type LoadErrorProps = {
  /** What could not be loaded, e.g. "The notifications could not be loaded". */
  title: ReactNode
  error: unknown
  onRetry: () => void
  /** True while the retry runs. */
  busy?: boolean
  titleAs?: 'h1' | 'h2' | 'h3' | 'p'
}

/**
 * What a screen or list shows when its first load failed: what, why in words, and Retry. The
 * button stays focusable while the retry runs (so a second failure leaves the focus on it), and
 * when the retry works the focus goes to the start of the screen instead of being lost.
 */
export function LoadError({ title, error, onRetry, busy = false, titleAs }: LoadErrorProps) {
  const errorText = useErrorText()
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const block = ref.current
    return () => {
      if (!block?.contains(document.activeElement)) return
      // After the screen's own effects, which may have put the focus somewhere better already.
      setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body)
          document.getElementById('main')?.focus()
      }, 0)
    }
  }, [])
  return (
    <div ref={ref} className={styles.wrap}>
      <Alert
        title={title}
        titleAs={titleAs}
        actions={
          <Button
            icon={busy ? undefined : iconRefresh}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={busy ? undefined : onRetry}
          >
            {busy ? <Spinner size="sm" /> : null}
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <p className={styles.reason}>{errorText(error)}</p>
      </Alert>
    </div>
  )
}

type RetryableQuery = { error: unknown; isFetching: boolean; refetch: () => unknown }

/** LoadError for a query that failed: its error, Retry as a refetch, busy while it runs. */
export function QueryLoadError({
  title,
  query,
  titleAs,
}: {
  title: ReactNode
  query: RetryableQuery
  titleAs?: LoadErrorProps['titleAs']
}) {
  return (
    <LoadError
      title={title}
      titleAs={titleAs}
      error={query.error}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
    />
  )
}
