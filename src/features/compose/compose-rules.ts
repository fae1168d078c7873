import type { CredentialAccount } from '@/api/accounts/types'
import type { Visibility } from '@/api/statuses/types'
import { clientConfigOf } from '@/lib/client-config'

/** The remaining-characters counter shows below this many (spec §5). */
export const COUNTER_THRESHOLD = 100
/** Used when the instance does not say (Mitra's default). */
export const DEFAULT_MAX_CHARACTERS = 5000
/** Storage key of the new-post draft; replies and reposts get their own context keys. */
export const NEW_POST_DRAFT = 'draft:new'

/** Characters as the server counts them: Unicode code points, not UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length
}

export function remainingCharacters(text: string, max: number): number {
  return max - characterCount(text)
}

export function showsCounter(remaining: number): boolean {
  return remaining < COUNTER_THRESHOLD
}

/** Publish is allowed for non-blank text within the limit, and not twice at once. */
export function canPublish(text: string, remaining: number, submitting: boolean): boolean {
  return text.trim().length > 0 && remaining >= 0 && !submitting
}

/** Visibilities a new post may have, in the order the chooser offers them (spec §4). */
export const NEW_POST_VISIBILITIES = ['public', 'private', 'subscribers', 'direct'] as const satisfies readonly Visibility[]

export function defaultVisibility(user: CredentialAccount | null | undefined): Visibility {
  const wanted = clientConfigOf(user).defaultVisibility
  return wanted && (NEW_POST_VISIBILITIES as readonly string[]).includes(wanted) ? wanted : 'public'
}
