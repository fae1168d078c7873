import type { Account, CustomEmoji } from '../accounts/types'
import type { Status } from '../statuses/types'

/** Known notification types; unknown ones (and Mitra's occasional "") are tolerated as strings. */
export type NotificationType =
  | 'follow'
  | 'follow_request'
  | 'mention'
  | 'favourite'
  | 'emoji_reaction'
  | 'pleroma:emoji_reaction'
  | 'reblog'
  | 'subscription'
  | 'subscription_expiration'
  | 'subscriber_leaving'
  | 'move'
  | 'admin.sign_up'
  // Mitra 5.x: a payment from the anonymous account (4.17.0), a moderator's warning (5.9.0).
  | 'payment_anonymous'
  | 'moderation_warning'

/** Why a moderator acted (Mitra 5.9.0, type moderation_warning): a post of the reader's deleted. */
export type AccountWarning = {
  id: string
  action: 'delete_statuses' | (string & {})
  /** The moderator's reason; empty when none was given. */
  text: string
  created_at: string
}

export type Notification = {
  id: string
  type: NotificationType | (string & {})
  subtype?: string | null
  account: Account
  status: Status | null
  reaction?: { content: string; emoji: CustomEmoji | null } | null
  /** Pleroma compatibility copy of reaction.content. */
  emoji?: string | null
  emoji_url?: string | null
  /** Mitra 5.9 only: the warning of a moderation_warning notification, else null. */
  moderation_warning?: AccountWarning | null
  /** Mitra 4.18+: what a payment notification brought, in the chain's smallest unit; else null. */
  payment_amount?: number | null
  created_at: string
}
