import { useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'
import styles from './confirm-dialog.module.css'

type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  children?: ReactNode
  confirmLabel: string
  /** "danger" for destructive actions (default), "primary" otherwise. */
  tone?: 'danger' | 'primary'
  busy?: boolean
  /** An error of the confirmed action, shown inside the dialog. */
  error?: string | null
  onConfirm: () => void
  onClose: () => void
}

/**
 * A confirmation in a modal dialog: Cancel gets the focus first, Escape cancels (not while the
 * action runs), and an error of the action shows inside.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, tone = 'danger', busy = false, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const bodyId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      className={styles.dialog}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className={styles.text}>
            {children}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
