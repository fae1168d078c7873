import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@/lib/http'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import styles from './route-error.module.css'
import { iconRefresh } from '@/ui/icons/refresh'

/** Status 0 (no answer) or a 5xx: the server, not the request, is the problem. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500)
}

/** A lazy chunk that failed to download after a deployment or while offline. */
export function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message)
  )
}

type RouteErrorProps = {
  error: unknown
  /** Loads again what failed. A chunk that failed to download needs a reload of the page instead. */
  onRetry: () => void
  busy?: boolean
}

/** What a screen shows when its data or module failed: the reason and a way to try again. */
export function RouteError({ error, onRetry, busy = false }: RouteErrorProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const retry = () => {
    if (isChunkLoadFailure(error)) window.location.reload()
    else onRetry()
  }
  const unreachable = isUnreachable(error) || isChunkLoadFailure(error)
  const tryAgain = (
    <Button variant="primary" icon={iconRefresh} busy={busy} onClick={retry}>
      <Trans>Try again</Trans>
    </Button>
  )
  return (
    <div className={styles.wrap}>
      {unreachable ? (
        <Alert tone="error" titleAs="h1" title={t`Cannot reach the server`} actions={tryAgain}>
          {error instanceof ApiError ? (
            <p>{errorText(error)}</p>
          ) : (
            <p>
              <Trans>
                The server did not answer. Check your connection; if it works, the server may be down for a moment.
              </Trans>
            </p>
          )}
        </Alert>
      ) : (
        <Alert tone="error" titleAs="h1" title={t`Something went wrong`} actions={tryAgain}>
          {error instanceof Error && error.message ? <p>{errorText(error)}</p> : null}
        </Alert>
      )}
    </div>
  )
}
