import { mitraAtLeast } from './mitra-version'
import type { Instance } from './types'

type Known = Pick<Instance, 'version'> | null | undefined

/** GET and DELETE /api/v1/settings/sessions: the member's sessions (Mitra 4.14.0). */
export const supportsSessions = (instance: Known): boolean => mitraAtLeast(instance, '4.14.0')

/** POST /api/v1/notifications/clear: deletes every notification (Mitra 3.22.0). */
export const supportsClearNotifications = (instance: Known): boolean => mitraAtLeast(instance, '3.22.0')

/** `bot` in update_credentials: the automated-account flag (Mitra 4.2.0; `Account.bot` is read in every release). */
export const supportsBotFlag = (instance: Known): boolean => mitraAtLeast(instance, '4.2.0')

/** POST load_activities with `{collection: "featured"}`: a remote actor's pinned posts (Mitra 4.2.0). */
export const supportsLoadFeatured = (instance: Known): boolean => mitraAtLeast(instance, '4.2.0')
