import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { TITLE_COUNTER_THRESHOLD } from './title-rules'
import { RemainingCount } from './remaining-count'
import styles from './title-field.module.css'

type TitleFieldProps = {
  value: string
  /** Characters left, as Mitra counts them (code points). */
  remaining: number
  onChange: (value: string) => void
}

/**
 * The post's optional title (Mitra 5.6+, at most 300 characters; the count of those left shows
 * near the end, as the text's does). No maxLength: the browser would count UTF-16 units
 * where Mitra counts characters; over the limit the field is marked invalid and Publish is off.
 */
export function TitleField({ value, remaining, onChange }: TitleFieldProps) {
  const id = useId()
  const counterId = useId()
  const counter = remaining < TITLE_COUNTER_THRESHOLD
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <Trans>Title (optional)</Trans>
      </label>
      <input
        id={id}
        type="text"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        dir="auto"
        autoComplete="off"
        aria-invalid={remaining < 0 || undefined}
        aria-describedby={counter ? counterId : undefined}
      />
      {counter ? (
        <RemainingCount
          id={counterId}
          remaining={remaining}
          className={remaining < 0 ? `${styles.counter} ${styles.over}` : styles.counter}
        />
      ) : null}
    </div>
  )
}
