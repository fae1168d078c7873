import { validationError } from '../http/errors'

/** Mitra's limit on addresses per import request. */
export const IMPORT_LIMIT = 50

export type ActorAddress = { username: string; hostname: string }

// Mitra's actor address: word characters, dots and dashes on both sides of one "@".
const ADDRESS = /^([\p{L}\p{M}\p{N}\p{Pc}.-]+)@([\p{L}\p{M}\p{N}\p{Pc}.-]+)$/u

/** `user@host` or `@user@host`; anything else is Mitra's "invalid actor address". */
export function parseActorAddress(text: string): ActorAddress {
  const m = ADDRESS.exec(text.startsWith('@') ? text.slice(1) : text)
  if (!m?.[1] || !m[2]) throw validationError('invalid actor address')
  return { username: m[1], hostname: m[2] }
}

/**
 * An import CSV as Mitra reads it: the first column of each line, trimmed; blank lines and
 * Mastodon's "Account address" header skipped; sorted and deduplicated; at most 50.
 */
export function parseAddressList(csv: string): ActorAddress[] {
  const seen = new Map<string, ActorAddress>()
  for (const line of csv.split(/\r?\n/)) {
    const first = (line.split(',')[0] ?? '').trim()
    if (first === '' || first === 'Account address') continue
    const address = parseActorAddress(first)
    seen.set(`${address.username}@${address.hostname}`, address)
  }
  const sorted = [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v)
  if (sorted.length > IMPORT_LIMIT) throw validationError(`can't process more than ${IMPORT_LIMIT} items at once`)
  return sorted
}

/** One address per line, each ending with a newline, no header (Mitra's export format). */
export function addressesToCsv(addresses: readonly string[]): string {
  return addresses.map((a) => `${a}\n`).join('')
}
