import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import type { Account } from '@/api/accounts/types'
import { Icon } from '@/ui/icon'
import { AccountName } from './account-name'
import styles from './post-notes.module.css'
import { iconRepeat } from '@/ui/icons/repeat'
import { profilePath } from '@/lib/paths'

/** "<name> reposted", above the reposted post. */
export function RepostNote({ account }: { account: Account }) {
  return (
    <p className={styles.note}>
      <Icon path={iconRepeat} size={16} className={styles.icon} />
      <span>
        <Trans>
          <Link to={profilePath(account.acct)} className={styles.link}>
            <AccountName account={account} />
          </Link>{' '}
          reposted
        </Trans>
      </span>
    </p>
  )
}
