import { useId, type ReactNode } from 'react'
import { SettingError } from './setting-error'
import styles from './settings.module.css'

type SwitchSettingProps = {
  label: ReactNode
  hint?: ReactNode
  checked: boolean
  /** While the change is being saved the switch is disabled. */
  saving: boolean
  error?: string | null
  /** Saves the failed choice again. */
  onRetry?: () => void
  onChange: (checked: boolean) => void
}

/** An on/off setting: a checkbox shown and announced as a switch. */
export function SwitchSetting({ label, hint, checked, saving, error, onRetry, onChange }: SwitchSettingProps) {
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
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={saving}
        aria-busy={saving || undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  )
}
