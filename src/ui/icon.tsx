import type { IconPath } from '@/ui/icons/icon'
import styles from './icon.module.css'

type IconProps = {
  /** The icon's path data (a module of src/ui/icons). */
  path: IconPath
  /** Size in CSS pixels (the icon scales with 1em when omitted). */
  size?: number
  className?: string
}

/** A decorative inline icon; give the control around it an accessible name. */
export function Icon({ path, size, className }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      width={size ?? '1em'}
      height={size ?? '1em'}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}
