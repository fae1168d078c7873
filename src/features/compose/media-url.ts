import { isOnline } from '@/lib/network-status'
import { mediaTypeOf } from './media-files'

// Adding media from a URL: the browser reads the file from the other site, then it goes through
// the same path as a picked file (useAttachments.addFiles). Loaded with the dialog only.

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: 'empty' | 'invalid' | 'scheme' }

/** The typed address as a URL to read, or why it is not one (only http and https are read). */
export function checkMediaUrl(text: string): UrlCheck {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, reason: 'empty' }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' }
  if (!url.hostname) return { ok: false, reason: 'invalid' }
  return { ok: true, url }
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'video/quicktime': 'mov',
  'video/x-m4v': 'm4v',
  'audio/mpeg': 'mp3',
  'audio/x-wav': 'wav',
  'audio/x-m4a': 'm4a',
}

/** The usual extension for a media type ("image/png" → "png", "audio/mpeg" → "mp3"). */
export function extensionFor(mediaType: string): string {
  const known = EXTENSIONS[mediaType]
  if (known) return known
  const subtype = mediaType.split('/')[1] ?? ''
  return subtype.replace(/^x-/, '').replace(/\+.*$/, '') || 'bin'
}

/** The file's name: the URL path's last segment, or "media" with the type's extension. */
export function fileNameFromUrl(url: URL, mediaType: string): string {
  const last = url.pathname.split('/').pop() ?? ''
  let name = last
  try {
    name = decodeURIComponent(last)
  } catch {
    // A malformed escape: keep the segment as written.
  }
  name = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').trim()
  if (name === '' || name.startsWith('.')) return `media.${extensionFor(mediaType)}`
  return /\.[a-z0-9]{1,5}$/i.test(name) ? name : `${name}.${extensionFor(mediaType)}`
}

export type MediaUrlFailure =
  | { kind: 'blocked' }
  | { kind: 'offline' }
  | { kind: 'status'; status: number }
  | { kind: 'type'; mediaType: string }
  | { kind: 'tooLarge'; limit: number }

/** Why a URL gave no file to upload (`failure` says which way; see mediaUrlFailure). */
export class MediaUrlError extends Error {
  constructor(readonly failure: MediaUrlFailure) {
    super(failure.kind)
    this.name = 'MediaUrlError'
  }
}

/**
 * What went wrong, from what a read threw: a refused read (fetch throws a TypeError when the
 * site's answer lacks Access-Control-Allow-Origin, or the site cannot be reached) or no network.
 * A cancelled read gives null.
 */
export function mediaUrlFailure(error: unknown, online = isOnline()): MediaUrlFailure | null {
  if (error instanceof MediaUrlError) return error.failure
  if (error instanceof DOMException && error.name === 'AbortError') return null
  if (!online) return { kind: 'offline' }
  return { kind: 'blocked' }
}

/** Bytes read so far and the file's length when the site says it (Content-Length). */
export type ReadProgress = { received: number; total: number | null }

type ReadOptions = {
  supportedTypes: readonly string[]
  /** The instance's size limit: reading stops once past it. */
  maxBytes: number
  signal?: AbortSignal
  onProgress?: (progress: ReadProgress) => void
}

/** The answer's media type, from Content-Type without its parameters. */
function contentTypeOf(response: Response): string {
  return (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/** Reads the body chunk by chunk, giving up (and cancelling the rest) once past `maxBytes`. */
async function readCapped(response: Response, total: number | null, options: ReadOptions): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  if (!response.body) return chunks
  const reader = response.body.getReader()
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    received += value.byteLength
    if (received > options.maxBytes) {
      await reader.cancel().catch(() => {})
      throw new MediaUrlError({ kind: 'tooLarge', limit: options.maxBytes })
    }
    chunks.push(value)
    options.onProgress?.({ received, total })
  }
}

/**
 * Reads the file at `url` in the browser, as a File a picker would give: the type from the
 * answer's Content-Type (checked against the instance's types before the body is read), the
 * name from the URL. Throws MediaUrlError (or what fetch threw; see mediaUrlFailure).
 */
export async function readMediaFromUrl(url: URL, options: ReadOptions): Promise<File> {
  if (!isOnline()) throw new MediaUrlError({ kind: 'offline' })
  const response = await fetch(url, {
    signal: options.signal,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
  })
  const cancel = () => response.body?.cancel().catch(() => {})
  if (!response.ok) {
    void cancel()
    throw new MediaUrlError({ kind: 'status', status: response.status })
  }
  const given = contentTypeOf(response)
  const mediaType = mediaTypeOf(
    { name: fileNameFromUrl(url, given || 'application/octet-stream'), type: given },
    options.supportedTypes,
  )
  if (!mediaType) {
    void cancel()
    throw new MediaUrlError({ kind: 'type', mediaType: given })
  }
  const length = Number(response.headers.get('Content-Length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  if (total !== null && total > options.maxBytes) {
    void cancel()
    throw new MediaUrlError({ kind: 'tooLarge', limit: options.maxBytes })
  }
  options.onProgress?.({ received: 0, total })
  const chunks = await readCapped(response, total, options)
  return new File(chunks as BlobPart[], fileNameFromUrl(url, mediaType), { type: mediaType })
}
