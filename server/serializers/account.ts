import type { AccountRow, User } from '../db/accounts'
import { proofsOf } from '../db/identity-proofs'
import { paymentOptionsOf } from '../db/subscriptions'
import { roleEntity } from '../domain/roles'
import { MONERO_PAYMENT_AMOUNT_MIN } from '../domain/monero-payments'
import { localActorPath } from '../domain/urls'
import { accountCountsOf, accountOf } from './batch'
import type { SerializeContext } from './context'

const DID_KEY_PREFIX = 'did:key:'

type StoredField = { name: string; value: string; value_source?: string }

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export function actorId(ctx: Pick<SerializeContext, 'instanceUrl'>, row: AccountRow): string {
  return row.actor_id ?? ctx.instanceUrl + localActorPath(row.username)
}

/** The profile URL: the actor's page for remote accounts, the actor id for local ones. */
export function profileUrl(ctx: Pick<SerializeContext, 'instanceUrl'>, row: AccountRow): string {
  return row.actor_url ?? actorId(ctx, row)
}

export const mediaUrl = (ctx: SerializeContext, file: string) => `${ctx.baseUrl}/media/${encodeURIComponent(file)}`

/** Mitra never sends a missing avatar: it points at its identicon of the actor id instead. */
export function avatarUrl(ctx: SerializeContext, row: AccountRow): string {
  if (row.avatar_file) return mediaUrl(ctx, row.avatar_file)
  return `${ctx.baseUrl}/api/v1/accounts/identicon?input=${encodeURIComponent(actorId(ctx, row))}`
}

export function headerUrl(ctx: SerializeContext, row: AccountRow): string {
  return row.header_file ? mediaUrl(ctx, row.header_file) : `${ctx.baseUrl}/api/v1/accounts/identicon`
}

/**
 * Verified identity proofs as fields: `Key` with the multibase key of a did:key, verified now
 * (Mitra: DID proofs are always valid), like the field Mitra shows for them.
 */
/** Mitra's field name for a proof: "Key" for did:key, the currency for did:pkh addresses. */
function proofFieldName(issuer: string): string {
  if (issuer.startsWith(DID_KEY_PREFIX)) return 'Key'
  if (issuer.startsWith('did:pkh:eip155:')) return '$ETH'
  if (issuer.startsWith('did:pkh:monero:')) return '$XMR'
  return '$'
}

function identityProofFields(ctx: SerializeContext, row: AccountRow) {
  return proofsOf(row).map((proof) => ({
    name: proofFieldName(proof.issuer),
    value: proof.issuer.startsWith(DID_KEY_PREFIX)
      ? proof.issuer.slice(DID_KEY_PREFIX.length)
      : (proof.issuer.split(':').pop() ?? ''),
    verified_at: ctx.now,
    is_legacy_proof: false,
  }))
}

/**
 * Public payment options: links as stored; a Monero subscription without its payout address
 * (only the owner sees that, in GET /api/v1/subscriptions/options), object_id null for local
 * accounts. The price is piconero per second, as on Mitra (the spec says per 30 days). At 5.9
 * (since 4.11.0) the option also names the smallest payment, `amount_min`: Mitra's minimum for a
 * local option, the remote option's own (or Mitra's minimum) for a remote one.
 */
function paymentOptions(ctx: SerializeContext, row: AccountRow) {
  return paymentOptionsOf(row).map((o) => {
    if (o.type !== 'monero-subscription') return { type: o.type, name: o.name, href: o.href }
    const objectId = row.hostname === null ? null : (o.object_id ?? null)
    if (ctx.mitra === '3.21') return { type: o.type, chain_id: o.chain_id, price: o.price, object_id: objectId }
    const amountMin = row.hostname === null ? MONERO_PAYMENT_AMOUNT_MIN : (o.amount_min ?? MONERO_PAYMENT_AMOUNT_MIN)
    return { type: o.type, chain_id: o.chain_id, price: o.price, amount_min: amountMin, object_id: objectId }
  })
}

