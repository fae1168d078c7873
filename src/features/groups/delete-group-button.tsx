import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useDeleteGroup } from '@/api/groups/mutations'
import type { Group } from '@/api/groups/types'
import { useNavigate } from '@/lib/router'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'
import { iconTrash } from '@/ui/icons/trash'

/** "Delete group", confirmed in a dialog naming it; afterwards the list of groups shows. */
export function DeleteGroupButton({ group }: { group: Group }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [open, setOpen] = useState(false)
  const remove = useDeleteGroup()
  const navigate = useNavigate()
  const name = group.display_name || group.username
  const close = () => {
    setOpen(false)
    remove.reset()
  }
  return (
    <>
      <Button variant="danger" icon={iconTrash} onClick={() => setOpen(true)}>
        <Trans>Delete group</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={<Trans>Delete the group “{name}”?</Trans>}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onConfirm={() => remove.mutate(group.id, { onSuccess: () => navigate('/groups', { replace: true }) })}
        onClose={close}
      >
        <Trans>The group and every post in it are deleted. This cannot be undone.</Trans>
      </ConfirmDialog>
    </>
  )
}
