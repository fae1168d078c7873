import type { Account } from '../accounts/types'
import type { Status } from '../statuses/types'

/** "follow" when the member follows the conversation, "normal" otherwise (Mitra's TrackingStatus). */
export type TrackingStatus = 'normal' | 'follow'

/**
 * `Status.conversation` (Mitra 5.8.0; `tracking` and `can_moderate` 5.9.0, null for guests): the
 * conversation a post belongs to, null on a repost.
 */
export type StatusConversation = {
  id: string
  root_id: string
  tracking: TrackingStatus | null
  can_moderate: boolean | null
}

/** A direct conversation (Mitra 4.20.0, GET /api/v1/conversations). */
export type Conversation = {
  id: string
  /** Always false in Mitra. */
  unread: boolean
  /** The author of its first post and the accounts that post mentions (the member among them). */
  accounts: Account[]
  /** The newest direct post the member wrote or was mentioned in. */
  last_status: Status
}
