/** GET /api/v1/instance of Mitra 3.21. */
import { AUTHENTICATION_METHODS } from './account'
import { arrayOf, bool, chainId, count, nullable, obj, oneOfValues, ref, str, url } from '../schema-kit'

const metadata = obj({
  features: arrayOf(str),
  fields_limits: obj({ max_fields: count, max_remote_fields: count, name_length: count, value_length: count }),
  post_formats: arrayOf(oneOfValues('text/html', 'text/markdown')),
})

export const Instance = obj(
  {
    // The host name, without a scheme: the EIP-4361 / CAIP-122 domain.
    uri: { type: 'string', pattern: '^[^/:\\s]+(:[0-9]+)?$' },
    title: str,
    short_description: str,
    description: str,
    // "4.0.0 (compatible; Mitra 3.21.0)"
    version: { type: 'string', pattern: '\\(compatible; Mitra [0-9]+\\.[0-9]+\\.[0-9]+[^)]*\\)$' },
    registrations: bool,
    approval_required: bool,
    invites_enabled: bool,
    stats: obj({ user_count: count, status_count: count, domain_count: count }),
    configuration: obj({
      statuses: obj({ max_characters: { type: 'integer', minimum: 1 }, max_media_attachments: count }),
      media_attachments: obj({ supported_mime_types: arrayOf(str), image_size_limit: count }),
      polls: obj({
        max_options: { type: 'integer', minimum: 2 },
        max_characters_per_option: { type: 'integer', minimum: 1 },
        min_expiration: count,
        max_expiration: count,
      }),
    }),
    contact_account: nullable(ref('Account')),
    authentication_methods: { type: 'array', uniqueItems: true, items: oneOfValues(...AUTHENTICATION_METHODS) },
    login_message: str,
    new_accounts_read_only: bool,
    allow_unauthenticated: obj({ timeline_local: bool }),
    federated_timeline_restricted: bool,
    // No `gate` or `minter` flag at 3.21; only Monero entries.
    blockchains: arrayOf(
      obj({
        chain_id: chainId,
        // 3.21: null or {description}; 5.9: always the Monero metadata (4.15 and 4.5.1 fields).
        chain_metadata: nullable({
          anyOf: [
            obj({ description: str }),
            obj({ is_forwarding_required: bool, description: nullable(str), payment_amount_min: count }),
          ],
        }),
        features: obj({ subscriptions: bool }),
      }),
    ),
    ipfs_gateway_url: nullable(url),
    pleroma: obj({ metadata }, ['metadata']),
  },
  ['pleroma'],
)
