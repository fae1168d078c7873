import { Trans, useLingui } from '@lingui/react/macro'
import { useDeleteStatus } from '@/api/statuses/mutations'
import { ConfirmDialog } from '@/ui/confirm-dialog'

type DeletePostDialogProps = {
  postId: string
  onClose: () => void
  onDeleted?: () => void
}

/** Asks before deleting a post (spec §5); an error of the call shows in the dialog. */
export function DeletePostDialog({ postId, onClose, onDeleted }: DeletePostDialogProps) {
  const { t } = useLingui()
  const remove = useDeleteStatus()
  return (
    <ConfirmDialog
      open
      title={<Trans>Delete this post?</Trans>}
      confirmLabel={t`Delete`}
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onClose={onClose}
      onConfirm={() => {
        // mutateAsync settles even when the card has left the list in the meantime.
        remove.mutateAsync(postId).then(
          () => {
            onClose()
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
  )
}
