import type { Account, CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import type { Relationship } from '@/api/relationships/types'

export function makeInstance(overrides: Partial<Instance> = {}): Instance {
  return {
    uri: 'parley.test',
    title: 'Parley Test',
    short_description: 'A small test instance.',
    description: '<p>About this <strong>instance</strong>.</p>',
    version: '4.0.0 (compatible; Mitra 3.21.0)',
    registrations: true,
    configuration: {
      statuses: { max_characters: 5000, max_media_attachments: 15 },
      media_attachments: { supported_mime_types: ['image/png'] },
    },
    contact_account: null,
    login_message: 'Do not sign this message on other sites!',
    authentication_methods: ['password'],
    allow_unauthenticated: { timeline_local: false },
    federated_timeline_restricted: false,
    blockchains: [],
    ipfs_gateway_url: null,
    ...overrides,
  }
}

export function makeUser(
  overrides: Partial<CredentialAccount> = {},
  permissions: string[] = ['create_post'],
): CredentialAccount {
  return {
    id: '11111111-1111-1111-1111-111111111111',
    username: 'alice',
    acct: 'alice',
    actor_id: 'https://parley.test/users/alice',
    url: 'https://parley.test/@alice',
    display_name: 'Alice',
    note: null,
    avatar: null,
    header: null,
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
    source: { note: null, fields: [] },
    role: { id: 1, name: 'user', permissions },
    authentication_methods: ['password'],
    client_config: {},
    ...overrides,
  }
}

/** A relationship with nothing set (not following, not muting, reposts and replies shown). */
export function makeRelationship(id: string, overrides: Partial<Relationship> = {}): Relationship {
  return {
    id,
    following: false,
    followed_by: false,
    requested: false,
    requested_by: false,
    muting: false,
    showing_reblogs: true,
    showing_replies: true,
    subscription_to: false,
    subscription_from: false,
    ...overrides,
  }
}

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
    avatar: `https://parley.test/api/v1/accounts/identicon?input=${username}`,
    header: `https://parley.test/api/v1/accounts/identicon?input=${username}`,
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
