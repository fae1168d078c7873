import type { Account } from './types'

/**
 * An account's banner image, or null for none: Mitra sends its identicon route (a 1-pixel image)
 * as the header of an account without one (v3.21.0 and v5.9.1 Account::from_profile).
 */
export function bannerOf(account: Pick<Account, 'header'>): string | null {
  const header = account.header
  if (!header) return null
  if (/\/api\/v1\/accounts\/identicon\/?$/.test(header.split(/[?#]/)[0] ?? '')) return null
  return header
}
