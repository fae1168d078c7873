/** The file name at the end of an attachment's address ('' when there is none). */
export function fileNameOf(url: string): string {
  try {
    const path = new URL(url, 'http://x').pathname
    return decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '')
  } catch {
    return ''
  }
}

/**
 * Whether a file name is a machine name: Mitra stores every file under the hex digest of its
 * content (`e418…c3.pdf`), other servers under UUIDs or long random tokens. Such names tell a
 * person nothing.
 */
export function isMachineName(stem: string): boolean {
  if (/^[0-9a-f]{16,}$/i.test(stem)) return true
  if (/^[0-9a-f]{8}(-?[0-9a-f]{4}){3}-?[0-9a-f]{12}$/i.test(stem)) return true
  return stem.length >= 24 && /^[A-Za-z0-9]+$/.test(stem) && /\d/.test(stem) && /[A-Za-z]/.test(stem)
}

export type AttachmentName = {
  /** What the attachment is called: its description, else a readable file name, else null (say "Attachment"). */
  name: string | null
  /** A readable file name when the description is the name, for a second line. */
  fileName: string | null
  /** The file type from the extension, upper case ("PDF"), or null. */
  type: string | null
}

/**
 * How to name a file attachment for a person. Mitra's Attachment has no file name or media type
 * (only id, type, url, preview_url and description), so the description comes
 * first, then the name at the end of the address unless it is a machine name, then the type
 * from its extension.
 */
export function attachmentName(url: string, description: string | null | undefined): AttachmentName {
  const file = fileNameOf(url)
  const dot = file.lastIndexOf('.')
  const stem = dot > 0 ? file.slice(0, dot) : file
  const extension = dot > 0 ? file.slice(dot + 1) : ''
  const type = /^[a-z0-9]{1,5}$/i.test(extension) ? extension.toUpperCase() : null
  const readable = stem.trim() !== '' && !isMachineName(stem) ? file : null
  const text = description?.trim() || null
  if (text) return { name: text, fileName: readable, type }
  return { name: readable, fileName: null, type }
}
