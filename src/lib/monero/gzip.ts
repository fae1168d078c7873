import { gzipSync } from 'fflate'

/** Gzip at level 9 with mtime 0; fflate writes XFL 2 and OS 3 as zlib does. Loaded on demand. */
export function gzipLevel9(data: Uint8Array): Uint8Array {
  return gzipSync(data, { level: 9, mtime: 0 })
}
