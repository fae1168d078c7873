import type { ComponentPropsWithoutRef } from 'react'
import styles from './visually-hidden.module.css'

type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>

/** Text that screen readers announce but that takes no space on screen. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${styles.hidden} ${className}` : styles.hidden} />
}

/** A class for words shown on wide screens and read only by screen readers on a phone (beside an icon). */
export const hiddenOnPhone = styles.onPhone
