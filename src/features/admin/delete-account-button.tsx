import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useDeleteAccountAsAdmin } from '@/api/admin/mutations'
import type { Account } from '@/api/accounts/types'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'

type DeleteAccountButtonProps = { account: Account; onDeleted: () => void }

/** "Delete" on an account of the admin list, confirmed in a dialog that shows a failure inside. */
export function DeleteAccountButton({ account, onDeleted }: DeleteAccountButtonProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [open, setOpen] = useState(false)
  const remove = useDeleteAccountAsAdmin()
  const acct = `@${account.acct}`
  const close = () => {
    setOpen(false)
    remove.reset()
  }
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)} aria-label={t`Delete ${acct}`}>
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={<Trans>Delete the account {acct}?</Trans>}
        confirmLabel={t`Delete account`}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onConfirm={() => remove.mutate(account.id, { onSuccess: onDeleted })}
        onClose={close}
      >
        <Trans>
          The profile, its posts and everything else that belongs to it will be deleted from this instance. This cannot
          be undone.
        </Trans>
      </ConfirmDialog>
    </>
  )
}
