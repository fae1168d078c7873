import { getFirstAdmin } from '../db/accounts'
import { moneroConfig, readConfig, type InstanceConfig } from '../db/config'
import { stmt } from '../db/database'
import { markdownToHtml } from '../domain/markdown'
import { MONERO_PAYMENT_AMOUNT_MIN } from '../domain/monero-payments'
import { mitraVersionString, type MitraDialect } from '../dialect'
import { POLL_OPTIONS_MAX } from '../domain/post-fields'
import { accountEntity } from './account'
import type { SerializeContext } from './context'

/** What the demo instance accepts as uploads (video/x-m4v makes the client add .m4v). */
export const SUPPORTED_MEDIA_TYPES = [
  'audio/flac',
  'audio/mp4',
  'audio/mpeg',
  'audio/ogg',
  'audio/x-wav',
  'image/avif',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/ogg',
  'video/quicktime',
  'video/webm',
  'video/x-m4v',
]

/**
 * The configured blockchains. At 3.21: Monero only, `chain_metadata` null or `{description}` (no
 * `gate` or `minter` flag, which the spec mentions but the server never sends; the client reads
 * the flag as off). At 5.9 (mitra_api/src/mastodon_api/instance/types.rs) the metadata is always
 * there: `is_forwarding_required` and the Monero light wallet kind since 4.15, and
 * `payment_amount_min` since 4.5.1 (always sent since 4.10.1). The demo's 5.9 instance runs both
 * kinds Mitra allows on one chain: its wallet (payments forwarded, minimum 0.001 XMR) and a light
 * wallet server watching the creators' own wallets by view key (minimum 0, as 5.9 reports it).
 */
function blockchains(config: InstanceConfig, mitra: MitraDialect) {
  const monero = moneroConfig(config)
  if (!monero) return []
  const description = monero.description.trim()
  const html = description === '' ? null : markdownToHtml(description)
  if (mitra === '3.21') {
    return [
      {
        chain_id: monero.chainId,
        chain_metadata: html === null ? null : { description: html },
        features: { subscriptions: true },
      },
    ]
  }
  return [
    {
      chain_id: monero.chainId,
      chain_metadata: {
        is_forwarding_required: true,
        description: html,
        payment_amount_min: MONERO_PAYMENT_AMOUNT_MIN,
      },
      features: { subscriptions: true },
    },
    {
      chain_id: monero.chainId,
      chain_metadata: { is_forwarding_required: false, description: html, payment_amount_min: 0 },
      features: { subscriptions: true },
    },
  ]
}

/** GET /api/v1/instance: Mitra's InstanceInfo at 3.21. */
export function instanceEntity(ctx: SerializeContext, uri: string, mitra: MitraDialect) {
  const config = readConfig(ctx.db)
  const stats = stmt(
    ctx.db,
    `SELECT
       (SELECT COUNT(*) FROM users) AS user_count,
       (SELECT COUNT(*) FROM posts p JOIN accounts a ON a.id = p.author_id WHERE a.hostname IS NULL) AS status_count,
       (SELECT COUNT(DISTINCT hostname) FROM accounts WHERE hostname IS NOT NULL) AS domain_count`,
  ).get() as { user_count: number; status_count: number; domain_count: number }
  const admin = config.instance_staff_public ? getFirstAdmin(ctx.db) : undefined
  return {
    uri,
    title: config.instance_title,
    short_description: config.instance_short_description,
    description: markdownToHtml(config.instance_description),
    version: mitraVersionString(mitra),
    registrations: config.registrations_open,
    approval_required: false,
    invites_enabled: !config.registrations_open,
    stats,
    configuration: {
      statuses: {
        max_characters: config.post_character_limit,
        max_media_attachments: config.max_media_attachments,
      },
      media_attachments: {
        supported_mime_types: SUPPORTED_MEDIA_TYPES,
        image_size_limit: config.media_file_size_limit,
      },
      polls: {
        max_options: POLL_OPTIONS_MAX[mitra],
        max_characters_per_option: 1000,
        min_expiration: 0,
        max_expiration: 2 ** 30,
      },
    },
    contact_account: admin ? accountEntity(ctx, admin) : null,
    authentication_methods: config.authentication_methods,
    login_message: config.login_message,
    new_accounts_read_only: config.default_role === 'read_only_user',
    allow_unauthenticated: { timeline_local: config.instance_timeline_public },
    federated_timeline_restricted: config.federated_timeline_restricted,
    blockchains: blockchains(config, mitra),
    ipfs_gateway_url: config.ipfs_gateway_url,
    pleroma: {
      metadata: {
        features: ['quote_posting', 'pleroma_emoji_reactions', 'pleroma_custom_emoji_reactions'],
        fields_limits: { max_fields: 10, max_remote_fields: 100, name_length: 500, value_length: 5000 },
        post_formats: ['text/html', 'text/markdown'],
      },
    },
  }
}
