import { useLingui } from '@lingui/react/macro'
import { useId, useRef, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog, DialogActions, DialogBody, DialogTitle } from './dialog'
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
  /** Another way on in place of Cancel (its label and action); Escape still calls onClose. */
  alternative?: { label: string; onClick: () => void }
  /** The confirm button gets the focus first, where it is the way the dialog recommends. */
  focusConfirm?: boolean
}

/**
 * A confirmation in a modal dialog: Cancel (or the alternative) gets the focus first unless
 * `focusConfirm`, Escape cancels (not while the action runs), and an error of the action shows inside.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  busy = false,
  error,
  onConfirm,
  onClose,
  alternative,
  focusConfirm = false,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const bodyId = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      className={styles.dialog}
      initialFocus={focusConfirm ? confirmRef : undefined}
    >
      <DialogBody>
        <DialogTitle id={titleId}>{title}</DialogTitle>
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
        <DialogActions>
          <Button variant="secondary" onClick={alternative?.onClick ?? onClose} disabled={busy}>
            {alternative?.label ?? t`Cancel`}
          </Button>
          <Button ref={confirmRef} variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  )
}
