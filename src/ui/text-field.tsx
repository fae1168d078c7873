import type { ComponentPropsWithRef } from 'react'
import { Field, splitField, type FieldText } from './field'
import styles from './text-field.module.css'

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & FieldText

/** A labelled text input whose hint and error are tied to it with aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { field, control } = splitField(props)
  return <Field {...field} control={(tie) => <input {...control} {...tie} className={styles.input} />} />
}
