import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { subscribersQuery } from '@/api/subscriptions/queries'
import { formatFullDate, useNow } from '@/lib/dates'
import { Link } from '@/lib/router'
import { QueryLoadError } from '@/ui/load-error'
import { ProfileCard } from '@/ui/profile-card'
import { Spinner } from '@/ui/spinner'
import { isActive } from './invoice-state'
import styles from './subscriptions.module.css'
import { subscriberPath } from '@/lib/paths-later'

/** The creator's subscribers with their expiry, each leading to its details. */
export function SubscriberList({ creatorId, label }: { creatorId: string; label: string }) {
  const { t, i18n } = useLingui()
  const now = useNow(60_000)
  const subscribers = useQuery(subscribersQuery(creatorId))
  if (subscribers.isPending) return <Spinner size="sm" />
  if (subscribers.isError) {
    return <QueryLoadError title={<Trans>The subscribers could not be loaded</Trans>} query={subscribers} />
  }
  if (subscribers.data.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>No subscribers yet.</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {subscribers.data.map((subscriber) => {
        const date = formatFullDate(new Date(subscriber.expires_at), i18n.locale)
        return (
          <li key={subscriber.id}>
            <ProfileCard
              account={subscriber.sender}
              meta={isActive(subscriber.expires_at, now) ? t`Expires on ${date}` : t`Expired on ${date}`}
              actions={
                <Link to={subscriberPath(subscriber.sender.id)}>
                  <Trans>Details</Trans>
                </Link>
              }
            />
          </li>
        )
      })}
    </ul>
  )
}
