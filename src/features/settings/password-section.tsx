import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useChangePassword } from '@/api/settings/mutations'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import { canChangePassword, passwordsDiffer } from './password-rules'
import styles from './settings.module.css'

/** Password change: a new password typed twice; the button waits until both agree. */
export function PasswordSection() {
  const { t } = useLingui()
  const errorText = useErrorText()
  const headingId = useId()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const change = useChangePassword()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!canChangePassword(password, confirmation) || change.isPending) return
    change.mutate(password, {
      onSuccess: () => {
        setPassword('')
        setConfirmation('')
      },
    })
  }

  function edit(set: (value: string) => void) {
    return (value: string) => {
      if (change.isSuccess || change.isError) change.reset()
      set(value)
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Password</Trans>
      </h2>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => edit(setPassword)(e.target.value)}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          error={passwordsDiffer(password, confirmation) ? t`The passwords do not match.` : undefined}
          onChange={(e) => edit(setConfirmation)(e.target.value)}
        />
        {change.error ? <Alert title={t`The password could not be changed`}>{errorText(change.error)}</Alert> : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            disabled={!canChangePassword(password, confirmation)}
            busy={change.isPending}
          >
            <Trans>Change password</Trans>
          </Button>
          <p role="status" className={styles.success}>
            {change.isSuccess ? <Trans>Password changed</Trans> : null}
          </p>
        </div>
      </form>
    </section>
  )
}
