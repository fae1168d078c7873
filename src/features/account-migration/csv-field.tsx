import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ChangeEvent } from 'react'
import { TextArea } from '@/ui/text-area'
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
  const countId = useId()
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
    <TextArea
      label={label}
      code
      rows={8}
      value={value}
      disabled={disabled}
      aria-describedby={countId}
      onChange={(event) => onChange(event.target.value)}
    >
      <div className={styles.csvRow}>
        <p id={countId} className={styles.hint} aria-live="polite">
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
    </TextArea>
  )
}
