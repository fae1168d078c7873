import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Account, CredentialAccount } from '@/api/accounts/types'
import { findSubscriptionQuery } from '@/api/subscriptions/queries'
import { formatFullDate, useNow } from '@/lib/dates'
import { QueryLoadError } from '@/ui/load-error'
import { ProfileCard } from '@/ui/profile-card'
import { Spinner } from '@/ui/spinner'
import { GrantForm } from './grant-form'
import { isActive } from './invoice-state'
import { SubscriberList } from './subscriber-list'
import styles from './subscriptions.module.css'

type SubscriberDetailsProps = { subscriber: Account; creator: CredentialAccount }

/** A creator's view of one subscriber: the subscription's expiry, granting access, and all subscribers. */
export function SubscriberDetails({ subscriber, creator }: SubscriberDetailsProps) {
  const { t, i18n } = useLingui()
  const now = useNow(60_000)
  const subscription = useQuery(findSubscriptionQuery(subscriber.id, creator.id))
  const expires = subscription.data?.expires_at
  const date = expires ? formatFullDate(new Date(expires), i18n.locale) : ''

  return (
    <>
      <ProfileCard account={subscriber} />
      <section className={styles.section} aria-labelledby="subscription-heading">
        <h2 id="subscription-heading" className={styles.heading}>
          <Trans>Subscription</Trans>
        </h2>
        {subscription.isPending ? <Spinner size="sm" /> : null}
        {subscription.isError ? (
          <QueryLoadError title={<Trans>The subscription could not be loaded</Trans>} query={subscription} />
        ) : null}
        {subscription.isSuccess ? (
          <p className={expires ? undefined : styles.muted}>
            {!expires
              ? t`No subscription info`
              : isActive(expires, now)
                ? t`Subscription expires on ${date}`
                : t`Subscription expired on ${date}`}
          </p>
        ) : null}
      </section>
      {subscriber.id !== creator.id ? (
        <section className={styles.section} aria-labelledby="grant-heading">
          <h2 id="grant-heading" className={styles.heading}>
            <Trans>Grant access</Trans>
          </h2>
          <GrantForm creatorId={creator.id} subscriberId={subscriber.id} />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="subscribers-heading">
        <h2 id="subscribers-heading" className={styles.heading}>
          <Trans>Your subscribers</Trans>
        </h2>
        <SubscriberList creatorId={creator.id} label={t`Your subscribers`} />
      </section>
    </>
  )
}
