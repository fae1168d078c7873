/**
 * Account entities of Mitra 3.21: Account, CredentialAccount, Role, Field,
 * PaymentOption, CustomEmoji, Relationship, Aliases, IdentityClaim.
 */
import {
  anyDateTime,
  arrayOf,
  bool,
  chainId,
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

export const PERMISSION_NAMES = [
  'create_follow_request',
  'create_post',
  'delete_any_post',
  'delete_any_profile',
  'manage_subscription_options',
] as const

export const AUTHENTICATION_METHODS = ['password', 'eip4361', 'caip122_monero'] as const

export const CustomEmoji = obj({
  shortcode: { type: 'string', minLength: 1 },
  url,
  static_url: url,
  visible_in_picker: bool,
})

export const Field = obj({
  name: str,
  value: str,
  verified_at: nullable(timestamp),
  is_legacy_proof: bool,
})

/** Tagged by `type` (kebab-case). */
export const PaymentOption: Schema = {
  type: 'object',
  required: ['type'],
  properties: { type: oneOfValues('link', 'monero-subscription') },
  discriminator: { propertyName: 'type' },
  oneOf: [
    obj({ type: { const: 'link' }, name: str, href: str }),
    obj(
      {
        type: { const: 'monero-subscription' },
        chain_id: chainId,
        // Piconero per second.
        price: { type: 'integer', minimum: 1 },
        // 5.9 (since 4.11.0): the smallest payment, in piconero.
        amount_min: count,
        object_id: nullable(str),
      },
      ['amount_min'],
    ),
  ],
}

/** The built-in roles of 3.21: id, name, permission names and bitmask. */
const ROLES = [
  {
    id: 1,
    name: 'user',
    bitmask: '0',
    permissions: ['create_follow_request', 'create_post', 'manage_subscription_options'],
  },
  { id: 2, name: 'admin', bitmask: '1', permissions: [...PERMISSION_NAMES] },
  { id: 3, name: 'read_only_user', bitmask: '0', permissions: ['create_follow_request'] },
] as const

/** Exactly the given names, in any order. */
function permissionSet(names: readonly string[]): Schema {
  return {
    type: 'array',
    uniqueItems: true,
    minItems: names.length,
    maxItems: names.length,
    items: oneOfValues(...PERMISSION_NAMES),
    allOf: names.map((name) => ({ contains: { const: name } })),
  }
}

/**
 * At 3.21 `permissions` is the array of names; 3.22 turns it into the
 * bitmask string and drops `permissions_bitmask`.
 */
export const Role: Schema = {
  type: 'object',
  required: ['name'],
  properties: {
    id: { type: 'integer', enum: ROLES.map((r) => r.id) },
    name: oneOfValues(...ROLES.map((r) => r.name)),
    // 5.9 (since 3.22): the bitmask string.
    permissions: {
      anyOf: [
        { type: 'array', items: oneOfValues(...PERMISSION_NAMES) },
        { type: 'string', pattern: '^[0-9]+$' },
      ],
    },
    permissions_names: { type: 'array', items: oneOfValues(...PERMISSION_NAMES) },
    permissions_bitmask: { type: 'string', pattern: '^[0-9]+$' },
  },
  discriminator: { propertyName: 'name' },
  oneOf: ROLES.map((role) =>
    obj(
      {
        id: { const: role.id },
        name: { const: role.name },
        // 3.21: the names; 5.9: the bitmask, and no permissions_bitmask.
        permissions: { anyOf: [permissionSet(role.permissions), { const: role.bitmask }] },
        permissions_names: permissionSet(role.permissions),
        permissions_bitmask: { const: role.bitmask },
      },
      ['permissions_bitmask'],
    ),
  ),
}

export const Source = obj(
  {
    note: nullable(str),
    fields: arrayOf(ref('Field')),
    // 5.9: privacy and sensitive (since 3.22), language (since 4.17). The default visibility can
    // only be one of these three (v5.9.1 accounts/types.rs, update_shared_client_config).
    privacy: oneOfValues('public', 'private', 'subscribers'),
    sensitive: bool,
    language: nullable(str),
  },
  ['privacy', 'sensitive', 'language'],
)

const accountProperties: Record<string, Schema> = {
  id: uuid,
  username: { type: 'string', minLength: 1 },
  acct: { type: 'string', pattern: '^[^@\\s]+(@[^@\\s]+)?$' },
  actor_id: url,
  url,
  // Never null at 5.9 ("" for none, since 5.9.0).
  display_name: nullable(str),
  created_at: timestamp,
  // "" when there is no bio; never null at 3.21.
  note: str,
  // Never null: the server substitutes its identicon URL.
  avatar: url,
  header: url,
  locked: bool,
  mention_policy: oneOfValues('none', 'only_known', 'only_contacts'),
  bot: bool,
  identity_proofs: arrayOf(ref('Field')),
  payment_options: arrayOf(ref('PaymentOption')),
  fields: arrayOf(ref('Field')),
  emojis: arrayOf(ref('CustomEmoji')),
  followers_count: count,
  following_count: count,
  subscribers_count: count,
  statuses_count: count,
  // Only the current user's own account (CredentialAccount) fills these.
  source: { type: 'null' },
  role: { type: 'null' },
  authentication_methods: { type: 'null' },
  client_config: { type: 'null' },
}

/** Sent by 5.9 only: avatar_static and header_static (5.7), is_group (5.6), discoverable (4.12). */
const ACCOUNT_5_9_ONLY = ['avatar_static', 'header_static', 'is_group', 'discoverable']
const accountProperties59: Record<string, Schema> = {
  avatar_static: url,
  header_static: url,
  is_group: bool,
  discoverable: bool,
}

export const Account = obj({ ...accountProperties, ...accountProperties59 }, ACCOUNT_5_9_ONLY)

export const CredentialAccount = obj(
  {
    ...accountProperties,
    ...accountProperties59,
    source: ref('Source'),
    role: ref('Role'),
    authentication_methods: { type: 'array', uniqueItems: true, items: oneOfValues(...AUTHENTICATION_METHODS) },
    // `{ "<client name>": { … } }`
    client_config: { type: 'object', additionalProperties: { type: 'object' } },
  },
  ACCOUNT_5_9_ONLY,
)

export const Relationship = obj({
  id: uuid,
  following: bool,
  followed_by: bool,
  requested: bool,
  requested_by: bool,
  rejected_by: bool,
  subscription_to: bool,
  subscription_from: bool,
  showing_reblogs: bool,
  showing_replies: bool,
  muting: bool,
  muting_notifications: bool,
  blocking: bool,
  blocked_by: bool,
})

export const Aliases = obj({
  declared: arrayOf(ref('Account')),
  declared_all: arrayOf(obj({ id: url, account: nullable(ref('Account')) })),
  verified: arrayOf(ref('Account')),
})

/** `created_at` is chrono's default form and goes back unchanged in the POST. */
export const IdentityClaim = obj({
  did: { type: 'string', pattern: '^did:[a-z0-9]+:' },
  claim: { type: 'string', minLength: 1 },
  created_at: anyDateTime,
})

export const Token = obj(
  {
    access_token: { type: 'string', minLength: 1 },
    token_type: { const: 'Bearer' },
    scope: str,
    // Unix seconds.
    created_at: { type: 'integer', minimum: 0 },
    // Seconds the token lives: sent since 4.12.0 (the 5.9 dialect), not at 3.21.
    expires_in: { type: 'integer', minimum: 1 },
  },
  ['expires_in'],
)

/**
 * An account as the admin list shows it (5.9.0, v5.9.1 mitra_api/src/mastodon_api/admin/accounts/
 * types.rs AdminAccount): the profile's id, its role (null for none), the account and its type.
 */
export const AdminAccount = obj({
  id: uuid,
  role: nullable(ref('Role')),
  account: ref('Account'),
  account_type: oneOfValues('user', 'group', 'anonymous', 'nomadic'),
  // chrono's form (microseconds from PostgreSQL), not the milliseconds of other timestamps.
  last_login_at: nullable(anyDateTime),
})
