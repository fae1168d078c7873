/**
 * The rules of a new or edited post's own fields (poll, language, group, title), each as the
 * Mitra release of the dialect has it; create-post.ts applies them in Mitra's order.
 */
import { getAccount } from '../db/accounts'
import type { Db } from '../db/database'
import type { PostRow } from '../db/posts'
import type { MitraDialect } from '../dialect'
import { optionalString } from '../http/body'
import { validationError } from '../http/errors'
import { parseLanguageCode } from './languages'

export type PollInput = { options: string[]; expiresIn: number | null; multiple: boolean }

const POLL_OPTIONS_MIN = 2
/** Mitra's POLL_OPTION_COUNT_MAX (mitra_validators/src/polls.rs): 10 at 3.21.0, 15 from 4.5.0, 20 from 4.20.0. */
export const POLL_OPTIONS_MAX: Record<MitraDialect, number> = { '3.21': 10, '5.9': 20 }
const POLL_OPTION_BYTES_MAX = 1000

export function validatePoll(poll: PollInput, mitra: MitraDialect): void {
  if (poll.expiresIn === null) throw validationError('poll duration must be provided')
  if (poll.options.length < POLL_OPTIONS_MIN) throw validationError('too few poll options')
  if (poll.options.length > POLL_OPTIONS_MAX[mitra]) throw validationError('too many poll options')
  const seen = new Set<string>()
  for (const option of poll.options) {
    if (Buffer.byteLength(option) > POLL_OPTION_BYTES_MAX) throw validationError('poll option name is too long')
    if (seen.has(option)) throw validationError('poll options must be unique')
    seen.add(option)
  }
}

/**
 * A post's language: 3.21's StatusData has no `language` and, not denying unknown keys, ignores it;
 * from 3.23.0 an ISO 639-1 code or 400 "invalid ISO 639-1 code" (v5.9.1 statuses/types.rs
 * StatusCreateForm::language, read after the poll's parameters). Absent: none, not the default.
 */
export function postLanguage(value: string | null | undefined, mitra: MitraDialect): string | null {
  if (mitra === '3.21' || value === null || value === undefined) return null
  return parseLanguageCode(value)
}

/**
 * The group of a new post (v5.9.1 statuses/views.rs create_status, right after the parent): none on
 * a reply ("group_id can't be specified for a reply", 5.8.0), and it must name a group.
 */
export function postGroup(db: Db, groupId: string | null | undefined, parent: PostRow | null): string | null {
  if (groupId === null || groupId === undefined) return null
  if (parent) throw validationError("group_id can't be specified for a reply")
  const group = getAccount(db, groupId)
  if (!group || group.is_group !== 1) throw validationError('invalid group ID')
  return group.id
}

/** Mitra's TITLE_LENGTH_MAX (v5.9.1 mitra_validators/src/posts.rs), counted in characters. */
export const TITLE_LENGTH_MAX = 300

/**
 * A post's title: 3.21's StatusData has no `title` and ignores it. From 5.6.0 any string is
 * stored as given, the empty one too, unless longer than 300 characters (Unicode scalar values,
 * `chars().count()`, since 5.9.0; bytes before): 400 "title is too long" (validate_title). The
 * same on replies: only titles of remote replies are dropped.
 */
export function postTitle(raw: unknown, mitra: MitraDialect): string | null {
  if (mitra === '3.21') return null
  const value = optionalString({ title: raw }, 'title')
  if (value === null) return null
  if ([...value].length > TITLE_LENGTH_MAX) throw validationError('title is too long')
  return value
}
