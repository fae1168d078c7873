import { M4V_TYPE } from './media-rules'

// Apart from media-rules.ts: only the complete form sorts files, so home's first screen goes without it.

/** Whether a file is an .m4v video by its name (browsers often give such files no type). */
function isM4v(name: string): boolean {
  return /\.m4v$/i.test(name)
}

/** The media type to send for a file, or null when the instance does not support it. */
export function mediaTypeOf(file: { name: string; type: string }, supported: readonly string[]): string | null {
  const type = file.type.toLowerCase()
  if (type && supported.includes(type)) return type
  if (isM4v(file.name) && supported.includes(M4V_TYPE)) return M4V_TYPE
  return null
}

export type FileSelection<F> = {
  /** Files to upload, in order. */
  accepted: { file: F; mediaType: string }[]
  /** Names of files whose type the instance does not support. */
  unsupported: string[]
  /** How many supported files were left out because the limit was reached. */
  overLimit: number
}

/**
 * Sorts picked, dropped or pasted files into those to upload and those refused, given how many
 * attachments the draft already has and the instance maximum.
 */
export function selectFiles<F extends { name: string; type: string }>(
  files: readonly F[],
  supported: readonly string[],
  current: number,
  max: number,
): FileSelection<F> {
  const result: FileSelection<F> = { accepted: [], unsupported: [], overLimit: 0 }
  for (const file of files) {
    const mediaType = mediaTypeOf(file, supported)
    if (!mediaType) result.unsupported.push(file.name)
    else if (current + result.accepted.length >= max) result.overLimit += 1
    else result.accepted.push({ file, mediaType })
  }
  return result
}
