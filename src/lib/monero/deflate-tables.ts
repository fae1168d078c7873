/** Deflate's constants, code tables and fixed trees (RFC 1951), and a bit writer. */
export const LITERALS = 256
export const END_BLOCK = 256
export const L_CODES = LITERALS + 1 + 29
export const D_CODES = 30
export const BL_CODES = 19
export const HEAP_SIZE = 2 * L_CODES + 1
export const MAX_BITS = 15
const MAX_BL_BITS = 7
export const REP_3_6 = 16
export const REPZ_3_10 = 17
export const REPZ_11_138 = 18

export const EXTRA_LBITS = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
export const EXTRA_DBITS = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
]
const EXTRA_BLBITS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7]
export const BL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

/** A code tree: frequency, code and length per symbol (zlib overlays some; here they are apart). */
export type Tree = { freq: Uint16Array; code: Uint16Array; len: Uint16Array; dad: Uint16Array }
export const tree = (size: number): Tree => ({
  freq: new Uint16Array(size),
  code: new Uint16Array(size),
  len: new Uint16Array(size),
  dad: new Uint16Array(size),
})

export type Static = {
  lens: Uint16Array | null
  codes: Uint16Array | null
  extra: number[]
  base: number
  elems: number
  maxLength: number
}

function reverse(code: number, len: number): number {
  let res = 0
  for (let i = 0; i < len; i++) {
    res = (res << 1) | (code & 1)
    code >>>= 1
  }
  return res
}

export function genCodes(len: Uint16Array, code: Uint16Array, maxCode: number, blCount: Uint16Array): void {
  const next = new Uint16Array(MAX_BITS + 1)
  let c = 0
  for (let bits = 1; bits <= MAX_BITS; bits++) {
    c = (c + (blCount[bits - 1] ?? 0)) << 1
    next[bits] = c
  }
  for (let n = 0; n <= maxCode; n++) {
    const l = len[n] ?? 0
    if (l !== 0) code[n] = reverse(next[l]!++, l)
  }
}

// The fixed trees and the length and distance code tables.
export const LENGTH_CODE = new Uint8Array(256)
export const BASE_LENGTH = new Uint16Array(29)
const DIST_CODE = new Uint8Array(512)
export const BASE_DIST = new Uint16Array(D_CODES)
export const STATIC_L = { lens: new Uint16Array(L_CODES + 2), codes: new Uint16Array(L_CODES + 2) }
export const STATIC_D = { lens: new Uint16Array(D_CODES).fill(5), codes: new Uint16Array(D_CODES) }
{
  let length = 0
  for (let code = 0; code < 28; code++) {
    BASE_LENGTH[code] = length
    for (let n = 0; n < 1 << EXTRA_LBITS[code]!; n++) LENGTH_CODE[length++] = code
  }
  LENGTH_CODE[length - 1] = 28
  let dist = 0
  for (let code = 0; code < 16; code++) {
    BASE_DIST[code] = dist
    for (let n = 0; n < 1 << EXTRA_DBITS[code]!; n++) DIST_CODE[dist++] = code
  }
  dist >>= 7
  for (let code = 16; code < D_CODES; code++) {
    BASE_DIST[code] = dist << 7
    for (let n = 0; n < 1 << (EXTRA_DBITS[code]! - 7); n++) DIST_CODE[256 + dist++] = code
  }
  const count = new Uint16Array(MAX_BITS + 1)
  for (let n = 0; n < L_CODES + 2; n++) {
    const l = n < 144 ? 8 : n < 256 ? 9 : n < 280 ? 7 : 8
    STATIC_L.lens[n] = l
    count[l]!++
  }
  genCodes(STATIC_L.lens, STATIC_L.codes, L_CODES + 1, count)
  for (let n = 0; n < D_CODES; n++) STATIC_D.codes[n] = reverse(n, 5)
}
export const distCode = (dist: number) => (dist < 256 ? DIST_CODE[dist]! : DIST_CODE[256 + (dist >> 7)]!)

export const L_DESC: Static = {
  ...STATIC_L,
  extra: EXTRA_LBITS,
  base: LITERALS + 1,
  elems: L_CODES,
  maxLength: MAX_BITS,
}
export const D_DESC: Static = { ...STATIC_D, extra: EXTRA_DBITS, base: 0, elems: D_CODES, maxLength: MAX_BITS }
export const BL_DESC: Static = {
  lens: null,
  codes: null,
  extra: EXTRA_BLBITS,
  base: 0,
  elems: BL_CODES,
  maxLength: MAX_BL_BITS,
}

/** Writes bits least significant first, as deflate does. */
export class BitWriter {
  private bytes: number[] = []
  private buf = 0
  private count = 0
  bits(value: number, length: number): void {
    this.buf |= (value & ((1 << length) - 1)) << this.count
    this.count += length
    while (this.count >= 8) {
      this.bytes.push(this.buf & 0xff)
      this.buf >>>= 8
      this.count -= 8
    }
  }
  /** Pads to a byte boundary. */
  align(): void {
    if (this.count > 0) this.bytes.push(this.buf & 0xff)
    this.buf = 0
    this.count = 0
  }
  byte(value: number): void {
    this.bytes.push(value & 0xff)
  }
  result(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}
