import { Trans, useLingui } from '@lingui/react/macro'
import { useDeletePostAsAdmin } from '@/api/admin/mutations'
import { useRemoveFromGroupThread } from '@/api/groups/mutations'
import { useDeleteStatus } from '@/api/statuses/mutations'
import { focusItem, itemsOf } from '@/lib/keyboard/item-navigation'
import { itemOf } from '@/lib/keyboard/shortcuts'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'
import { showToast } from '@/ui/toast/toast-store'

type DeletePostDialogProps = {
  postId: string
  /** An admin deletes someone else's post: the author's handle ("@bob@remote.example"). */
  asAdmin?: string
  /** A group's moderator removes the post, with its replies, from the group's conversation. */
  fromGroup?: boolean
  onClose: () => void
  onDeleted?: () => void
}

/**
 * The post after (or else before) the one in which the focus is, to take the focus when that one
 * goes away; null outside a list of posts.
 */
function neighbourOfFocus(): HTMLElement | null {
  const item = itemOf(document.activeElement)
  if (!item) return null
  const items = itemsOf()
  const index = items.indexOf(item)
  return index < 0 ? null : (items[index + 1] ?? items[index - 1] ?? null)
}

/**
 * Asks before deleting a post (spec §5); an error of the call shows in the dialog. Once deleted,
 * it says so politely and, in a list, the focus moves to the next post (a screen that leaves the
 * post behind, through onDeleted, moves it itself).
 */
export function DeletePostDialog({ postId, asAdmin, fromGroup = false, onClose, onDeleted }: DeletePostDialogProps) {
  const { t } = useLingui()
  const own = useDeleteStatus()
  const admin = useDeletePostAsAdmin()
  const moderator = useRemoveFromGroupThread()
  const remove = fromGroup ? moderator : asAdmin ? admin : own
  const errorText = useErrorText()
  let body
  if (fromGroup) body = <Trans>The post and its replies are deleted from the group. Its author is told why.</Trans>
  else if (asAdmin)
    body = <Trans>This post by {asAdmin} will be deleted from this instance for everyone. This cannot be undone.</Trans>
  else
    body = (
      <Trans>
        It will be removed from your profile and from the timelines of your followers. This cannot be undone.
      </Trans>
    )
  return (
    <ConfirmDialog
      open
      title={fromGroup ? <Trans>Remove this post from the group?</Trans> : <Trans>Delete this post?</Trans>}
      confirmLabel={fromGroup ? t`Remove` : t`Delete`}
      busy={remove.isPending}
      error={remove.error ? errorText(remove.error) : null}
      onClose={onClose}
      onConfirm={() => {
        const neighbour = onDeleted ? null : neighbourOfFocus()
        // mutateAsync settles even when the card has left the list in the meantime.
        remove.mutateAsync(postId).then(
          () => {
            onClose()
            onDeleted?.()
            showToast(fromGroup ? t`Post removed from the group` : t`Post deleted`)
            requestAnimationFrame(() => {
              if (neighbour?.isConnected) focusItem(neighbour)
              else if (!onDeleted && !document.activeElement?.closest('main')) document.getElementById('main')?.focus()
            })
          },
          () => {
            // shown in the dialog through remove.error
          },
        )
      }}
    >
      {body}
    </ConfirmDialog>
  )
}
