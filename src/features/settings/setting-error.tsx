import { Trans } from '@lingui/react/macro'
import { Button } from '@/ui/button'
import styles from './settings.module.css'
import { iconRefresh } from '@/ui/icons/refresh'

type SettingErrorProps = { id: string; error: string; onRetry?: () => void }

/** Why a setting's save failed, announced at once, with a way to save the same choice again. */
export function SettingError({ id, error, onRetry }: SettingErrorProps) {
  return (
    <>
      <p id={id} role="alert" className={styles.error}>
        {error}
      </p>
      {onRetry ? (
        <Button size="sm" icon={iconRefresh} className={styles.retry} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </>
  )
}
