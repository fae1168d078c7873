import type { ReactNode } from 'react'
import styles from './page-heading.module.css'

type PageHeadingProps = { children: ReactNode; actions?: ReactNode; className?: string }

/** The one <h1> of a screen, with optional actions on the same line. */
export function PageHeading({ children, actions, className }: PageHeadingProps) {
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row}>
      <h1 className={styles.heading}>{children}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  )
}
