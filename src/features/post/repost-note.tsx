import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import type { Account } from '@/api/accounts/types'
import { DisplayName } from '@/ui/display-name'
import { Icon } from '@/ui/icon'
import styles from './post-notes.module.css'

/** "<name> reposted", above the reposted post. */
export function RepostNote({ account }: { account: Account }) {
  return (
    <p className={styles.note}>
      <Icon name="repeat" size={16} className={styles.icon} />
      <span>
        <Trans>
          <Link to={`/@${account.acct}`} className={styles.link}>
            <DisplayName account={account} />
          </Link>{' '}
          reposted
        </Trans>
      </span>
    </p>
  )
}
