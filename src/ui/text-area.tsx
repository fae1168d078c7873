import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import styles from './text-field.module.css'

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'children'> & {
  label: ReactNode
  /** Help shown under the field. */
  hint?: ReactNode
  /** Validation message shown under the field; marks the text area invalid. */
  error?: ReactNode
  /** Monospaced left-to-right text without spell-check: keys, signatures, lists of addresses. */
  code?: boolean
  /** Shown under the hint and error, e.g. a live count and a file picker. */
  children?: ReactNode
}

/** A labelled multi-line text field whose hint and error are tied to it with aria-describedby. */
export function TextArea({ label, hint, error, code = false, children, className, ...props }: TextAreaProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId, props['aria-describedby']].filter(Boolean).join(' ') || undefined
  const codeProps = code ? { spellCheck: false, dir: 'ltr' } : {}
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...codeProps}
        {...props}
        id={id}
        className={code ? `${styles.textarea} ${styles.code}` : styles.textarea}
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
      {children}
    </div>
  )
}
