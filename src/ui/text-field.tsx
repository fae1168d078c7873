import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import styles from './text-field.module.css'

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode
  /** Help shown under the field. */
  hint?: ReactNode
  /** Validation message shown under the field; marks the input invalid. */
  error?: ReactNode
}

/** A labelled text input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, className, ...props }: TextFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId, props['aria-describedby']].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...props}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
