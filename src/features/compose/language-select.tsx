import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { languageOptions } from '@/lib/post-languages'
import styles from './language-select.module.css'

type LanguageSelectProps = { value: string; onChange: (value: string) => void }

/** The post's language (Mitra 3.23+), from a short list named in the interface language. */
export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <span className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <Trans>Post language</Trans>
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {languageOptions(i18n.locale, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  )
}