function baseEntity(ctx: SerializeContext, row: AccountRow) {
  const counts = accountCountsOf(ctx, row.id)
  const fields = parseJson<StoredField[]>(row.fields, []).map((f) => ({
    name: f.name,
    value: f.value,
    verified_at: null,
    is_legacy_proof: false,
  }))
  const avatar = avatarUrl(ctx, row)
  const header = headerUrl(ctx, row)
  return {
    id: row.id,
    username: row.username,
    acct: row.acct,
    actor_id: actorId(ctx, row),
    url: profileUrl(ctx, row),
    // 5.9.0 sends "" for a profile without a display name (3.21: null).
    display_name: ctx.mitra === '3.21' ? row.display_name : (row.display_name ?? ''),
    created_at: row.created_at,
    note: row.bio ?? '',
    avatar,
    ...(ctx.mitra === '3.21' ? {} : { avatar_static: avatar }),
    header,
    ...(ctx.mitra === '3.21' ? {} : { header_static: header }),
    locked: row.locked === 1,
    mention_policy: row.mention_policy,
    bot: row.bot === 1,
    // 5.9: is_group (5.6; actor type Group) and discoverable (4.12; always true).
    ...(ctx.mitra === '3.21' ? {} : { is_group: row.is_group === 1, discoverable: true }),
    identity_proofs: identityProofFields(ctx, row),
    payment_options: paymentOptions(ctx, row),
    fields,
    emojis: [] as unknown[],
    followers_count: counts.followers,
    following_count: counts.following,
    subscribers_count: counts.subscribers,
    statuses_count: counts.statuses,
  }
}

/** Account as anyone sees it; the current-user fields are present and null. */
export function accountEntity(ctx: SerializeContext, row: AccountRow) {
  const cached = ctx.accounts.get(row.id)
  if (cached) return cached as ReturnType<typeof buildAccount>
  const entity = buildAccount(ctx, row)
  ctx.accounts.set(row.id, entity)
  return entity
}

function buildAccount(ctx: SerializeContext, row: AccountRow) {
  return { ...baseEntity(ctx, row), source: null, role: null, authentication_methods: null, client_config: null }
}

export function accountEntityById(ctx: SerializeContext, id: string) {
  const row = accountOf(ctx, id)
  if (!row) throw new Error(`account ${id} is missing`)
  return accountEntity(ctx, row)
}

/**
 * The role: at 3.21 `permissions` lists the names (with `permissions_names` and
 * `permissions_bitmask` beside it); from 3.22 on (so at 5.9) `permissions` is the Mastodon
 * bitmask as a string and `permissions_bitmask` is gone.
 */
function roleOf(ctx: SerializeContext, role: User['user']['role']) {
  const entity = roleEntity(role)
  if (ctx.mitra === '3.21') return entity
  return {
    id: entity.id,
    name: entity.name,
    permissions: entity.permissions_bitmask,
    permissions_names: entity.permissions_names,
  }
}

/** CredentialAccount: the current user, with source, role, sign-in methods and client config. */
export function credentialAccountEntity(ctx: SerializeContext, { account, user }: User) {
  const methods: string[] = []
  if (user.password_hash) methods.push('password')
  if (user.login_address_ethereum) methods.push('eip4361')
  if (user.login_address_monero) methods.push('caip122_monero')
  return {
    ...baseEntity(ctx, account),
    source: {
      note: account.bio_source,
      fields: parseJson<StoredField[]>(account.fields, []).map((f) => ({
        name: f.name,
        value: f.value_source ?? f.value,
        verified_at: null,
        is_legacy_proof: false,
      })),
      // 5.9: the default visibility (served since 3.22, stored since 4.17), sensitivity (always
      // false) and post language (4.17).
      ...(ctx.mitra === '3.21'
        ? {}
        : { privacy: user.default_post_visibility, sensitive: false, language: user.default_post_language }),
    },
    role: roleOf(ctx, user.role),
    authentication_methods: methods,
    client_config: parseJson<Record<string, unknown>>(user.client_config, {}),
  }
}
