import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import styles from './dialog.module.css'

type DialogProps = {
  open: boolean
  onClose: () => void
  children: ReactNode
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  className?: string
  /** Escape and a click on the backdrop close the dialog (default true). */
  dismissible?: boolean
  /** The element to focus when it opens (default: the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), audio[controls], video[controls], summary'

/** The elements Tab stops at inside `root`, in order (visible ones only). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [inert]') && el.getClientRects().length > 0,
  )
}

/**
 * A modal on the native <dialog>: showModal() makes the page inert, and Tab and Shift+Tab wrap
 * around inside it (rather than leaving for the browser's own controls); Escape and a backdrop
 * click close it; focus returns to the control that opened it. The content is rendered only
 * while open.
 */
export function Dialog({ open, onClose, children, className, dismissible = true, initialFocus, ...aria }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)

  // A click on the <dialog> itself (not on its content) landed on the backdrop.
  const onBackdrop = useRef<(event: MouseEvent) => void>(() => {})
  useLayoutEffect(() => {
    onBackdrop.current = (event) => {
      if (dismissible && event.target === ref.current) onClose()
    }
  })
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const listener = (event: MouseEvent) => onBackdrop.current(event)
    dialog.addEventListener('click', listener)
    return () => dialog.removeEventListener('click', listener)
  }, [])

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal?.()
    initialFocus?.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [open, initialFocus])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || event.defaultPrevented || !ref.current) return
    const stops = tabStops(ref.current)
    const first = stops[0]
    const last = stops[stops.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      {...aria}
      onKeyDown={onKeyDown}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      onCancel={(event) => {
        event.preventDefault()
        if (dismissible) onClose()
      }}
    >
      {open ? children : null}
    </dialog>
  )
}

/** The layout most dialogs share: a padded column with a title (DialogTitle) and the buttons at its end (DialogActions). */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>
}

/** The dialog's heading; its id names the dialog (aria-labelledby). */
export function DialogTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.title}>
      {children}
    </h2>
  )
}

/** The dialog's buttons, at the end of the line. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
