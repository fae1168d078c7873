import type { Account, CredentialAccount, CustomEmoji } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import type { Relationship } from '@/api/relationships/types'
import type { Attachment, Status } from '@/api/statuses/types'

/** GET /api/v1/instance exactly as Mitra 3.21 sends it (server/contract/entities/instance.ts). */
export function makeInstance(overrides: Partial<Instance> = {}): Instance & { new_accounts_read_only: boolean } {
  return {
    uri: 'parley.test',
    title: 'Parley Test',
    short_description: 'A small test instance.',
    description: '<p>About this <strong>instance</strong>.</p>',
    version: '4.0.0 (compatible; Mitra 3.21.0)',
    registrations: true,
    approval_required: false,
    invites_enabled: false,
    stats: { user_count: 1, status_count: 0, domain_count: 0 },
    configuration: {
      statuses: { max_characters: 5000, max_media_attachments: 15 },
      media_attachments: { supported_mime_types: ['image/png'], image_size_limit: 20000000 },
      polls: { max_options: 10, max_characters_per_option: 1000, min_expiration: 0, max_expiration: 1073741824 },
    },
    contact_account: null,
    login_message: 'Do not sign this message on other sites!',
    new_accounts_read_only: false,
    authentication_methods: ['password'],
    allow_unauthenticated: { timeline_local: false },
    federated_timeline_restricted: false,
    blockchains: [],
    ipfs_gateway_url: null,
    ...overrides,
  }
}

/**
 * Mitra's built-in roles (Role::get_permissions, the same at v3.21.0 and v5.9.1): their ids, names,
 * Mastodon's bitmask (only the Administrator bit, for delete_any_*) and permission names.
 */
const ROLES = [
  { id: 3, name: 'read_only_user', bitmask: '0', permissions: ['create_follow_request'] },
  {
    id: 1,
    name: 'user',
    bitmask: '0',
    permissions: ['create_follow_request', 'create_post', 'manage_subscription_options'],
  },
  {
    id: 2,
    name: 'admin',
    bitmask: '1',
    permissions: [
      'create_follow_request',
      'create_post',
      'delete_any_post',
      'delete_any_profile',
      'manage_subscription_options',
    ],
  },
] as const

/**
 * The role Mitra would send for a user who needs `permissions`: the smallest built-in role that
 * holds them all (none: read_only_user; create_post or manage_subscription_options: user;
 * delete_any_*: admin). Mitra has no other roles, so a test asks for the permissions it needs and
 * gets a real role. At 3.21 `permissions` holds the names (and permissions_bitmask the bitmask); at
 * 5.9 `permissions` is the bitmask and only permissions_names holds the names (ApiRole / Role).
 */
export function roleWith(
  permissions: readonly string[],
  dialect: '3.21' | '5.9' = '3.21',
): NonNullable<CredentialAccount['role']> {
  const role = ROLES.find((r) => permissions.every((p) => (r.permissions as readonly string[]).includes(p)))
  if (!role) throw new Error(`no Mitra role holds ${permissions.join(', ')}`)
  const names = [...role.permissions]
  if (dialect === '5.9') return { id: role.id, name: role.name, permissions: role.bitmask, permissions_names: names }
  return {
    id: role.id,
    name: role.name,
    permissions: names,
    permissions_names: [...names],
    permissions_bitmask: role.bitmask,
  } as NonNullable<CredentialAccount['role']>
}

/** The signed-in user's id in makeUser. */
const USER_ID = '11111111-1111-1111-1111-111111111111'

/**
 * The signed-in user exactly as Mitra 3.21 sends it (verify_credentials and the calls that answer
 * with the CredentialAccount), with the smallest real role that holds `permissions` (see roleWith).
 */
export function makeUser(
  overrides: Partial<CredentialAccount> = {},
  permissions: string[] = ['create_post'],
): CredentialAccount {
  return {
    ...makeAccount({ id: USER_ID, username: overrides.username ?? 'alice', display_name: 'Alice' }),
    source: { note: null, fields: [] },
    role: roleWith(permissions),
    authentication_methods: ['password'],
    client_config: {},
    ...overrides,
  }
}

/** What Mitra 3.21 sends of a relationship beside the fields the client reads. */
type WireRelationship = Relationship & {
  rejected_by: boolean
  muting_notifications: boolean
  blocking: boolean
  blocked_by: boolean
}

/**
 * A relationship with nothing set (not following, not muting, reposts and replies shown), with
 * every field Mitra 3.21 sends. `id` is the other account's: a UUID, as Mitra sends it.
 */
export function makeRelationship(id: string, overrides: Partial<WireRelationship> = {}): WireRelationship {
  return {
    id,
    following: false,
    followed_by: false,
    requested: false,
    requested_by: false,
    rejected_by: false,
    muting: false,
    muting_notifications: false,
    blocking: false,
    blocked_by: false,
    showing_reblogs: true,
    showing_replies: true,
    subscription_to: false,
    subscription_from: false,
    ...overrides,
  }
}

/**
 * The avatar Mitra sends for an account that uploaded none: its identicon route with the actor id
 * as input (v3.21.0 and v5.9.1 Account::from_profile). Mitra never sends a null avatar.
 */
