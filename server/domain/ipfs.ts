const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** RFC 4648 base32, lower case, no padding (multibase prefix "b"). */
function base32(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/**
 * A well-formed CIDv1 (raw codec, SHA-256 multihash, base32) for a SHA-256 digest: what an IPFS
 * node would answer for those bytes. The demo instance does not talk to IPFS.
 */
export function fakeCid(sha256: Uint8Array): string {
  if (sha256.length !== 32) throw new Error('expected a SHA-256 digest')
  return `b${base32(Uint8Array.from([0x01, 0x55, 0x12, 0x20, ...sha256]))}`
}
