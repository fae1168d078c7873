/** Valid sample entities for the contract's tests. */

const ts = '2025-03-24T20:46:00.000Z'
const base = 'https://parley.example'

export const ids = {
  alice: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  bob: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c',
  post: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a60',
  quoted: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a61',
  media: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a62',
  invoice: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a63',
}

export function account(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.alice,
    username: 'alice',
    acct: 'alice',
    actor_id: `${base}/users/alice`,
    url: `${base}/users/alice`,
    display_name: 'Alice',
    created_at: ts,
    note: '',
    avatar: `${base}/api/v1/accounts/identicon?input=${base}/users/alice`,
    header: `${base}/api/v1/accounts/identicon`,
    locked: false,
    mention_policy: 'none',
    bot: false,
    identity_proofs: [
      {
        name: '$XMR',
        value: '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
        verified_at: ts,
        is_legacy_proof: false,
      },
    ],
    payment_options: [
      { type: 'link', name: 'Tips', href: 'https://tips.example/alice' },
      { type: 'monero-subscription', chain_id: 'monero:418015bb9ae982a1975da7d79277c270', price: 385, object_id: null },
    ],
    fields: [
      {
        name: 'Site',
        value: '<a href="https://alice.example">alice.example</a>',
        verified_at: null,
        is_legacy_proof: false,
      },
    ],
    emojis: [],
    followers_count: 2,
    following_count: 1,
    subscribers_count: 0,
    statuses_count: 5,
    source: null,
    role: null,
    authentication_methods: null,
    client_config: null,
    ...overrides,
  }
}

export function credentialAccount(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return account({
    source: { note: null, fields: [] },
    role: {
      id: 1,
      name: 'user',
      permissions: ['create_follow_request', 'create_post', 'manage_subscription_options'],
      permissions_names: ['create_follow_request', 'create_post', 'manage_subscription_options'],
      permissions_bitmask: '0',
    },
    authentication_methods: ['password'],
    client_config: { 'mitra-web': { theme: 'dark' } },
    ...overrides,
  })
}

export function status(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.post,
    uri: `${base}/objects/${ids.post}`,
    url: `${base}/post/${ids.post}`,
    created_at: ts,
    edited_at: null,
    account: account(),
    content: '<p>Hello <a href="https://parley.example/tags/demo">#demo</a></p>',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    visibility: 'public',
    sensitive: false,
    spoiler_text: '',
    pinned: false,
    replies_count: 0,
    favourites_count: 1,
    reblogs_count: 0,
    poll: null,
    media_attachments: [
      {
        id: ids.media,
        type: 'image',
        url: `${base}/media/a.png`,
        preview_url: `${base}/media/a.png`,
        description: null,
      },
    ],
    mentions: [{ id: ids.bob, username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/users/bob' }],
    tags: [{ name: 'demo', url: `${base}/tags/demo` }],
    emojis: [],
    favourited: false,
    reblogged: false,
    bookmarked: false,
    pleroma: {
      emoji_reactions: [{ account_ids: [ids.bob], count: 1, me: false, name: '👍', url: null }],
      in_reply_to_account_acct: null,
      parent_visible: true,
      quote: null,
      quote_visible: false,
    },
    ipfs_cid: null,
    links: [],
    ...overrides,
  }
}

export function poll(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.post,
    expires_at: ts,
    expired: false,
    multiple: false,
    votes_count: 3,
    voters_count: null,
    options: [
      { title: 'Yes', votes_count: 2 },
      { title: 'No', votes_count: 1 },
    ],
    emojis: [],
    voted: true,
    own_votes: [0],
    ...overrides,
  }
}

export function notification(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '42',
    type: 'pleroma:emoji_reaction',
    subtype: null,
    account: account({ id: ids.bob, username: 'bob', acct: 'bob@remote.example' }),
    status: status(),
    reaction: { content: '👍', emoji: null },
    emoji: '👍',
    emoji_url: null,
    created_at: ts,
    ...overrides,
  }
}

export function relationship(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.bob,
    following: true,
    followed_by: false,
    requested: false,
    requested_by: false,
    rejected_by: false,
    subscription_to: false,
    subscription_from: false,
    showing_reblogs: true,
    showing_replies: true,
    muting: false,
    muting_notifications: false,
    blocking: false,
    blocked_by: false,
    ...overrides,
  }
}

export function instance(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uri: 'parley.example',
    title: 'Parley',
    short_description: 'A demo instance',
    description: '<p>A demo instance</p>',
    version: '4.0.0 (compatible; Mitra 3.21.0)',
    registrations: true,
    approval_required: false,
    invites_enabled: false,
    stats: { user_count: 3, status_count: 10, domain_count: 1 },
    configuration: {
      statuses: { max_characters: 5000, max_media_attachments: 15 },
      media_attachments: { supported_mime_types: ['image/png', 'image/jpeg'], image_size_limit: 20000000 },
      polls: { max_options: 10, max_characters_per_option: 1000, min_expiration: 0, max_expiration: 1073741824 },
    },
    contact_account: null,
    authentication_methods: ['password', 'eip4361', 'caip122_monero'],
    login_message: 'Do not sign this message on other sites!',
    new_accounts_read_only: false,
    allow_unauthenticated: { timeline_local: true },
    federated_timeline_restricted: false,
    blockchains: [
      {
        chain_id: 'monero:418015bb9ae982a1975da7d79277c270',
        chain_metadata: { description: '<p>Pay with Monero</p>' },
        features: { subscriptions: true },
      },
    ],
    ipfs_gateway_url: null,
    pleroma: {
      metadata: {
        features: ['quote_posting', 'pleroma_emoji_reactions', 'pleroma_custom_emoji_reactions'],
        fields_limits: { max_fields: 10, max_remote_fields: 100, name_length: 500, value_length: 5000 },
        post_formats: ['text/html', 'text/markdown'],
      },
    },
    ...overrides,
  }
}

export function invoice(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ids.invoice,
    sender_id: ids.bob,
    recipient_id: ids.alice,
    chain_id: 'monero:418015bb9ae982a1975da7d79277c270',
    payment_address: '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
    amount: 1000000000,
    status: 'open',
    created_at: ts,
    expires_at: '2025-03-24T23:46:00.000Z',
    ...overrides,
  }
}

export const timestampSample = ts
