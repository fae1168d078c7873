import { Trans, useLingui } from '@lingui/react/macro'
import type { SubscriptionDetails } from '@/api/subscriptions/types'
import { formatFullDate } from '@/lib/dates'
import styles from './subscriptions.module.css'

/** Whether the payer is subscribed, and until when (or since when it has expired). */
export function SubscriptionStatus({
  subscription,
  active,
}: {
  subscription: SubscriptionDetails | null
  active: boolean
}) {
  const { i18n } = useLingui()
  if (!subscription) {
    return (
      <p className={styles.muted}>
        <Trans>Not subscribed yet.</Trans>
      </p>
    )
  }
  const date = formatFullDate(new Date(subscription.expires_at), i18n.locale)
  return active ? (
    <p>
      <Trans>Subscription active until {date}.</Trans>
    </p>
  ) : (
    <p className={styles.muted}>
      <Trans>Subscription expired on {date}.</Trans>
    </p>
  )
}
