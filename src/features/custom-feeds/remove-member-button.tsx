import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Account } from '@/api/accounts/types'
import { useRemoveCustomFeedMember } from '@/api/lists/mutations'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'

type RemoveMemberButtonProps = { feedId: string; account: Account; onRemoved: () => void }

/** "Remove" on a member's card, confirmed in a dialog. */
export function RemoveMemberButton({ feedId, account, onRemoved }: RemoveMemberButtonProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [open, setOpen] = useState(false)
  const remove = useRemoveCustomFeedMember(feedId)
  const acct = `@${account.acct}`
  const close = () => {
    setOpen(false)
    remove.reset()
  }
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={t`Remove ${acct}`}>
        <Trans>Remove</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={<Trans>Remove {acct} from this feed?</Trans>}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onConfirm={() => remove.mutate(account, { onSuccess: onRemoved })}
        onClose={close}
      >
        <Trans>Their posts will no longer show in this feed, and will show on your home timeline again.</Trans>
      </ConfirmDialog>
    </>
  )
}
