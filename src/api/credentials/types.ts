import type { MentionPolicy } from '../accounts/types'

/**
 * An image in the profile editor payload: base64 with its media type to replace, "" to remove,
 * null to keep the current one.
 */
export type ImageUpdate = { data: string; mediaType: string } | 'remove' | null

/** PATCH /api/v1/accounts/update_credentials as JSON (spec §3, Profile editor payload). */
export type UpdateCredentialsBody = {
  display_name: string | null
  note: string | null
  avatar: string | null
  avatar_media_type: string | null
  header: string | null
  header_media_type: string | null
  locked: boolean
  /** The automated-account flag: read by Mitra 4.2 and later only (3.21 ignores the key). */
  bot?: boolean
  mention_policy: MentionPolicy
  fields_attributes: { name: string; value: string }[]
}
