import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { subscribersQuery } from '@/api/subscriptions/queries'
import { formatFullDate, useNow } from '@/lib/dates'
import { Link } from '@/lib/router'
import { Avatar } from '@/ui/avatar'
import { DisplayName } from '@/ui/display-name'
import { QueryLoadError } from '@/ui/load-error'
import { Spinner } from '@/ui/spinner'
import styles from './account-list.module.css'
import { subscriberPath } from '@/lib/paths-later'

/** The own profile's subscribers tab: who subscribes, until when, and the way to each one's details. */
export function SubscriberTab({ accountId }: { accountId: string }) {
  const { t, i18n } = useLingui()
  const now = useNow(60_000)
  const subscribers = useQuery(subscribersQuery(accountId))
  if (subscribers.isPending) return <Spinner label={t`Loading…`} />
  if (subscribers.isError) {
    return <QueryLoadError title={<Trans>The list could not be loaded</Trans>} query={subscribers} />
  }
  if (subscribers.data.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No subscribers</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.list}>
      {subscribers.data.map(({ id, sender, expires_at }) => {
        const handle = `@${sender.acct}`
        const expiry = new Date(expires_at)
        const date = formatFullDate(expiry, i18n.locale)
        return (
          <li key={id} className={styles.row}>
            <Link to={subscriberPath(sender.id)} className={styles.item}>
              <Avatar account={sender} size={40} />
              <span className={styles.names}>
                <DisplayName account={sender} />
                <span className={styles.handle}>{handle}</span>
                <span className={styles.handle}>
                  {expiry.getTime() > now ? t`Subscribed until ${date}` : t`Subscription ended on ${date}`}
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
