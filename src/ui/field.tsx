import { useId, type ReactNode } from 'react'
import styles from './text-field.module.css'

/** What ties a control to its label, hint and error. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** What a field shows around its control. */
export type FieldText = {
  label: ReactNode
  /** Help shown under the control. */
  hint?: ReactNode
  /** Validation message shown under the control; marks it invalid. */
  error?: ReactNode
  className?: string
}

type FieldProps = FieldText & {
  /** Ids of more text that describes the control, after its error and hint. */
  describedBy?: string
  /** Draws the control with the props that tie it to the label, hint and error. */
  control: (props: FieldControlProps) => ReactNode
  /** Shown under the hint and error. */
  children?: ReactNode
}

/** A labelled control whose hint and error are tied to it with aria-describedby. */
export function Field({ label, hint, error, className, describedBy, control, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
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

/** Splits a field component's props into the field's and its control's (which keeps aria-describedby). */
export function splitField<P extends FieldText & { 'aria-describedby'?: string }>({
  label,
  hint,
  error,
  className,
  ...control
}: P) {
  return { field: { label, hint, error, className, describedBy: control['aria-describedby'] }, control }
}
