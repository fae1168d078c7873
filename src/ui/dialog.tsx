import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
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

/**
 * A modal on the native <dialog>: showModal() traps focus and makes the page inert; Escape and a
 * backdrop click close it; focus returns to the control that opened it. The content is rendered
 * only while open.
 */
export function Dialog({
  open,
  onClose,
  children,
  className,
  dismissible = true,
  initialFocus,
  ...aria
}: DialogProps) {
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

  return (
    <dialog
      ref={ref}
      {...aria}
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
