import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field, splitField, type FieldText } from './field'
import styles from './text-field.module.css'

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'children'> &
  FieldText & {
    /** Monospaced left-to-right text without spell-check: keys, signatures, lists of addresses. */
    code?: boolean
    /** Shown under the hint and error, e.g. a live count and a file picker. */
    children?: ReactNode
  }

/** A labelled multi-line text field whose hint and error are tied to it with aria-describedby. */
export function TextArea({ code = false, children, ...props }: TextAreaProps) {
  const { field, control } = splitField(props)
  const codeProps = code ? { spellCheck: 'false' as const, dir: 'ltr' } : {}
  const className = code ? `${styles.textarea} ${styles.code}` : styles.textarea
  return (
    <Field {...field} control={(tie) => <textarea {...codeProps} {...control} {...tie} className={className} />}>
      {children}
    </Field>
  )
}
