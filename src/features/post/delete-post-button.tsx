import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useDeleteStatus } from '@/api/statuses/mutations'
import { IconButton } from '@/ui/icon-button'
import { ConfirmDialog } from './confirm-dialog'

type DeletePostButtonProps = {
  postId: string
  onDeleted?: () => void
}

/** The author's Delete action, confirmed in a dialog first (spec §5). */
export function DeletePostButton({ postId, onDeleted }: DeletePostButtonProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const remove = useDeleteStatus()
  const close = () => {
    setOpen(false)
    remove.reset()
  }
  return (
    <>
      <IconButton icon="trash" label={t`Delete`} size="sm" onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        title={<Trans>Delete this post?</Trans>}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={close}
        onConfirm={() => {
          // mutateAsync settles even when the card has left the list in the meantime.
          remove.mutateAsync(postId).then(
            () => {
              setOpen(false)
              onDeleted?.()
            },
            () => {
              // shown in the dialog through remove.error
            },
          )
        }}
      >
        <Trans>It will be removed from your profile and from the timelines of your followers. This cannot be undone.</Trans>
      </ConfirmDialog>
    </>
  )
}
