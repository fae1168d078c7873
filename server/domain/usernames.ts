import { validationError } from '../http/errors'

/** Mitra's local username rules, in its order of checks. */
export function validateUsername(username: string): void {
  if (username === '') throw validationError('username is empty')
  if ([...username].length > 30) throw validationError('username is too long')
  if (!/^[a-z0-9_]+$/.test(username)) throw validationError('invalid username')
}
