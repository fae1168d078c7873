import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { subscriptionOptionsQuery } from '@/api/subscriptions/queries'
import { pricePerMonth, xmrText } from '@/lib/monero/amounts'
import { subscriptionWallets } from '@/lib/monero/subscription-wallets'
import { Link } from '@/lib/router'
import { useToken } from '@/lib/session'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { QueryLoadError } from '@/ui/load-error'
import { PagePending } from '@/ui/page-pending'
import { OptionForm } from './option-form'
import styles from './subscriptions.module.css'
import { iconEdit } from '@/ui/icons/edit'
import { profileByIdSubscriptionPath } from '@/lib/paths'

/**
 * A creator's Monero subscription: enabled or not, how it is paid, and the form (open by itself
 * when there is no option). The ways to be paid are the instance's subscription wallets.
 */
export function SubscriptionSettings() {
  const { t } = useLingui()
  const token = useToken()
  const user = useCurrentUser()
  const wallets = subscriptionWallets(useInstance())
  const options = useQuery(subscriptionOptionsQuery(token))
  const [editing, setEditing] = useState(false)

  if (wallets.length === 0) return <Alert tone="info">{t`Subscription is not available`}</Alert>
  if (options.isPending) return <PagePending />
  if (options.isError) {
    return <QueryLoadError title={<Trans>The subscription settings could not be loaded</Trans>} query={options} />
  }
  const option = options.data.find((o) => o.type === 'monero' || o.type === 'monero-light') ?? null
  const formOpen = editing || option === null
  const monthly = option ? xmrText(pricePerMonth(option.price)) : null

  return (
    <section className={styles.section} aria-labelledby="settings-status">
      <h2 id="settings-status" className={styles.heading}>
        {option ? <Trans>Subscriptions are enabled</Trans> : <Trans>Subscriptions are not enabled</Trans>}
      </h2>
      {option && !formOpen ? (
        <>
          <p className={styles.price}>
            <Trans>{monthly} XMR per month</Trans>
          </p>
          <p>
            <Trans>Payout address:</Trans> <span className={styles.address}>{option.payout_address}</span>
          </p>
          {wallets.length > 1 || option.type === 'monero-light' ? (
            <p className={styles.muted}>
              {option.type === 'monero-light' ? (
                <Trans>Paid straight to your own wallet, watched with its view key.</Trans>
              ) : (
                <Trans>Paid through the instance's wallet, which forwards payments to your address.</Trans>
              )}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <Button icon={iconEdit} onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
            {user ? (
              <Link to={profileByIdSubscriptionPath(user.id)}>
                <Trans>Open the subscription page</Trans>
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
      {formOpen ? (
        <OptionForm wallets={wallets} option={option} onDone={option ? () => setEditing(false) : null} />
      ) : null}
    </section>
  )
}
