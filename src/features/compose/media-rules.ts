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
