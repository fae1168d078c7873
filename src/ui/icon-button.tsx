import type { ComponentPropsWithRef } from 'react'
import { Icon } from './icon'
import type { IconPath } from '@/ui/icons/icon'
import styles from './icon-button.module.css'

type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  icon: IconPath
  /** Accessible name; also shown as a tooltip. */
  label: string
  /** Set for toggles: rendered as aria-pressed. */
  pressed?: boolean
  size?: 'sm' | 'md'
}

export function IconButton({
  icon,
  label,
  pressed,
  size = 'md',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      title={props.title ?? label}
      aria-pressed={pressed}
      className={[styles.button, styles[size], className].filter(Boolean).join(' ')}
    >
      <Icon path={icon} />
    </button>
  )
}
