import type { StatusConversation, TrackingStatus } from '../conversations/types'
import type { Account, CustomEmoji } from '../accounts/types'

export type Visibility = 'public' | 'private' | 'subscribers' | 'conversation' | 'direct'

export type Attachment = {
  id: string
  /** The server says 'unknown' where the spec says 'other'. */
  type: 'image' | 'video' | 'audio' | 'unknown' | 'other'
  url: string
  preview_url?: string
  description: string | null
}

export type Poll = {
  id: string
  expires_at: string | null
  expired: boolean
  multiple: boolean
  votes_count: number
  voters_count?: number | null
  options: { title: string; votes_count: number | null }[]
  emojis: CustomEmoji[]
  voted: boolean | null
  own_votes: number[] | null
}

export type Mention = { id: string; username: string; acct: string; url: string }
export type Tag = { name: string; url: string }

export type EmojiReaction = {
  name: string
  count: number
  me: boolean
  url: string | null
  account_ids?: string[]
}

export type Status = {
  id: string
  uri: string
  url: string | null
  created_at: string
  edited_at: string | null
  account: Account
  content: string
  /** ISO 639-1 or null (Mitra 3.23 and later); absent at 3.21. */
  language?: string | null
  /**
   * Plain text or null (Mitra 5.6 and later); absent at 3.21. Mitra also puts it before the
   * content as `<h1>` (see postHtml).
   */
  title?: string | null
  in_reply_to_id: string | null
  in_reply_to_account_id: string | null
  reblog: Status | null
  visibility: Visibility
  sensitive: boolean
  spoiler_text?: string
  pinned: boolean
  replies_count: number
  favourites_count: number
  reblogs_count: number
  poll: Poll | null
  media_attachments: Attachment[]
  mentions: Mention[]
  tags: Tag[]
  emojis: CustomEmoji[]
  favourited: boolean
  reblogged: boolean
  bookmarked: boolean
  ipfs_cid: string | null
  links: Status[]
  /** The quote as Mastodon's Quote (Mitra 4.6 and later; Mitra's state is always "accepted"). */
  quote?: { state: string; quoted_status: Status } | null
  /** The viewer muted the author (Mitra 4.6 and later). */
  hidden?: boolean
  /** The group of the post's conversation, or null (Mitra 5.7.0 and later; absent at 3.21). */
  group?: Account | null
  pleroma: {
    emoji_reactions: EmojiReaction[]
    in_reply_to_account_acct: string | null
    parent_visible: boolean
    quote: Status | null
    quote_visible?: boolean
  }
  /** The post's conversation (Mitra 5.8 and later; null on a repost); absent before. */
  conversation?: StatusConversation | null
  /** Deprecated in 5.9.0 for `conversation.tracking` (Mitra 4.16 and later; null for guests). */
  conversation_tracking?: TrackingStatus | null
}
