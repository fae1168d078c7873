// In-app URLs only later screens link to (see paths.ts, which builds every other one).
import { pathSegment, profilePath } from './paths'

/** A profile's media tab: /@bob/gallery. */
export const profileGalleryPath = (acct: string): string => `${profilePath(acct)}/gallery`

/** A profile by id (for accounts whose handle is a URL): /profile/1. */
export const profileByIdPath = (id: string): string => `/profile/${pathSegment(id)}`

/** A subscriber's page: /subscriber/1. */
export const subscriberPath = (id: string): string => `/subscriber/${pathSegment(id)}`

/** A custom feed's settings: /custom-feed/1. */
export const customFeedPath = (id: string): string => `/custom-feed/${pathSegment(id)}`
