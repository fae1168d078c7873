import { gzip } from 'pako'

/**
 * Gzip at level 9 with zlib's own bytes (header mtime 0, XFL 2, OS 3), as a payment request made by
 * Mitra's client has them. pako's default hash since 3.0 gives the bytes of Chromium's zlib, which
 * differ from zlib's on some inputs (the reference vector among them): `legacyHash` keeps zlib's.
 */
export function gzipLevel9(data: Uint8Array): Uint8Array {
  return gzip(data, { level: 9, legacyHash: true })
}
