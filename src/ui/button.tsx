import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Icon } from './icon'
import type { IconPath } from '@/ui/icons/icon'
import { Spinner } from './spinner'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
  icon?: IconPath
  /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
  busy?: boolean
  fullWidth?: boolean
  children?: ReactNode
}

export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  busy = false,
  fullWidth = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], fullWidth && styles.full, className]
    .filter(Boolean)
    .join(' ')
  return (
    <button {...props} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <Spinner size="sm" /> : icon ? <Icon path={icon} /> : null}
      {children}
    </button>
  )
}
