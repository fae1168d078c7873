import type { MitraDialect } from '../dialect'
import { validationError } from '../http/errors'

/**
 * Mitra's local username rules, in its order of checks: first those of any profile
 * (mitra_validators profiles.rs, validate_username: not empty, at most 100, letters, digits, `-`,
 * `.`, `_`), then those of a local account. 3.21 (mitra_validators users.rs): lowercase letters,
 * digits and `_`, at most 30 bytes. Since 4.8.0 (mitra_validators accounts.rs): letters of either
 * case, digits, `-` and `_`, at most 30 characters, with a message that says so.
 */
export function validateUsername(username: string, mitra: MitraDialect = '3.21'): void {
  if (username === '') throw validationError('username is empty')
  const length = mitra === '3.21' ? Buffer.byteLength(username) : [...username].length
  if (length > 100) throw validationError('username is too long')
  if (!/^[A-Za-z0-9\-._]+$/.test(username)) throw validationError('invalid username')
  if (mitra === '3.21') {
    if (!/^[a-z0-9_]+$/.test(username)) throw validationError('invalid username')
  } else if (!/^[A-Za-z0-9_-]+$/.test(username)) {
    throw validationError('only letters, numbers, hyphens, and underscores are allowed in usernames')
  }
  if (length > 30) throw validationError('username is too long')
}
