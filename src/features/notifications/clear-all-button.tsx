import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useClearNotifications } from '@/api/notifications/clear'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'
import { showToast } from '@/ui/toast/toast-store'

/**
 * "Clear all" (Mitra 3.22+), confirmed in a dialog: every notification is deleted on the server.
 * Afterwards the focus goes to the start of the screen, as the button leaves with the list.
 */
export function ClearAllButton() {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [open, setOpen] = useState(false)
  const clear = useClearNotifications()
  const close = () => {
    setOpen(false)
    clear.reset()
  }
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setOpen(false)
        showToast(t`Notifications cleared.`)
        setTimeout(() => document.getElementById('main')?.focus(), 0)
      },
    })
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Trans>Clear all</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={<Trans>Clear all notifications?</Trans>}
        confirmLabel={t`Clear all`}
        busy={clear.isPending}
        error={clear.error ? errorText(clear.error) : undefined}
        onConfirm={confirm}
        onClose={close}
      >
        <Trans>Every notification is deleted from the server, on all your devices. This cannot be undone.</Trans>
      </ConfirmDialog>
    </>
  )
}
