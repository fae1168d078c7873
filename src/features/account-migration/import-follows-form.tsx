import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useImportFollows } from '@/api/migrations/mutations'
import { useNavigate } from '@/lib/router'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { showToast } from '@/ui/toast/toast-store'
import { CsvField } from './csv-field'
import { canImportFollows } from './migration-rules'
import styles from './account-migration.module.css'
import { profilePath } from '@/lib/paths'

/** Follows every address of a CSV (the server works through it later), then opens the profile. */
export function ImportFollowsForm({ acct }: { acct: string }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [csv, setCsv] = useState('')
  const importFollows = useImportFollows()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canImportFollows(csv) || importFollows.isPending) return
    importFollows.mutate(csv, {
      onSuccess: () => {
        showToast(t`Import started: the follows appear on your profile as they are made.`)
        navigate(profilePath(acct))
      },
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>
        <Trans>Follow the accounts listed in a CSV file, such as the follows exported from another server.</Trans>
      </p>
      <CsvField
        label={t`Follows (CSV)`}
        value={csv}
        onChange={(value) => {
          setCsv(value)
          importFollows.reset()
        }}
        disabled={importFollows.isPending}
      />
      {importFollows.error ? (
        <Alert title={t`The follows could not be imported`}>{errorText(importFollows.error)}</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={importFollows.isPending} disabled={!canImportFollows(csv)}>
          <Trans>Import</Trans>
        </Button>
      </div>
    </form>
  )
}
