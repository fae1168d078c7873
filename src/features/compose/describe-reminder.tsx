import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@/ui/confirm-dialog'

type DescribeReminderProps = {
  open: boolean
  /** How many attachments have no description. */
  count: number
  onDescribe: () => void
  onPublishWithout: () => void
  onClose: () => void
}

/** Before publishing media without a description: offers to add one, or to publish as it is. Nothing is remembered. */
export function DescribeReminder({ open, count, onDescribe, onPublishWithout, onClose }: DescribeReminderProps) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      open={open}
      title={t`Add a description?`}
      confirmLabel={t`Add description`}
      tone="primary"
      focusConfirm
      alternative={{ label: t`Publish without`, onClick: onPublishWithout }}
      onConfirm={onDescribe}
      onClose={onClose}
    >
      <p>
        {plural(count, {
          one: 'One attachment has no description. People using screen readers, and anyone whose images do not load, know what it shows only from its description.',
          other:
            '# attachments have no description. People using screen readers, and anyone whose images do not load, know what they show only from their descriptions.',
        })}
      </p>
    </ConfirmDialog>
  )
}
