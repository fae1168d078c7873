import type { Account } from '@/api/accounts/types'

/** Move followers looks the target up with one result only (spec §9). */
export const MOVE_TARGET_LIMIT = 1

/** The target address, trimmed and without a leading @. */
export function normalizeTarget(input: string): string {
  return input.trim().replace(/^@/, '')
}

export const canMove = (input: string): boolean => normalizeTarget(input) !== ''

/** The one found account whose address is the target, or null ('user not found'). */
export function findMoveTarget(target: string, accounts: readonly Account[]): Account | null {
  const wanted = normalizeTarget(target).toLowerCase()
  const equal = accounts.filter((account) => account.acct.toLowerCase() === wanted)
  return equal.length === 1 ? (equal[0] ?? null) : null
}

/** Import followers needs both the old account's actor ID and the CSV. */
export const canImportFollowers = (fromActorId: string, csv: string): boolean =>
  fromActorId.trim() !== '' && csv.trim() !== ''

/** Import follows needs the CSV. */
export const canImportFollows = (csv: string): boolean => csv.trim() !== ''
