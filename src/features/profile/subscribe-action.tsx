import { Trans } from '@lingui/react/macro'
import type { SubscriptionLink } from '@/lib/payment-options'
import { Link } from '@/lib/router'
import { Icon } from '@/ui/icon'
import styles from './subscribe-action.module.css'
import { iconCoin } from '@/ui/icons/coin'

/** The Subscribe button of another member's profile (spec §6): their subscription page. */
export function SubscribeAction({ link }: { link: SubscriptionLink }) {
  const content = (
    <>
      <Icon path={iconCoin} />
      <Trans>Subscribe</Trans>
    </>
  )
  return link.kind === 'internal' ? (
    <Link to={link.to} className={styles.subscribe}>
      {content}
    </Link>
  ) : (
    <a href={link.href} className={styles.subscribe} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  )
}
