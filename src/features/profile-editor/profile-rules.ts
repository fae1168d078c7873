import type { CredentialAccount, MentionPolicy } from '@/api/accounts/types'
import { imageFields } from '@/api/credentials/endpoints'
import type { ImageUpdate, UpdateCredentialsBody } from '@/api/credentials/types'
import type { Instance } from '@/api/instance/types'

/** Spec §5 and §9: a display name has at most 75 characters once trimmed. */
export const DISPLAY_NAME_MAX = 75

/** Mitra accepts at most 10 extra fields on a local profile (the spec leaves the value open). */
export const MAX_FIELDS = 10

export type FieldDraft = { name: string; value: string }

export type ProfileDraft = {
  displayName: string
  note: string
  locked: boolean
  bot: boolean
  mentionPolicy: MentionPolicy
  fields: FieldDraft[]
  avatar: ImageUpdate
  header: ImageUpdate
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export const charCount = (text: string) => [...text].length

export function displayNameTooLong(name: string): boolean {
  return charCount(name.trim()) > DISPLAY_NAME_MAX
}

/** Indexes of fields whose trimmed label repeats an earlier field's label. */
export function duplicateLabels(fields: readonly FieldDraft[]): Set<number> {
  const seen = new Set<string>()
  const duplicates = new Set<number>()
  fields.forEach((field, index) => {
    const label = field.name.trim()
    if (!label) return
    if (seen.has(label)) duplicates.add(index)
    seen.add(label)
  })
  return duplicates
}

/** Indexes of fields with content but no label (the server would drop them silently). */
export function unlabelledFields(fields: readonly FieldDraft[]): Set<number> {
  const out = new Set<number>()
  fields.forEach((field, index) => {
    if (!field.name.trim() && field.value.trim()) out.add(index)
  })
  return out
}

export const canAddField = (fields: readonly FieldDraft[]) => fields.length < MAX_FIELDS

/** Labels and contents trimmed; rows left wholly empty are dropped. */
export function cleanFields(fields: readonly FieldDraft[]): FieldDraft[] {
  return fields.map((f) => ({ name: f.name.trim(), value: f.value.trim() })).filter((f) => f.name || f.value)
}

/** The image types the instance takes that are images (spec §5: avatar and banner). */
export function imageTypesOf(instance: Instance | undefined): string[] {
  return (instance?.configuration.media_attachments.supported_mime_types ?? []).filter((type) =>
    type.startsWith('image/'),
  )
}

export function isSupportedImage(type: string, supported: readonly string[]): boolean {
  return supported.includes(type.toLowerCase())
}

/** Why the draft cannot be saved, or null when it can. */
export function draftProblem(
  draft: ProfileDraft,
): 'display-name' | 'duplicate-label' | 'missing-label' | 'too-many-fields' | null {
  if (displayNameTooLong(draft.displayName)) return 'display-name'
  if (duplicateLabels(draft.fields).size > 0) return 'duplicate-label'
  if (unlabelledFields(draft.fields).size > 0) return 'missing-label'
  if (cleanFields(draft.fields).length > MAX_FIELDS) return 'too-many-fields'
  return null
}

/** The editor's starting point: the user's source texts (not the rendered HTML), images kept. */
export function draftOf(user: CredentialAccount): ProfileDraft {
  return {
    displayName: user.display_name ?? '',
    note: user.source?.note ?? '',
    locked: user.locked,
    bot: user.bot,
    mentionPolicy: user.mention_policy ?? 'none',
    fields: (user.source?.fields ?? []).map((f) => ({ name: f.name, value: f.value })),
    avatar: null,
    header: null,
  }
}

/**
 * The update_credentials body. Mitra 3.21 replaces the whole profile from it (an omitted name, bio
 * or field list is cleared), so every part is always sent; images are null to keep them. `bot` goes
 * only to an instance that reads it (`withBot`, Mitra 4.2 and later).
 */
export function payloadOf(draft: ProfileDraft, withBot = false): UpdateCredentialsBody {
  const avatar = imageFields(draft.avatar)
  const header = imageFields(draft.header)
  return {
    display_name: draft.displayName.trim(),
    note: draft.note,
    avatar: avatar.data,
    avatar_media_type: avatar.mediaType,
    header: header.data,
    header_media_type: header.mediaType,
    locked: draft.locked,
    ...(withBot ? { bot: draft.bot } : {}),
    mention_policy: draft.mentionPolicy,
    fields_attributes: cleanFields(draft.fields),
  }
}

/**
 * The profile's own image, or null when Mitra points at its generated default (its identicon
 * path) instead: there is nothing to remove then.
 */
export function storedImage(url: string | null | undefined): string | null {
  if (!url) return null
  return /\/api\/v1\/accounts\/identicon\/?$/.test(url.split(/[?#]/)[0] ?? '') ? null : url
}
