import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { AccountRow, UserRow } from '../db/accounts'
import { setPostingDefaults, updateProfile, type PostingDefaults, type ProfileUpdate } from '../db/settings'
import { parseLanguageCode } from '../domain/languages'
import { markdownBasicToHtml } from '../domain/markdown'
import { saveMediaFile } from '../domain/media'
import { stripMarker } from '../domain/urls'
import { parseVisibility } from '../domain/visibility'
import { requireUser } from '../http/auth'
import { bodyObject, optionalArray, optionalBool, optionalString, type Fields } from '../http/body'
import type { AppState } from '../http/context'
import { requireBody } from '../http/mitra-request'
import type { MitraDialect } from '../dialect'
import { validationError } from '../http/errors'
import { credentialAccountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { SUPPORTED_MEDIA_TYPES } from '../serializers/instance'
import { reloadUser } from './settings'

/** Mitra's profile limits (mitra_validators::profiles). */
export const DISPLAY_NAME_MAX_CHARS = 200
export const BIO_MAX_CHARS = 10_000
export const FIELD_LIMIT = 10
export const FIELD_NAME_MAX_BYTES = 500
export const FIELD_VALUE_MAX_BYTES = 5000
export const PROFILE_IMAGE_SIZE_MAX = 5 * 1000 * 1000
const MENTION_POLICIES = ['none', 'only_known', 'only_contacts'] as const

const PROFILE_IMAGE_TYPES = SUPPORTED_MEDIA_TYPES.filter((t) => t.startsWith('image/'))
const chars = (text: string) => [...text].length
const jsonError = (detail: string) => validationError(`Json deserialize error: ${detail}`)

type Image = { file: string; mediaType: string } | null

/**
 * Mitra's checks in its order: base64, size, media type. The base64 test is linear here: the
 * shared decoder's pattern overflows the stack on multi-megabyte text.
 */
function decodeImage(data: string, mediaType: string): Buffer {
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw validationError('base64 decoding error')
  const bytes = Buffer.from(data, 'base64')
  if (bytes.length > PROFILE_IMAGE_SIZE_MAX) throw validationError('file is too large')
  if (!PROFILE_IMAGE_TYPES.includes(mediaType)) throw validationError(`invalid media type ${mediaType}`)
  return bytes
}

/** Base64 image: "" removes it, null or absent keeps the current one. */
function imageValue(mediaDir: string, fields: Fields, key: 'avatar' | 'header', current: Image): Image {
  const data = optionalString(fields, key)
  const mediaType = optionalString(fields, `${key}_media_type`)
  if (data === null) return current
  if (data === '') return null
  if (mediaType === null) throw validationError('no media type')
  const bytes = decodeImage(data, mediaType)
  return { file: saveMediaFile(mediaDir, bytes, mediaType), mediaType }
}

/** `fields_attributes`: [{name, value}]; names trimmed, unnamed fields dropped, values Markdown. */
function extraFields(fields: Fields): ProfileUpdate['fields'] {
  const list = optionalArray(fields, 'fields_attributes') ?? []
  const out: ProfileUpdate['fields'] = []
  for (const item of list) {
    if (item === null || typeof item !== 'object' || Array.isArray(item))
      throw jsonError('invalid type: expected struct AccountFieldSource')
    const entry = item as Fields
    const name = stripMarker(optionalString(entry, 'name') ?? '').trim()
    const source = stripMarker(optionalString(entry, 'value') ?? '').trim()
    if (name === '') continue
    const value = markdownBasicToHtml(source).replace(/^<p>|<\/p>$/g, '')
    if (Buffer.byteLength(name) > FIELD_NAME_MAX_BYTES) throw validationError('field name is too long')
    if (Buffer.byteLength(value) > FIELD_VALUE_MAX_BYTES) throw validationError('field value is too long')
    out.push({ name, value, value_source: source })
  }
  if (out.length > FIELD_LIMIT) throw validationError(`at most ${FIELD_LIMIT} fields are allowed`)
  return out
}

/** The profile as an update body: what a partial update (Mitra 4.2 and later) keeps when omitted. */
function keptProfile(account: AccountRow): Fields {
  const kept = (
    JSON.parse(account.fields || '[]') as { name: string; value_source?: string | null; value: string }[]
  ).map((field) => ({
    name: field.name,
    value: field.value_source ?? field.value,
  }))
  return {
    ...(account.display_name === null ? {} : { display_name: account.display_name }),
    ...(account.bio_source === null ? {} : { note: account.bio_source }),
    locked: account.locked === 1,
    fields_attributes: kept,
  }
}

function currentImage(file: string | null, mediaType: string | null): Image {
  return file && mediaType ? { file, mediaType } : null
}

/**
 * Mitra 3.21 replaces the whole profile from this body: an omitted display name, bio or field
 * list clears it and an omitted `locked` unlocks (v3.21.0 src/mastodon_api/accounts/types.rs,
 * AccountUpdateData: `#[serde(default)] locked: bool`). From 4.2 every field is optional and an
 * omitted one keeps its value (v5.9.1 mitra_api/src/mastodon_api/accounts/types.rs,
 * AccountUpdateForm). Images and the mention policy are kept when absent in both.
 *
 * `bot` (the actor type, Automated or Person) is read from 4.2 (v4.2.0 AccountUpdateForm,
 * `bot: Option<bool>`); 3.21's AccountUpdateData has no such key and, not denying unknown fields,
 * ignores it, so the flag stays as it was.
 */
export function buildProfileUpdate(
  mediaDir: string,
  account: AccountRow,
  fields: Fields,
  mitra: MitraDialect = '3.21',
): ProfileUpdate {
  if (mitra !== '3.21') fields = { ...keptProfile(account), ...fields }
  const bot = mitra === '3.21' ? account.bot === 1 : (optionalBool(fields, 'bot') ?? account.bot === 1)
  const displayName = optionalString(fields, 'display_name')
  if (displayName !== null && chars(displayName) > DISPLAY_NAME_MAX_CHARS)
    throw validationError('display name is too long')
  const note = optionalString(fields, 'note')
  const bioSource = note === null ? null : stripMarker(note)
  const bio = bioSource === null ? null : markdownBasicToHtml(bioSource)
  if (bio !== null && chars(bio) > BIO_MAX_CHARS) throw validationError('bio is too long')
  const policy = optionalString(fields, 'mention_policy')
  if (policy !== null && !(MENTION_POLICIES as readonly string[]).includes(policy))
    throw validationError('invalid mention policy')
  const locked = optionalBool(fields, 'locked') ?? false
  const extra = extraFields(fields)
  return {
    displayName: displayName === null ? null : stripMarker(displayName),
    bio,
    bioSource,
    avatar: imageValue(mediaDir, fields, 'avatar', currentImage(account.avatar_file, account.avatar_media_type)),
    header: imageValue(mediaDir, fields, 'header', currentImage(account.header_file, account.header_media_type)),
    locked,
    bot,
    mentionPolicy: (policy as ProfileUpdate['mentionPolicy'] | null) ?? account.mention_policy,
    fields: extra,
  }
}

/**
 * `source` (Mitra 4.17.0, v5.9.1 accounts/types.rs AccountSourceData::update_shared_client_config):
 * `privacy` read by visibility_from_str, and only public, private or subscribers may be the default
 * ("invalid default visibility"); `language` an ISO 639-1 code. Each kept when omitted; checked
 * before the profile, so a refusal changes nothing. 3.21's AccountUpdateData ignores `source`.
 */
export function postingDefaults(user: UserRow, fields: Fields): PostingDefaults | null {
  const raw = fields.source
  if (raw === undefined || raw === null) return null
  if (typeof raw !== 'object' || Array.isArray(raw)) throw jsonError('invalid type: expected struct AccountSourceData')
  const source = raw as Fields
  let visibility = user.default_post_visibility
  const privacy = optionalString(source, 'privacy')
  if (privacy !== null) {
    const parsed = parseVisibility(privacy)
    if (parsed !== 'public' && parsed !== 'private' && parsed !== 'subscribers')
      throw validationError('invalid default visibility')
    visibility = parsed
  }
  const code = optionalString(source, 'language')
  return { visibility, language: code === null ? user.default_post_language : parseLanguageCode(code) }
}

export function credentialRoutes(app: FastifyInstance, state: AppState): void {
  const mediaDir = join(state.dataDir, 'media')

  app.patch('/api/v1/accounts/update_credentials', async (req) => {
    const user = requireUser(state, req)
    requireBody(
      req,
      state.mitra,
      ['json', 'multipart'],
      'v3.21.0 src/mastodon_api/accounts/views.rs, v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs: update_credentials takes Either<MultipartForm, Json>',
    )
    const fields = bodyObject(req.body)
    const defaults = state.mitra === '3.21' ? null : postingDefaults(user.user, fields)
    const update = buildProfileUpdate(mediaDir, user.account, fields, state.mitra)
    updateProfile(state.db, user.account.id, update)
    if (defaults) setPostingDefaults(state.db, user.account.id, defaults)
    const updated = reloadUser(state, user.account.id)
    return credentialAccountEntity(serializeContext(state, req, updated), updated)
  })
}
