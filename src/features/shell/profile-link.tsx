import { Link } from '@/lib/router'
import type { CredentialAccount } from '@/api/accounts/types'
import { Avatar } from '@/ui/avatar'
import styles from './profile-link.module.css'

type ProfileLinkProps = { user: CredentialAccount }

/** The signed-in user's avatar and @username, linking to their profile. */
export function ProfileLink({ user }: ProfileLinkProps) {
  return (
    <Link to={`/@${user.username}`} className={styles.link}>
      <Avatar account={user} size={32} />
      <span className={styles.handle}>@{user.username}</span>
    </Link>
  )
}
