import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useDeleteCustomFeed } from '@/api/lists/mutations'
import type { CustomFeed } from '@/api/lists/types'
import { useNavigate } from '@/lib/router'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'
import { iconTrash } from '@/ui/icons/trash'

/** "Delete feed", confirmed in a dialog; afterwards the list of feeds shows. */
export function DeleteFeedButton({ feed }: { feed: CustomFeed }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [open, setOpen] = useState(false)
  const remove = useDeleteCustomFeed(feed.id)
  const navigate = useNavigate()
  const title = feed.title
  const close = () => {
    setOpen(false)
    remove.reset()
  }
  return (
    <>
      <Button variant="danger" icon={iconTrash} onClick={() => setOpen(true)}>
        <Trans>Delete feed</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={<Trans>Delete the feed “{title}”?</Trans>}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate('/custom-feeds', { replace: true }) })}
        onClose={close}
      >
        <Trans>The feed and its list of users are deleted. Their posts show on your home timeline again.</Trans>
      </ConfirmDialog>
    </>
  )
}
