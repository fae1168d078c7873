import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { xmrText } from '@/lib/monero/amounts'
import type { SingleGroup } from './collapse'
import styles from './notification-item.module.css'

/** The sentence of a notification entry, naming the newest actor and counting the others. */
export function NotificationText({ group, actor }: { group: SingleGroup; actor: ReactNode }) {
  const head = group.notifications[0]
  const others = group.notifications.length - 1
  const who =
    others > 0 ? (
      <>
        {actor} {plural(others, { one: 'and # other', other: 'and # others' })}
      </>
    ) : (
      actor
    )
  // Mitra sends the reaction in `reaction`; Pleroma-style clients read the `emoji` copy.
  const custom = head?.reaction?.emoji ?? null
  const content = head?.reaction?.content ?? head?.emoji ?? ''
  const emoji = custom ? (
    <img className={styles.emoji} src={custom.url} alt={`:${custom.shortcode}:`} title={`:${custom.shortcode}:`} />
  ) : (
    content
  )
  // Mitra 4.18+ tells what a payment brought, in piconero.
  const amount = typeof head?.payment_amount === 'number' ? xmrText(head.payment_amount) : null
  switch (group.type) {
    case 'follow':
      return <Trans>{who} followed you</Trans>
    case 'follow_request':
      return <Trans>{who} requested to follow you</Trans>
    case 'mention':
      return head?.subtype === 'reply' ? <Trans>{who} replied to your post</Trans> : <Trans>{who} mentioned you</Trans>
    case 'favourite':
      return <Trans>{who} liked your post</Trans>
    case 'emoji_reaction':
    case 'pleroma:emoji_reaction':
      return (
        <Trans>
          {who} reacted with {emoji} to your post
        </Trans>
      )
    case 'reblog':
      return <Trans>{who} reposted your post</Trans>
    case 'subscription':
      return amount === null ? (
        <Trans>{who} subscribed to you</Trans>
      ) : (
        <Trans>
          {who} paid {amount} XMR for your subscription
        </Trans>
      )
    case 'subscription_expiration':
      return <Trans>Your subscription to {who} has expired</Trans>
    case 'subscriber_leaving':
      return <Trans>{who} is no longer your subscriber</Trans>
    case 'move':
      return <Trans>{who} moved to a new account</Trans>
    case 'admin.sign_up':
      return <Trans>{who} signed up</Trans>
    case 'payment_anonymous':
      // The sender is Mitra's stand-in account for unsigned payments, not a person to name.
      return amount === null ? (
        <Trans>Someone paid for your subscription</Trans>
      ) : (
        <Trans>Someone paid {amount} XMR for your subscription</Trans>
      )
    case 'moderation_warning':
      return <Trans>{who} deleted one of your posts</Trans>
    default:
      return <Trans>New notification from {who}</Trans>
  }
}
