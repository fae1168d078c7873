import { useId, type ReactNode } from 'react'
import { SettingError } from './setting-error'
import styles from './settings.module.css'

type SelectSettingProps<T extends string> = {
  label: ReactNode
  hint?: ReactNode
  value: T
  options: readonly { value: T; label: string; lang?: string }[]
  saving: boolean
  error?: string | null
  /** Saves the failed choice again. */
  onRetry?: () => void
  onChange: (value: T) => void
}

/** A setting with a few named choices, disabled while a change is being saved. */
export function SelectSetting<T extends string>({ label, hint, value, options, saving, error, onRetry, onChange }: SelectSettingProps<T>) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  const hintId = hint ? `${id}-hint` : undefined
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
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={saving}
        aria-busy={saving || undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
