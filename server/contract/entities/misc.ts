/**
 * Notification, Marker, List, search results, subscriptions, invoices and the
 * error body of Mitra 3.21.
 */
import {
  anyDateTime,
  arrayOf,
  chainId,
  count,
  integerText,
  nullable,
  obj,
  oneOfValues,
  ref,
  str,
  timestamp,
  uuid,
  type Schema,
} from '../schema-kit'

/**
 * Types the server emits. `""` marks a subscription start; bare `emoji_reaction`
 * is never sent (the client accepts it too).
 */
export const NOTIFICATION_TYPES = [
  'follow',
  'follow_request',
  'mention',
  'favourite',
  'pleroma:emoji_reaction',
  'reblog',
  'subscription',
  '',
  'subscription_expiration',
  'subscriber_leaving',
  'move',
  'admin.sign_up',
  // Mitra 5.9 only: a payment from the anonymous account (4.17.0), a moderator's warning (5.9.0).
  'payment_anonymous',
  'moderation_warning',
] as const

/** AccountWarning of a `moderation_warning` notification (Mitra 5.9.0). */
const AccountWarning = obj({
  id: uuid,
  action: oneOfValues('delete_statuses'),
  text: str,
  status_ids: nullable(arrayOf(uuid)),
  target_account: nullable(ref('Account')),
  appeal: { type: 'null' },
  // Serialized by chrono's default, not Mitra's serialize_datetime.
  created_at: anyDateTime,
})

export const Notification = obj(
  {
    id: integerText,
    type: oneOfValues(...NOTIFICATION_TYPES),
    subtype: nullable(oneOfValues('reply')),
    account: ref('Account'),
    status: nullable(ref('Status')),
    reaction: nullable(obj({ content: str, emoji: nullable(ref('CustomEmoji')) })),
    // Pleroma copy of `reaction.content`.
    emoji: nullable(str),
    emoji_url: nullable(str),
    // Mitra 5.9 only (absent at 3.21): since 5.9.0 and 4.18.0.
    moderation_warning: nullable(AccountWarning),
    payment_amount: nullable({ type: 'integer', minimum: 0 }),
    created_at: timestamp,
  },
  ['moderation_warning', 'payment_amount'],
)

/** GET /api/v1/preferences (Mitra 4.17.0, preferences/types.rs Preferences): the shared posting defaults. */
export const Preferences = obj({
  'posting:default:visibility': oneOfValues('public', 'private', 'subscribers'),
  'posting:default:sensitive': { const: false },
  'posting:default:language': nullable({ type: 'string', pattern: '^[a-z]{2}$' }),
  'reading:expand:media': { const: 'default' },
  'reading:expand:spoilers': { const: false },
})

/** GET /api/v1/groups/{id}/source (Mitra 5.7.0, groups/types.rs GroupSource): the description's Markdown. */
export const GroupSource = obj({ description: nullable(str) })

/**
 * One of GET /api/v1/groups/{id}/members (Mitra 5.8.0, groups/types.rs Affiliation). Other
 * relationship types would be "none", but get_affiliated_profiles reads GroupAdmin only
 * (groups/helpers.rs AFFILIATION_TYPES): "admin" is the one value sent.
 */
export const GroupAffiliation = obj({ account: ref('Account'), affiliation: { const: 'admin' } })

/** A signed-in session (Mitra 4.14.0, settings/types.rs Session): its token's id and when it was made. */
export const Session = obj({
  id: { type: 'integer' },
  client_name: nullable(str),
  // Serialized by chrono's default, not Mitra's serialize_datetime.
  created_at: anyDateTime,
  is_current: { type: 'boolean' },
})

export const Marker = obj({
  last_read_id: str,
  version: count,
  updated_at: timestamp,
})

/** Keys without a stored marker are omitted. */
export const Markers = obj({ home: ref('Marker'), notifications: ref('Marker') }, ['home', 'notifications'])

/** `id` is an integer at 3.21, a string of its digits since 4.18.0 (the 5.9 dialect). */
export const List = obj({
  id: {
    anyOf: [
      { type: 'integer', minimum: 0 },
      { type: 'string', pattern: '^[0-9]+$' },
    ],
  },
  title: str,
  replies_policy: oneOfValues('followed'),
  exclusive: { type: 'boolean' },
})

export const SearchResults = obj({
  accounts: arrayOf(ref('Account')),
  statuses: arrayOf(ref('Status')),
  hashtags: arrayOf(ref('Tag')),
})

export const Subscription = obj({ id: count, sender: ref('Account'), expires_at: timestamp })

export const SubscriptionDetails = obj({ id: count, expires_at: timestamp })

/** `price` is piconero per second; `monero-light` (5.9, since 4.15) adds the view key. */
export const SubscriptionOption: Schema = {
  anyOf: [
    obj({
      type: { const: 'monero' },
      chain_id: chainId,
      price: { type: 'integer', minimum: 1 },
      payout_address: { type: 'string', minLength: 1 },
    }),
    obj({
      type: { const: 'monero-light' },
      chain_id: chainId,
      price: { type: 'integer', minimum: 1 },
      payout_address: { type: 'string', minLength: 1 },
      view_key: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
    }),
  ],
}

export const INVOICE_STATUSES = [
  'requested',
  'open',
  'underpaid',
  'paid',
  'forwarded',
  'failed',
  'completed',
  'timeout',
  'cancelled',
] as const

export const Invoice = obj({
  id: uuid,
  sender_id: uuid,
  recipient_id: uuid,
  chain_id: chainId,
  // Null for remote (`requested`) invoices.
  payment_address: nullable(str),
  amount: count,
  status: oneOfValues(...INVOICE_STATUSES),
  created_at: timestamp,
  expires_at: timestamp,
})

/** Both keys carry the same text. */
export const ErrorBody: Schema = obj({ error: str, error_description: str })

/**
 * A rejected domain of GET /api/v1/instance/domain_blocks (Mitra 4.12.0; v5.9.1
 * mitra_api/src/mastodon_api/instance/types.rs DomainBlock): always severity "suspend", no comment.
 */
export const DomainBlock = obj({
  domain: { type: 'string', minLength: 1 },
  digest: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  severity: oneOfValues('suspend'),
  comment: nullable(str),
})
