export const M4V_TYPE = 'video/x-m4v'

/** The picker's accept list: the instance's types, plus the .m4v extension when video/x-m4v is listed (spec §5). */
export function acceptList(supported: readonly string[]): string {
  return [...supported, ...(supported.includes(M4V_TYPE) ? ['.m4v'] : [])].join(',')
}

export function isImageType(type: string | null | undefined): boolean {
  return !!type && type.startsWith('image/')
}

/** Used when the instance does not say (Mitra refuses more than 15). */
export const DEFAULT_MAX_ATTACHMENTS = 15

/**
 * Mitra's default `limits.media.file_size_limit` (20 MB, mitra_config/src/limits.rs), for an
 * instance that does not say its own (`image_size_limit`).
 */
export const DEFAULT_FILE_SIZE_LIMIT = 20_000_000
