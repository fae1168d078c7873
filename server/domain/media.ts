import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { validationError } from '../http/errors'

/** File extensions for the media types this instance stores (uploads, emojis, seed files). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'audio/flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'image/apng': 'apng',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'text/plain': 'txt',
  'video/mp4': 'mp4',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-m4v': 'm4v',
}

export type AttachmentType = 'image' | 'video' | 'audio' | 'unknown'

/** Mitra's attachment type: from the first part of the media type; anything else is `unknown`. */
export function attachmentType(mediaType: string): AttachmentType {
  const kind = mediaType.split('/')[0]
  return kind === 'image' || kind === 'video' || kind === 'audio' ? kind : 'unknown'
}

// A length check and a flat character class: a repeated group overflows V8's stack on megabytes of text.
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/

/** Standard base64 with padding, as Mitra's decoder wants it; anything else is refused. */
export function decodeBase64(text: string): Buffer {
  if (text.length % 4 !== 0 || !BASE64_CHARS.test(text)) throw validationError('base64 decoding error')
  return Buffer.from(text, 'base64')
}

/**
 * Stores a file under DATA_DIR/media as Mitra does: named by the SHA-256 of its content with an
 * extension from its media type, so the same file is stored once. Returns the file name.
 */
export function saveMediaFile(mediaDir: string, data: Buffer, mediaType: string): string {
  const name = mediaFileName(data, mediaType)
  mkdirSync(mediaDir, { recursive: true })
  writeFileSync(join(mediaDir, name), data)
  return name
}

/** Name a file would get from saveMediaFile, without writing it (the seed collects files first). */
export function mediaFileName(data: Buffer, mediaType: string): string {
  const extension = EXTENSIONS[mediaType]
  return createHash('sha256').update(data).digest('hex') + (extension ? `.${extension}` : '')
}

/** Upload checks in Mitra's order: base64, then size, then media type. */
export function decodeUpload(file: string, mediaType: string, sizeLimit: number, allowed: readonly string[]): Buffer {
  const data = decodeBase64(file)
  if (data.length > sizeLimit) throw validationError('file is too large')
  if (!allowed.includes(mediaType)) throw validationError(`invalid media type ${mediaType}`)
  return data
}
