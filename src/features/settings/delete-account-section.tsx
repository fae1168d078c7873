import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useDeleteAccount } from '@/api/settings/mutations'
import { useEndSession } from '@/api/auth/end-session'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'
import { showToast } from '@/ui/toast/toast-store'
import styles from './settings.module.css'
import { iconTrash } from '@/ui/icons/trash'

/** Account deletion behind a confirmation; afterwards the session ends on the landing page. */
export function DeleteAccountSection() {
  const { t } = useLingui()
  const errorText = useErrorText()
  const headingId = useId()
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteAccount()
  const endSession = useEndSession()

  async function confirm() {
    try {
      await remove.mutateAsync()
    } catch {
      return // the dialog shows the error
    }
    endSession({ everything: true })
    showToast(t`Your account has been deleted.`)
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Delete account</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Your profile, posts and followers are removed from this server. This cannot be undone.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="danger" icon={iconTrash} onClick={() => setConfirming(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Delete your account?</Trans>}
        confirmLabel={t`Delete my account`}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onConfirm={() => void confirm()}
        onClose={() => {
          setConfirming(false)
          remove.reset()
        }}
      >
        <Trans>Your profile, posts and followers are removed from this server. This cannot be undone.</Trans>
      </ConfirmDialog>
    </section>
  )
}
