import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Button } from '@/ui/button'
import styles from './confirm-dialog.module.css'

type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  children?: ReactNode
  confirmLabel: string
  busy?: boolean
  /** An error of the confirmed action, shown inside the dialog. */
  error?: string | null
  onConfirm: () => void
  onClose: () => void
}

/**
 * A modal confirmation on the native <dialog>: showModal() focuses the first button (Cancel), traps
 * focus and makes the page inert; Escape cancels, and focus goes back to the control that opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
    >
      {open ? (
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
            <Button variant="danger" onClick={onConfirm} busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
