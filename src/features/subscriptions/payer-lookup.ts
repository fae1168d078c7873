import type { Account } from '@/api/accounts/types'
import { ApiError } from '@/lib/http'

export type PayerLookupError = 'ambiguous' | 'notFound' | 'tooManyRequests'

export type PayerLookupResult = { payer: Account } | { error: PayerLookupError }

const normalise = (acct: string) => acct.trim().replace(/^@/, '').toLowerCase()

/**
 * The guest's own profile among the search results (spec §5, Payer lookup): the exact address
 * wins; several other matches ask for the full address; none, or the recipient, is not found.
 */
export function pickPayer(results: Account[], acct: string, recipientId: string): PayerLookupResult {
  const wanted = normalise(acct)
  const exact = results.filter((account) => account.acct.toLowerCase() === wanted)
  const candidates = exact.length === 1 ? exact : results
  if (candidates.length > 1) return { error: 'ambiguous' }
  const payer = candidates[0]
  if (!payer || payer.id === recipientId) return { error: 'notFound' }
  return { payer }
}

/**
 * A 429 is 'Too many requests'. Mitra answers this search's 429 with JSON 'retry in ...', not the
 * status text the spec compares with, so the status decides (both forms are tolerated).
 */
export function lookupFailure(error: unknown): PayerLookupError | null {
  return error instanceof ApiError && error.status === 429 ? 'tooManyRequests' : null
}
