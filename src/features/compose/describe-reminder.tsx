import { Plural, Trans } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import styles from './describe-reminder.module.css'

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
  const titleId = useId()
  const bodyId = useId()
  const describeRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} initialFocus={describeRef} className={styles.dialog}>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Add a description?</Trans>
        </h2>
        <p id={bodyId} className={styles.text}>
          <Plural
            value={count}
            one="One attachment has no description. People using screen readers, and anyone whose images do not load, know what it shows only from its description."
            other="# attachments have no description. People using screen readers, and anyone whose images do not load, know what they show only from their descriptions."
          />
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onPublishWithout}>
            <Trans>Publish without</Trans>
          </Button>
          <Button ref={describeRef} variant="primary" onClick={onDescribe}>
            <Trans>Add description</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
