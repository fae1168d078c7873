import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from './field'
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
  const codeProps = code ? { spellCheck: false, dir: 'ltr' } : {}
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      describedBy={props['aria-describedby']}
      control={(tie) => (
        <textarea {...codeProps} {...props} {...tie} className={code ? `${styles.textarea} ${styles.code}` : styles.textarea} />
      )}
    >
      {children}
    </Field>
  )
}
