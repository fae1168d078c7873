import { displayNameOf } from '@/lib/display-name'
import styles from './display-name.module.css'

type DisplayNameProps = {
  account: { display_name?: string | null; username: string }
  className?: string
}

/** An account's display name, cleaned of control characters, or its username. */
export function DisplayName({ account, className }: DisplayNameProps) {
  return (
    <bdi className={className ? `${styles.name} ${className}` : styles.name} dir="auto">
      {displayNameOf(account)}
    </bdi>
  )
}
