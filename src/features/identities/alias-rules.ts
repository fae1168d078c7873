import type { Account } from '@/api/accounts/types'

/** How many accounts the alias lookup asks for (spec §9). */
export const ALIAS_SUGGESTION_LIMIT = 5

/** The address as typed, trimmed; a leading @ is tolerated (@bob@example.org). */
export function normalizeAliasAddress(input: string): string {
  return input.trim().replace(/^@/, '')
}

/** Add is offered while there is an address and no error shows. */
export function canAddAlias(input: string, error: string | null): boolean {
  return normalizeAliasAddress(input) !== '' && !error
}

export type AliasLookup =
  { kind: 'not-found' } | { kind: 'match'; account: Account } | { kind: 'choose'; accounts: Account[] }

/**
 * What a lookup means for the add form: nobody found gives 'user not found'; exactly one account
 * whose address equals the typed one is added; anything else is offered as suggestions to pick.
 */
export function resolveAliasLookup(address: string, accounts: readonly Account[]): AliasLookup {
  if (accounts.length === 0) return { kind: 'not-found' }
  const wanted = normalizeAliasAddress(address).toLowerCase()
  const equal = accounts.filter((account) => account.acct.toLowerCase() === wanted)
  if (equal.length === 1 && equal[0]) return { kind: 'match', account: equal[0] }
  return { kind: 'choose', accounts: accounts.slice(0, ALIAS_SUGGESTION_LIMIT) }
}