function defaultAvatar(username: string): string {
  return `https://parley.test/api/v1/accounts/identicon?input=https://parley.test/users/${username}`
}

/** The header Mitra sends for an account that uploaded no banner: its identicon route, no input. */
const DEFAULT_HEADER = 'https://parley.test/api/v1/accounts/identicon'

/** A time as Mitra writes it (RFC 3339, milliseconds, Z). */
export const WIRE_TIME = '2025-03-24T20:46:00.000Z'

/** A lower-case UUID whose last digits are `n`: ids as Mitra sends them, told apart by a number. */
export function uuidOf(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
}

/** An account as the wire has it: Mitra 3.21 sends the signed-in user's fields as null for others. */
export type WireAccount = Account & { source: null; role: null; authentication_methods: null; client_config: null }

/**
 * An account (not the signed-in one) exactly as Mitra 3.21 sends it, so that a stub answering with
 * it meets the demo instance's contract (server/contract/entities/account.ts).
 */
export function makeAccount(overrides: Partial<Account> = {}): WireAccount {
  const username = overrides.username ?? 'bob'
  return {
    id: uuidOf(2),
    username,
    acct: username,
    actor_id: `https://parley.test/users/${username}`,
    url: `https://parley.test/@${username}`,
    display_name: null,
    created_at: WIRE_TIME,
    note: '',
    avatar: defaultAvatar(username),
    header: DEFAULT_HEADER,
    locked: false,
    mention_policy: 'none',
    bot: false,
    identity_proofs: [],
    payment_options: [],
    fields: [],
    emojis: [],
    followers_count: 0,
    following_count: 0,
    subscribers_count: 0,
    statuses_count: 0,
    source: null,
    role: null,
    authentication_methods: null,
    client_config: null,
    ...overrides,
  }
}

/**
 * The signed-in user (makeUser) as Mitra sends her inside a post, a list or a search result: an
 * Account, with the CredentialAccount's own fields null.
 */
export function asAuthor(user: CredentialAccount): WireAccount {
  return { ...user, source: null, role: null, authentication_methods: null, client_config: null }
}

/** A media attachment as Mitra 3.21 sends it (an uploaded PNG, no description unless told). */
export function makeAttachment(id: string, overrides: Partial<Attachment> = {}): Attachment & { preview_url: string } {
  const url = `https://parley.test/media/${id}.png`
  return { id, type: 'image', url, preview_url: url, description: null, ...overrides }
}

/** A custom emoji as Mitra 3.21 sends it (CustomEmoji::from_db: one image URL, always in the picker). */
export function makeEmoji(shortcode: string): Required<CustomEmoji> {
  const url = `https://parley.test/media/${shortcode}.png`
  return { shortcode, url, static_url: url, visible_in_picker: true }
}

/** GET /api/v1/statuses/{id}/source as Mitra 3.21 sends it. */
export function makeStatusSource(
  id: string,
  text: string,
  contentType: 'text/markdown' | 'text/html' = 'text/markdown',
): { id: string; content_type: string; text: string; spoiler_text: '' } {
  return { id, content_type: contentType, text, spoiler_text: '' }
}

/** A notification as Mitra 3.21 sends it (a follow unless told otherwise). */
export function makeNotification(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: String(id),
    type: 'follow',
    subtype: null,
    account: makeAccount(),
    status: null,
    reaction: null,
    emoji: null,
    emoji_url: null,
    created_at: WIRE_TIME,
    ...overrides,
  }
}

/** A reading marker as Mitra sends it. */
export function makeMarker(lastReadId: string): { last_read_id: string; version: number; updated_at: string } {
  return { last_read_id: lastReadId, version: 0, updated_at: WIRE_TIME }
}

/** A post exactly as Mitra 3.21 sends it (server/contract/entities/status.ts), by bob unless told otherwise. */
export function makeWireStatus(overrides: Partial<Status> = {}): Status & { spoiler_text: '' } {
  const id = overrides.id ?? uuidOf(100)
  return {
    id,
    uri: `https://parley.test/objects/${id}`,
    url: `https://parley.test/post/${id}`,
    created_at: WIRE_TIME,
    edited_at: null,
    account: makeAccount(),
    content: '<p>Hello</p>',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    visibility: 'public',
    sensitive: false,
    spoiler_text: '',
    pinned: false,
    replies_count: 0,
    favourites_count: 0,
    reblogs_count: 0,
    poll: null,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    favourited: false,
    reblogged: false,
    bookmarked: false,
    pleroma: {
      emoji_reactions: [],
      in_reply_to_account_acct: null,
      parent_visible: true,
      quote: null,
      quote_visible: false,
    },
    ipfs_cid: null,
    links: [],
    ...overrides,
  } as Status & { spoiler_text: '' }
}

/** POST /oauth/token's answer as Mitra 3.21 sends it. */
export function makeToken(accessToken: string): {
  access_token: string
  token_type: 'Bearer'
  scope: string
  created_at: number
} {
  return { access_token: accessToken, token_type: 'Bearer', scope: 'read write', created_at: 1742849160 }
}
