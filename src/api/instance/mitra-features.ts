import { mitraAtLeast } from './mitra-version'
import type { Instance } from './types'

type Known = Pick<Instance, 'version'> | null | undefined

/** GET and DELETE /api/v1/settings/sessions: the member's sessions (Mitra 4.14.0). */
export const supportsSessions = (instance: Known): boolean => mitraAtLeast(instance, '4.14.0')

/** POST /api/v1/notifications/clear: deletes every notification (Mitra 3.22.0). */
export const supportsClearNotifications = (instance: Known): boolean => mitraAtLeast(instance, '3.22.0')

/** `min_id` on GET /api/v1/notifications: only what is newer than a notification (Mitra 4.18.0). */
export const supportsNewerNotifications = (instance: Known): boolean => mitraAtLeast(instance, '4.18.0')

/** `bot` in update_credentials: the automated-account flag (Mitra 4.2.0; `Account.bot` is read in every release). */
export const supportsBotFlag = (instance: Known): boolean => mitraAtLeast(instance, '4.2.0')

/** POST load_activities with `{collection: "featured"}`: a remote actor's pinned posts (Mitra 4.2.0). */
export const supportsLoadFeatured = (instance: Known): boolean => mitraAtLeast(instance, '4.2.0')

/** `{visibility: "private"}` on POST reblog: a repost only the reposter's followers see (Mitra 4.3.0). */
export const supportsFollowersOnlyReposts = (instance: Known): boolean => mitraAtLeast(instance, '4.3.0')

/** `language` on a new or edited post, `Status.language` (Mitra 3.23.0). */
export const supportsPostLanguage = (instance: Known): boolean => mitraAtLeast(instance, '3.23.0')

/** `title` on a new or edited post, `Status.title` (Mitra 5.6.0). */
export const supportsPostTitles = (instance: Known): boolean => mitraAtLeast(instance, '5.6.0')

/**
 * The shared posting defaults: `source[privacy]` and `source[language]` in update_credentials,
 * `source.language` and GET /api/v1/preferences (Mitra 4.17.0). Before, the default visibility
 * is this client's setting in client_config.
 */
export const supportsPostingDefaults = (instance: Known): boolean => mitraAtLeast(instance, '4.17.0')

/**
 * Groups (Mitra 5.9.0): the member's groups (5.5.0, `filter` 5.6.0), creating (5.6.0), editing and
 * deleting them and `Status.group` (5.7.0), the members (5.8.0, which also refuses `group_id` on a
 * reply) and a moderator's removal of a post from a group thread (5.9.0). The feature is offered
 * whole, so from the release that brought its last call.
 */
export const supportsGroups = (instance: Known): boolean => mitraAtLeast(instance, '5.9.0')

/** POST conversation_tracking: following a post's conversation (Mitra 4.16.0; `conversation.tracking` 5.9.0). */
export const supportsConversationFollowing = (instance: Known): boolean => mitraAtLeast(instance, '4.16.0')

/** GET /api/v1/conversations: the member's direct conversations (Mitra 4.20.0). */
export const supportsDirectMessages = (instance: Known): boolean => mitraAtLeast(instance, '4.20.0')

/**
 * Adding media from a URL: the browser reads the file from another site, which the policy Mitra
 * serves its web client with allows from 4.6.0 (`connect-src 'self' *`; before, 'self' only).
 */
export const supportsMediaFromUrl = (instance: Known): boolean => mitraAtLeast(instance, '4.6.0')
