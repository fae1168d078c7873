import { Link } from '@/lib/router'
import type { CredentialAccount } from '@/api/accounts/types'
import styles from './profile-link.module.css'

type ProfileLinkProps = { user: CredentialAccount }

/**
 * The signed-in user's @username, linking to their profile (the avatar next to it opens the
 * account switcher; on narrow screens the switcher's "Your profile" takes this link's place).
 */
export function ProfileLink({ user }: ProfileLinkProps) {
  return (
    <Link to={`/@${user.username}`} className={styles.link}>
      <span className={styles.handle}>@{user.username}</span>
    </Link>
  )
}
