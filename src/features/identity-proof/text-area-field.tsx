import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import styles from './identity-proof.module.css'

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: ReactNode
  hint?: ReactNode
}

/** A labelled, monospaced textarea for keys and signatures, with its hint tied to it. */
export function TextAreaField({ label, hint, ...props }: TextAreaFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea {...props} id={id} className={styles.textarea} aria-describedby={hintId} spellCheck={false} dir="ltr" />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
