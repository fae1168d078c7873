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
  created_at: string
}
