/**
 * Post entities of Mitra 3.21: Status, Attachment, Poll, Mention, Tag,
 * StatusSource, StatusPreview, and the Status + `text` that DELETE returns.
 */
import {
  arrayOf,
  bool,
  count,
  nullable,
  obj,
  oneOfValues,
  ref,
  str,
  timestamp,
  url,
  uuid,
  type Schema,
} from '../schema-kit'

export const VISIBILITIES = ['public', 'private', 'subscribers', 'conversation', 'direct'] as const

/** The server sends `unknown` where the spec says `other`. */
export const Attachment = obj({
  id: uuid,
  type: oneOfValues('image', 'video', 'audio', 'unknown'),
  url,
  preview_url: url,
  description: nullable(str),
})

export const Poll = obj({
  // Equals the post id.
  id: uuid,
  expires_at: timestamp,
  expired: bool,
  multiple: bool,
  votes_count: count,
  // 0 for multiple-choice polls, null otherwise.
  voters_count: nullable(count),
  options: arrayOf(obj({ title: str, votes_count: count })),
  emojis: arrayOf(ref('CustomEmoji')),
  voted: nullable(bool),
  own_votes: nullable(arrayOf({ type: 'integer', minimum: 0 })),
})

export const Mention = obj({
  id: uuid,
  username: { type: 'string', minLength: 1 },
  acct: { type: 'string', minLength: 1 },
  url,
})

export const Tag = obj({ name: { type: 'string', minLength: 1 }, url })

const emojiReaction = obj(
  {
    // Sent by 3.21 only: removed in 4.4.0.
    account_ids: arrayOf(uuid),
    count: { type: 'integer', minimum: 1 },
    me: bool,
    // Unicode emoji, or the custom emoji shortcode when `url` is set.
    name: { type: 'string', minLength: 1 },
    url: nullable(url),
  },
  ['account_ids'],
)

const statusProperties: Record<string, Schema> = {
  id: uuid,
  uri: url,
  url,
  created_at: timestamp,
  edited_at: nullable(timestamp),
  account: ref('Account'),
  content: str,
  in_reply_to_id: nullable(uuid),
  in_reply_to_account_id: nullable(uuid),
  reblog: nullable(ref('Status')),
  visibility: oneOfValues(...VISIBILITIES),
  sensitive: bool,
  // Always "" at 3.21.
  spoiler_text: { const: '' },
  pinned: bool,
  replies_count: count,
  // Reactions without content (likes).
  favourites_count: count,
  reblogs_count: count,
  poll: nullable(ref('Poll')),
  media_attachments: arrayOf(ref('Attachment')),
  mentions: arrayOf(ref('Mention')),
  tags: arrayOf(ref('Tag')),
  emojis: arrayOf(ref('CustomEmoji')),
  favourited: bool,
  reblogged: bool,
  bookmarked: bool,
  pleroma: obj({
    emoji_reactions: arrayOf(emojiReaction),
    in_reply_to_account_acct: nullable(str),
    parent_visible: bool,
    // Full Status of the first linked post.
    quote: nullable(ref('Status')),
    quote_visible: bool,
  }),
  ipfs_cid: nullable({ type: 'string', minLength: 1 }),
  // Full Status objects of the linked (quoted) posts.
  links: arrayOf(ref('Status')),
}

/** ISO 639-1, as Mitra's `Language::to_639_1` writes it. */
export const languageCode = { type: 'string', pattern: '^[a-z]{2}$' } as const

/**
 * `Status.conversation` (5.8.0; `tracking` and `can_moderate` 5.9.0, null for guests), v5.9.1
 * mitra_api/src/mastodon_api/statuses/types.rs StatusConversation; null on a repost.
 */
const trackingStatus = oneOfValues('normal', 'follow')
export const StatusConversation = obj({
  id: uuid,
  root_id: uuid,
  tracking: nullable(trackingStatus),
  can_moderate: nullable(bool),
})

/**
 * What the 5.9 dialect adds, each absent at 3.21: `language` (3.23.0: the post's language or null),
 * `quote` (4.6.0: Mastodon's Quote, whose state Mitra only ever sets to "accepted"), `hidden`
 * (4.6.0: the viewer muted the author), `group` (5.7.0: the Account of the conversation's group or
 * null), `title` (5.6.0: plain text or null; at most 300 characters for local posts),
 * `conversation` (5.8.0) and the deprecated (5.9.0) `conversation_tracking` (4.16.0, null for
 * guests).
 */
const newerFields: Record<string, Schema> = {
  language: nullable(languageCode),
  quote: nullable(obj({ state: { const: 'accepted' }, quoted_status: ref('Status') })),
  hidden: bool,
  group: nullable(ref('Account')),
  title: nullable(str),
  conversation: nullable(ref('StatusConversation')),
  conversation_tracking: nullable(trackingStatus),
}
const NEWER_FIELDS = Object.keys(newerFields)

export const Status = obj({ ...statusProperties, ...newerFields }, NEWER_FIELDS)

/** DELETE /api/v1/statuses/{id}: the deleted post plus its markdown source. */
export const DeletedStatus = obj({ ...statusProperties, ...newerFields, text: str }, NEWER_FIELDS)

export const StatusSource = obj(
  {
    id: uuid,
    content_type: oneOfValues('text/markdown', 'text/html'),
    text: str,
    title: nullable(str),
    spoiler_text: { const: '' },
  },
  ['title'],
)

export const StatusPreview = obj({
  content: str,
  emojis: arrayOf(ref('CustomEmoji')),
})

/**
 * One group of GET /api/v1/pleroma/statuses/{id}/reactions (Mitra 4.5.0; v5.9.1
 * mitra_api/src/mastodon_api/reactions/types.rs PleromaEmojiReaction): the reactors as accounts.
 */
export const PleromaEmojiReaction = obj(
  {
    name: { type: 'string', minLength: 1 },
    url: nullable(url),
    count: { type: 'integer', minimum: 1 },
    // skip_serializing_if = "Vec::is_empty"
    accounts: arrayOf(ref('Account')),
    me: bool,
  },
  ['accounts'],
)

/**
 * A direct conversation (Mitra 4.20.0, v5.9.1 mitra_api/src/mastodon_api/conversations/types.rs
 * Conversation): the root's author and mentioned accounts, and the member's last direct post in it.
 */
export const Conversation = obj({
  id: uuid,
  // Always false.
  unread: bool,
  accounts: arrayOf(ref('Account')),
  last_status: ref('Status'),
})
