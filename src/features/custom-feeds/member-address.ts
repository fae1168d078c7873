import type { Account } from '@/api/accounts/types'

/** How many accounts the member lookup asks for and offers (spec §7). */
export const MEMBER_SUGGESTION_LIMIT = 5

/** The address as typed: trimmed, and one leading @ dropped (@bob@example.org). */
export function normalizeMemberAddress(input: string): string {
  const trimmed = input.trim()
  return trimmed.startsWith('@') ? trimmed.slice(1) : trimmed
}

/** Addresses compare without regard to case. */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** Add is offered while there is an address and no request is in progress. */
export function canAddMember(input: string, busy: boolean): boolean {
  return !busy && normalizeMemberAddress(input) !== ''
}

export type MemberLookup =
  { kind: 'not-found' } | { kind: 'exact'; account: Account } | { kind: 'suggestions'; accounts: Account[] }

/**
 * What a lookup means for the add form: nobody found gives 'user not found'; exactly one account
 * whose address equals the typed one is added at once; anything else is offered to pick from.
 */
export function decideMember(input: string, accounts: readonly Account[]): MemberLookup {
  if (accounts.length === 0) return { kind: 'not-found' }
  const address = normalizeMemberAddress(input)
  const equal = accounts.filter((account) => sameAddress(account.acct, address))
  if (equal.length === 1 && equal[0]) return { kind: 'exact', account: equal[0] }
  return { kind: 'suggestions', accounts: accounts.slice(0, MEMBER_SUGGESTION_LIMIT) }
}
