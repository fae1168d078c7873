import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from './field'
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
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      describedBy={props['aria-describedby']}
      control={(tie) => <input {...props} {...tie} className={styles.input} />}
    />
  )
}
