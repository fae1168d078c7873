import type { CredentialAccount } from '@/api/accounts/types'
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
