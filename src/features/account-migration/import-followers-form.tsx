import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useImportFollowers } from '@/api/migrations/mutations'
import { useNavigate } from '@/lib/router'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import { CsvField } from './csv-field'
import { canImportFollowers } from './migration-rules'
import styles from './account-migration.module.css'
import { profilePath } from '@/lib/paths'

/** Moves the followers of an old account (its actor ID and their CSV) to this one (experimental). */
export function ImportFollowersForm() {
  const { t } = useLingui()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [fromActorId, setFromActorId] = useState('')
  const [csv, setCsv] = useState('')
  const importFollowers = useImportFollowers()
  const ready = canImportFollowers(fromActorId, csv)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready || importFollowers.isPending) return
    importFollowers.mutate(
      { fromActorId: fromActorId.trim(), csv },
      { onSuccess: (user) => navigate(profilePath(user.acct)) },
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.badge}>
        <Trans>Experimental</Trans>
      </p>
      <p className={styles.intro}>
        <Trans>
          Bring your followers over from your old account on another server. The old account must be one of your
          aliases, and this account needs a linked signing key.
        </Trans>
      </p>
      <TextField
        label={t`Source actor ID`}
        hint={t`The ID of your old account, for example https://old.example/users/name`}
        value={fromActorId}
        autoComplete="off"
        spellCheck="false"
        dir="ltr"
        disabled={importFollowers.isPending}
        onChange={(event) => {
          setFromActorId(event.target.value)
          importFollowers.reset()
        }}
      />
      <CsvField
        label={t`Followers (CSV)`}
        value={csv}
        onChange={(value) => {
          setCsv(value)
          importFollowers.reset()
        }}
        disabled={importFollowers.isPending}
      />
      {importFollowers.error ? (
        <Alert title={t`The followers could not be imported`}>{errorText(importFollowers.error)}</Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={importFollowers.isPending} disabled={!ready}>
          <Trans>Import</Trans>
        </Button>
      </div>
    </form>
  )
}
