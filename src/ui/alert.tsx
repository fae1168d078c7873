import type { ReactNode } from 'react'
import { Icon } from './icon'
import styles from './alert.module.css'
import { iconAlert } from '@/ui/icons/alert'
import { iconInfo } from '@/ui/icons/info'

type AlertProps = {
  tone?: 'error' | 'info'
  title?: ReactNode
  /** Heading level of the title (default: a plain paragraph). */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p'
  children?: ReactNode
  actions?: ReactNode
  className?: string
}

/** A message block. Errors are announced at once (role=alert), information politely (role=status). */
export function Alert({ tone = 'error', title, titleAs: Title = 'p', children, actions, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Icon path={tone === 'error' ? iconAlert : iconInfo} className={styles.icon} />
      <div className={styles.body}>
        {title ? <Title className={styles.title}>{title}</Title> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  )
}
