import { useId, type ReactNode } from 'react'
import { SettingError } from './setting-error'
import styles from './settings.module.css'

/** What ties a setting's control to its label, hint and error, and holds it while it saves. */
export type SettingControlProps = {
  id: string
  disabled: boolean
  'aria-busy': true | undefined
  'aria-describedby': string | undefined
}

/** What every setting shows besides its control. */
export type SettingFields = {
  label: ReactNode
  hint?: ReactNode
  /** While the change is being saved the control is disabled. */
  saving: boolean
  error?: string | null
  /** Saves the failed choice again. */
  onRetry?: () => void
}

type SettingRowProps = SettingFields & {
  children: (control: SettingControlProps) => ReactNode
}

/** One setting: its label, hint and save error beside the control that children draw. */
export function SettingRow({ label, hint, saving, error, onRetry, children }: SettingRowProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error && errorId ? <SettingError id={errorId} error={error} onRetry={onRetry} /> : null}
      </div>
      {children({
        id,
        disabled: saving,
        'aria-busy': saving || undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
    </div>
  )
}
