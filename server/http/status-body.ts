import type { MitraDialect } from '../dialect'
import type { PollInput } from '../domain/post-fields'
import { parseUuid, uuidErrorText } from '../domain/ids'
import {
  bodyObject,
  optionalArray,
  optionalBool,
  optionalString,
  optionalUuid,
  requiredString,
  type Fields,
} from './body'
import { validationError } from './errors'

const jsonError = (detail: string) => validationError(`Json deserialize error: ${detail}`)

/** `media_ids[]` (what the client sends) or `media_ids`, each a UUID. */
function mediaIds(fields: Fields): string[] {
  const list = optionalArray(fields, 'media_ids[]') ?? optionalArray(fields, 'media_ids') ?? []
  return list.map((v) => {
    const id = typeof v === 'string' ? parseUuid(v) : null
    if (!id) throw jsonError(typeof v === 'string' ? uuidErrorText(v) : 'invalid type, expected a UUID')
    return id
  })
}

function stringList(value: unknown[]): string[] {
  return value.map((v) => {
    if (typeof v !== 'string') throw jsonError('invalid type, expected a string')
    return v
  })
}

/** u32 seconds; form bodies carry numbers as text. */
function seconds(value: unknown): number | null {
  if (value === undefined || value === null) return null
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff)
    throw jsonError('invalid value, expected u32')
  return n
}

/**
 * The poll of a new post, in either notation Mitra reads: form-style keys (`poll[options][]`,
 * `poll[expires_in]`, `poll[multiple]`, which the web client sends as JSON keys) or a `poll` object.
 */
function pollInput(fields: Fields): PollInput {
  const nested = fields.poll
  if (nested !== undefined && nested !== null) {
    const poll = bodyObject(nested)
    return {
      options: stringList(optionalArray(poll, 'options') ?? []),
      expiresIn: seconds(poll.expires_in),
      multiple: optionalBool(poll, 'multiple') ?? false,
    }
  }
  return {
    options: stringList(optionalArray(fields, 'poll[options][]') ?? optionalArray(fields, 'poll[options]') ?? []),
    expiresIn: seconds(fields['poll[expires_in]']),
    multiple: optionalBool(fields, 'poll[multiple]') ?? false,
  }
}

/**
 * POST /api/v1/statuses. `group_id` (an Option<Uuid>, Mitra 5.5.0) is read in the 5.9 dialect only:
 * 3.21's StatusData has no such key and, not denying unknown ones, ignores it.
 */
export function statusCreateBody(body: unknown, mitra: MitraDialect = '3.21') {
  const fields = bodyObject(body)
  return {
    text: requiredString(fields, 'status'),
    contentType: optionalString(fields, 'content_type') ?? 'text/markdown',
    inReplyToId: optionalUuid(fields, 'in_reply_to_id'),
    visibility: optionalString(fields, 'visibility'),
    sensitive: optionalBool(fields, 'sensitive') ?? false,
    mediaIds: mediaIds(fields),
    quoteId: optionalUuid(fields, 'quote_id'),
    poll: pollInput(fields),
    language: optionalString(fields, 'language'),
    groupId: mitra === '3.21' ? null : optionalUuid(fields, 'group_id'),
    // Read by the dialect: 3.21 ignores the key whatever its value (see postTitle).
    title: fields.title,
  }
}

/** PUT /api/v1/statuses/{id} (JSON only at Mitra 3.21). */
export function statusEditBody(body: unknown) {
  const fields = bodyObject(body)
  return {
    text: requiredString(fields, 'status'),
    contentType: optionalString(fields, 'content_type') ?? 'text/markdown',
    sensitive: optionalBool(fields, 'sensitive') ?? false,
    mediaIds: mediaIds(fields),
    quoteId: optionalUuid(fields, 'quote_id'),
    language: optionalString(fields, 'language'),
    // Read by the dialect: 3.21 ignores the key whatever its value (see postTitle).
    title: fields.title,
  }
}
