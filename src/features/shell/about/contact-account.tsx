import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import type { Account } from '@/api/accounts/types'
import { Avatar } from '@/ui/avatar'
import { DisplayName } from '@/ui/display-name'
import styles from './about.module.css'
import { profilePath } from '@/lib/paths'

type ContactAccountProps = { account: Account }

/** The account that administers the instance. */
export function ContactAccount({ account }: ContactAccountProps) {
  return (
    <section className={styles.section} aria-labelledby="about-contact">
      <h2 id="about-contact" className={styles.sectionTitle}>
        <Trans>Administered by</Trans>
      </h2>
      <Link to={profilePath(account.acct)} className={styles.contact}>
        <Avatar account={account} size={44} />
        <span className={styles.contactText}>
          <DisplayName account={account} />
          <span className={styles.handle}>@{account.acct}</span>
        </span>
      </Link>
    </section>
  )
}
