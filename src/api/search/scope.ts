/**
 * How Mitra reads a search (3.21 and 5.9 alike: mastodon_api/search/helpers.rs parse_search_query)
 * and what the client asks for. Mitra's general search finds one kind only: `#word` hashtags
 * containing the word, `>text` post text, a URL the post or account at it, and an account address
 * (`@name`, `name@host` or one bare word) accounts whose address contains it; several plain words
 * find nothing. So a plain query is asked three ways at once: `type=accounts` (an address only),
 * `#word` (one word only) and `type=statuses` (post text, no prefix needed). Post text search
 * covers only the posts the searcher wrote, bookmarked, liked or reacted to, or is mentioned in.
 */
export type SearchScope = 'all' | 'accounts' | 'tags' | 'posts' | 'lookup'

export type SectionKind = 'accounts' | 'tags' | 'posts'

/** One request of v2 search: the query and the optional `type`. */
export type SearchRequest = { q: string; type?: 'accounts' | 'statuses' }

export type ReadSearch = {
  scope: SearchScope
  /** The text without its scope prefix. */
  text: string
}

/** Mitra's account address (helpers.rs parse_profile_query). */
const ADDRESS = /^(?:@|!|acct:)?[A-Za-z0-9\-._]+(?:@[^@\s]*)?$/
/** Mitra's hashtag query takes one word (regex `\w+`). */
const WORD = /^[\p{L}\p{N}\p{M}_]+$/u
const URL_LIKE = /^(?:https?|ap):\/\/\S+$/i

const PREFIX: Record<'accounts' | 'tags' | 'posts', string> = { accounts: '@', tags: '#', posts: '>' }

export function readSearch(raw: string): ReadSearch {
  const q = raw.trim()
  if (URL_LIKE.test(q) || /^did:\S+$/.test(q)) return { scope: 'lookup', text: q }
  if (q.startsWith('>')) return { scope: 'posts', text: q.slice(1).trim() }
  if (q.startsWith('#')) return { scope: 'tags', text: q.slice(1).trim() }
  if (/^(?:@|!|acct:)/.test(q)) return { scope: 'accounts', text: q.replace(/^(?:@|!|acct:)/, '') }
  return { scope: 'all', text: q }
}

/** The query that searches `text` in one scope (the box shows it and the URL keeps it). */
export function scopedQuery(scope: SectionKind, text: string): string {
  return PREFIX[scope] + text.trim()
}

/** Whether Mitra can search `text` in this section at all (an address, one word, any text). */
export function sectionApplies(kind: SectionKind, text: string): boolean {
  const q = text.trim()
  if (q === '') return false
  if (kind === 'accounts') return ADDRESS.test(q)
  if (kind === 'tags') return WORD.test(q)
  return true
}

/** The request for one section of a plain search, or null when Mitra would find nothing. */
export function sectionRequest(kind: SectionKind, text: string): SearchRequest | null {
  if (!sectionApplies(kind, text)) return null
  const q = text.trim()
  if (kind === 'accounts') return { q, type: 'accounts' }
  if (kind === 'tags') return { q: `#${q}` }
  return { q, type: 'statuses' }
}

/** Suggestions need this many characters after any prefix. */
export const SUGGEST_MIN_LENGTH = 2

/**
 * What to ask for suggestions while typing `raw`: accounts and hashtags for a plain word, accounts
 * for `@name`, hashtags for `#word`; nothing for post text, URLs or anything shorter than 2.
 */
export function suggestionRequests(raw: string): { accounts: SearchRequest | null; tags: SearchRequest | null } {
  const { scope, text } = readSearch(raw)
  const none = { accounts: null, tags: null }
  if (text.length < SUGGEST_MIN_LENGTH) return none
  if (scope === 'all') return { accounts: sectionRequest('accounts', text), tags: sectionRequest('tags', text) }
  if (scope === 'accounts') return { accounts: sectionRequest('accounts', text), tags: null }
  if (scope === 'tags') return { accounts: null, tags: sectionRequest('tags', text) }
  return none
}
