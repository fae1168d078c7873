import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ChangeEvent } from 'react'
import { readCsv } from './csv'
import styles from './account-migration.module.css'

type CsvFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}

/** A CSV of addresses: typed or pasted, or read from a chosen .csv file; shows how many it holds. */
export function CsvField({ label, value, onChange, disabled = false }: CsvFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [fileError, setFileError] = useState<string | null>(null)
  const { addresses, invalid } = readCsv(value)
  const count = addresses.length
  const wrong = invalid.length

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    try {
      onChange(await file.text())
      setFileError(null)
    } catch {
      setFileError(t`The file could not be read`)
    }
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={8}
        value={value}
        disabled={disabled}
        spellCheck={false}
        dir="ltr"
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.csvRow}>
        <p id={`${id}-count`} className={styles.hint} aria-live="polite">
          <Trans>One address (name@server) per line. Addresses found: {count}</Trans>
          {wrong > 0 ? (
            <>
              {' '}
              <Trans>Lines that are not addresses: {wrong}</Trans>
            </>
          ) : null}
        </p>
        <label className={styles.fileButton}>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className={styles.fileInput}
            disabled={disabled}
            onChange={(event) => void pick(event)}
          />
          <Trans>Choose a .csv file</Trans>
        </label>
      </div>
      {fileError ? (
        <p className={styles.error} role="alert">
          {fileError}
        </p>
      ) : null}
    </div>
  )
}
