/**
 * Every in-app URL with a variable part is built here or in paths-later.ts (the route table,
 * src/app/routes.ts, holds the patterns they match). Each part fills exactly one path segment or
 * query value: whatever it holds ("/", "?", "#", "%", a space), the router reads it back unchanged.
 * A module goes whole into one chunk: this one holds what the first screens link to (home loads
 * it), paths-later.ts what only later screens do, so home does not carry their builders.
 */

/**
 * A value as one path segment (encodeURIComponent). A value that is only "." or ".." cannot be
 * one: browsers read it, encoded or not, as "this folder" or "one up"; ids and tag names never are.
 */
export const pathSegment: (value: string) => string = encodeURIComponent

/**
 * An account's handle as a segment: "@" and ":" (host@name:port) stay readable, as a person types
 * them ("/@bob@example.org"); everything else is encoded as in pathSegment.
 */
export function acctSegment(acct: string): string {
  return encodeURIComponent(acct).replace(/%(40|3A)/g, decodeURIComponent)
}

/** A profile by handle: /@bob, /@bob@example.org. */
export const profilePath = (acct: string): string => `/@${acctSegment(acct)}`

/** A profile's subscription page: /@bob/subscription. */
export const profileSubscriptionPath = (acct: string): string => `${profilePath(acct)}/subscription`

/** A profile by id: /profile/1 (a group's page, when only its id is known). */
export const profileByIdPath = (id: string): string => `/profile/${pathSegment(id)}`

/** The subscription page of a profile by id: /profile/1/subscription. */
export const profileByIdSubscriptionPath = (id: string): string => `/profile/${pathSegment(id)}/subscription`

/** A post's page, optionally with its reply or quote form open: /post/1, /post/1?quote=1. */
export const postPath = (id: string, open?: 'reply' | 'quote'): string =>
  `/post/${pathSegment(id)}${open ? `?${open}=1` : ''}`

/** A hashtag's timeline: /tag/cats. */
export const tagPath = (name: string): string => `/tag/${pathSegment(name)}`

/** A custom feed's timeline: /custom-feed/1/timeline. */
export const customFeedTimelinePath = (id: string): string => `/custom-feed/${pathSegment(id)}/timeline`

/** The search screen for a query: /search?q=… */
export const searchPath = (query: string): string => `/search?q=${encodeURIComponent(query)}`
