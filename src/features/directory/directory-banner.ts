import type { Account } from '@/api/accounts/types'

/**
 * The banner image of a directory card, or null for the token-coloured strip. Mitra sends its
 * identicon route as the header of an account without one (v3.21.0 and v5.9.1 Account::from_profile).
 */
export function directoryBanner(account: Pick<Account, 'header'>): string | null {
  const header = account.header
  if (!header) return null
  if (/\/api\/v1\/accounts\/identicon\/?$/.test(header.split(/[?#]/)[0] ?? '')) return null
  return header
}
