/**
 * Huffman coding of a deflate block exactly as zlib 1.2 chooses it (RFC 1951 leaves the choice of
 * codes open; a byte-exact payment request needs zlib's). Written from the format and zlib's
 * documented heuristics: heap ordering by frequency then depth, length limiting, run-length coded
 * code lengths, and the cheapest of stored, fixed and dynamic blocks.
 */
export const LITERALS = 256
export const END_BLOCK = 256
export const L_CODES = LITERALS + 1 + 29
export const D_CODES = 30
const BL_CODES = 19
const HEAP_SIZE = 2 * L_CODES + 1
const MAX_BITS = 15
const MAX_BL_BITS = 7
const REP_3_6 = 16
const REPZ_3_10 = 17
const REPZ_11_138 = 18

const EXTRA_LBITS = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
const EXTRA_DBITS = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
const EXTRA_BLBITS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7]
const BL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

/** A code tree: frequency, code and length per symbol (zlib overlays some; here they are apart). */
type Tree = { freq: Uint16Array; code: Uint16Array; len: Uint16Array; dad: Uint16Array }
const tree = (size: number): Tree => ({ freq: new Uint16Array(size), code: new Uint16Array(size), len: new Uint16Array(size), dad: new Uint16Array(size) })

type Static = { lens: Uint16Array | null; codes: Uint16Array | null; extra: number[]; base: number; elems: number; maxLength: number }

function reverse(code: number, len: number): number {
  let res = 0
  for (let i = 0; i < len; i++) {
    res = (res << 1) | (code & 1)
    code >>>= 1
  }
  return res
}

function genCodes(len: Uint16Array, code: Uint16Array, maxCode: number, blCount: Uint16Array): void {
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
const STATIC_L = { lens: new Uint16Array(L_CODES + 2), codes: new Uint16Array(L_CODES + 2) }
const STATIC_D = { lens: new Uint16Array(D_CODES).fill(5), codes: new Uint16Array(D_CODES) }
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

const L_DESC: Static = { ...STATIC_L, extra: EXTRA_LBITS, base: LITERALS + 1, elems: L_CODES, maxLength: MAX_BITS }
const D_DESC: Static = { ...STATIC_D, extra: EXTRA_DBITS, base: 0, elems: D_CODES, maxLength: MAX_BITS }
const BL_DESC: Static = { lens: null, codes: null, extra: EXTRA_BLBITS, base: 0, elems: BL_CODES, maxLength: MAX_BL_BITS }

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

/** One block's symbols: literal (dist 0) or length-3 and distance, with the trees' counts. */
export class BlockCoder {
  private lit = tree(HEAP_SIZE)
  private dist = tree(2 * D_CODES + 1)
  private bl = tree(2 * BL_CODES + 1)
  private lengths: number[] = []
  private dists: number[] = []
  private heap = new Int32Array(HEAP_SIZE)
  private heapLen = 0
  private heapMax = 0
  private depth = new Uint8Array(HEAP_SIZE)
  private blCount = new Uint16Array(MAX_BITS + 1)
  private optLen = 0
  private staticLen = 0
  private maxCodes = { lit: 0, dist: 0 }

  constructor() {
    this.reset()
  }

  get symbols(): number {
    return this.lengths.length
  }

  private reset(): void {
    for (const t of [this.lit, this.dist, this.bl]) t.freq.fill(0)
    this.lit.freq[END_BLOCK] = 1
    this.optLen = 0
    this.staticLen = 0
    this.lengths = []
    this.dists = []
  }

  literal(byte: number): void {
    this.lengths.push(byte)
    this.dists.push(0)
    this.lit.freq[byte]!++
  }

  match(distance: number, lengthMinus3: number): void {
    this.lengths.push(lengthMinus3)
    this.dists.push(distance)
    this.lit.freq[LENGTH_CODE[lengthMinus3]! + LITERALS + 1]!++
    this.dist.freq[distCode(distance - 1)]!++
  }

  private smaller(t: Tree, n: number, m: number): boolean {
    const fn = t.freq[n]!
    const fm = t.freq[m]!
    return fn < fm || (fn === fm && this.depth[n]! <= this.depth[m]!)
  }

  private downHeap(t: Tree, k: number): void {
    const v = this.heap[k]!
    let j = k << 1
    while (j <= this.heapLen) {
      if (j < this.heapLen && this.smaller(t, this.heap[j + 1]!, this.heap[j]!)) j++
      if (this.smaller(t, v, this.heap[j]!)) break
      this.heap[k] = this.heap[j]!
      k = j
      j <<= 1
    }
    this.heap[k] = v
  }

  private genBitLengths(t: Tree, desc: Static, maxCode: number): void {
    this.blCount.fill(0)
    t.len[this.heap[this.heapMax]!] = 0
    let overflow = 0
    let h: number
    for (h = this.heapMax + 1; h < HEAP_SIZE; h++) {
      const n = this.heap[h]!
      let bits = t.len[t.dad[n]!]! + 1
      if (bits > desc.maxLength) {
        bits = desc.maxLength
        overflow++
      }
      t.len[n] = bits
      if (n > maxCode) continue
      this.blCount[bits]!++
      const xbits = n >= desc.base ? desc.extra[n - desc.base]! : 0
      const f = t.freq[n]!
      this.optLen += f * (bits + xbits)
      if (desc.lens) this.staticLen += f * (desc.lens[n]! + xbits)
    }
    if (overflow === 0) return
    do {
      let bits = desc.maxLength - 1
      while (this.blCount[bits] === 0) bits--
      this.blCount[bits]!--
      this.blCount[bits + 1]! += 2
      this.blCount[desc.maxLength]!--
      overflow -= 2
    } while (overflow > 0)
    for (let bits = desc.maxLength; bits !== 0; bits--) {
      let n = this.blCount[bits]!
      while (n !== 0) {
        const m = this.heap[--h]!
        if (m > maxCode) continue
        if (t.len[m] !== bits) {
          this.optLen += (bits - t.len[m]!) * t.freq[m]!
          t.len[m] = bits
        }
        n--
      }
    }
  }

  /** Builds the tree's code lengths and codes; returns the largest code with a non-zero frequency. */
  private buildTree(t: Tree, desc: Static): number {
    this.heapLen = 0
    this.heapMax = HEAP_SIZE
    let maxCode = -1
    for (let n = 0; n < desc.elems; n++) {
      if (t.freq[n] !== 0) {
        this.heap[++this.heapLen] = maxCode = n
        this.depth[n] = 0
      } else {
        t.len[n] = 0
      }
    }
    // At least two codes, so that the tree is complete.
    while (this.heapLen < 2) {
      const node = (this.heap[++this.heapLen] = maxCode < 2 ? ++maxCode : 0)
      t.freq[node] = 1
      this.depth[node] = 0
      this.optLen--
      if (desc.lens) this.staticLen -= desc.lens[node]!
    }
    for (let n = this.heapLen >> 1; n >= 1; n--) this.downHeap(t, n)
    let node = desc.elems
    do {
      const n = this.heap[1]!
      this.heap[1] = this.heap[this.heapLen--]!
      this.downHeap(t, 1)
      const m = this.heap[1]!
      this.heap[--this.heapMax] = n
      this.heap[--this.heapMax] = m
      t.freq[node] = t.freq[n]! + t.freq[m]!
      this.depth[node] = Math.max(this.depth[n]!, this.depth[m]!) + 1
      t.dad[n] = t.dad[m] = node
      this.heap[1] = node++
      this.downHeap(t, 1)
    } while (this.heapLen >= 2)
    this.heap[--this.heapMax] = this.heap[1]!
    this.genBitLengths(t, desc, maxCode)
    genCodes(t.len, t.code, maxCode, this.blCount)
    return maxCode
  }

  /** Counts the run-length coded code lengths of a tree in the bit-length tree. */
  private scanTree(t: Tree, maxCode: number): void {
    let prevLen = -1
    let nextLen = t.len[0]!
    let count = 0
    let maxCount = nextLen === 0 ? 138 : 7
    let minCount = nextLen === 0 ? 3 : 4
    t.len[maxCode + 1] = 0xffff
    for (let n = 0; n <= maxCode; n++) {
      const curLen = nextLen
      nextLen = t.len[n + 1]!
      if (++count < maxCount && curLen === nextLen) continue
      else if (count < minCount) this.bl.freq[curLen]! += count
      else if (curLen !== 0) {
        if (curLen !== prevLen) this.bl.freq[curLen]!++
        this.bl.freq[REP_3_6]!++
      } else if (count <= 10) this.bl.freq[REPZ_3_10]!++
      else this.bl.freq[REPZ_11_138]!++
      count = 0
      prevLen = curLen
      if (nextLen === 0) [maxCount, minCount] = [138, 3]
      else if (curLen === nextLen) [maxCount, minCount] = [6, 3]
      else [maxCount, minCount] = [7, 4]
    }
  }

  private sendTree(out: BitWriter, t: Tree, maxCode: number): void {
    const send = (symbol: number) => out.bits(this.bl.code[symbol]!, this.bl.len[symbol]!)
    let prevLen = -1
    let nextLen = t.len[0]!
    let count = 0
    let maxCount = nextLen === 0 ? 138 : 7
    let minCount = nextLen === 0 ? 3 : 4
    for (let n = 0; n <= maxCode; n++) {
      const curLen = nextLen
      nextLen = t.len[n + 1]!
      if (++count < maxCount && curLen === nextLen) continue
      else if (count < minCount) {
        do {
          send(curLen)
        } while (--count !== 0)
      } else if (curLen !== 0) {
        if (curLen !== prevLen) {
          send(curLen)
          count--
        }
        send(REP_3_6)
        out.bits(count - 3, 2)
      } else if (count <= 10) {
        send(REPZ_3_10)
        out.bits(count - 3, 3)
      } else {
        send(REPZ_11_138)
        out.bits(count - 11, 7)
      }
      count = 0
      prevLen = curLen
      if (nextLen === 0) [maxCount, minCount] = [138, 3]
      else if (curLen === nextLen) [maxCount, minCount] = [6, 3]
      else [maxCount, minCount] = [7, 4]
    }
  }

  private compress(out: BitWriter, lCodes: Uint16Array, lLens: Uint16Array, dCodes: Uint16Array, dLens: Uint16Array): void {
    for (let i = 0; i < this.lengths.length; i++) {
      let lc = this.lengths[i]!
      let dist = this.dists[i]!
      if (dist === 0) {
        out.bits(lCodes[lc]!, lLens[lc]!)
        continue
      }
      let code = LENGTH_CODE[lc]!
      out.bits(lCodes[code + LITERALS + 1]!, lLens[code + LITERALS + 1]!)
      let extra = EXTRA_LBITS[code]!
      if (extra !== 0) {
        lc -= BASE_LENGTH[code]!
        out.bits(lc, extra)
      }
      dist--
      code = distCode(dist)
      out.bits(dCodes[code]!, dLens[code]!)
      extra = EXTRA_DBITS[code]!
      if (extra !== 0) out.bits(dist - BASE_DIST[code]!, extra)
    }
    out.bits(lCodes[END_BLOCK]!, lLens[END_BLOCK]!)
  }

  /** Writes the block the cheapest way (stored, fixed or dynamic codes), as zlib decides. */
  flush(out: BitWriter, stored: Uint8Array, last: boolean): void {
    this.maxCodes.lit = this.buildTree(this.lit, L_DESC)
    this.maxCodes.dist = this.buildTree(this.dist, D_DESC)
    this.scanTree(this.lit, this.maxCodes.lit)
    this.scanTree(this.dist, this.maxCodes.dist)
    this.buildTree(this.bl, BL_DESC)
    let maxBlIndex: number
    for (maxBlIndex = BL_CODES - 1; maxBlIndex >= 3; maxBlIndex--) {
      if (this.bl.len[BL_ORDER[maxBlIndex]!] !== 0) break
    }
    this.optLen += 3 * (maxBlIndex + 1) + 5 + 5 + 4
    let optBytes = (this.optLen + 3 + 7) >> 3
    const staticBytes = (this.staticLen + 3 + 7) >> 3
    if (staticBytes <= optBytes) optBytes = staticBytes
    const flag = last ? 1 : 0
    if (stored.length + 4 <= optBytes) {
      out.bits(flag, 3)
      out.align()
      out.byte(stored.length)
      out.byte(stored.length >> 8)
      out.byte(~stored.length)
      out.byte(~stored.length >> 8)
      for (const byte of stored) out.byte(byte)
    } else if (staticBytes === optBytes) {
      out.bits((1 << 1) + flag, 3)
      this.compress(out, STATIC_L.codes, STATIC_L.lens, STATIC_D.codes, STATIC_D.lens)
    } else {
      out.bits((2 << 1) + flag, 3)
      out.bits(this.maxCodes.lit + 1 - 257, 5)
      out.bits(this.maxCodes.dist, 5)
      out.bits(maxBlIndex + 1 - 4, 4)
      for (let rank = 0; rank <= maxBlIndex; rank++) out.bits(this.bl.len[BL_ORDER[rank]!]!, 3)
      this.sendTree(out, this.lit, this.maxCodes.lit)
      this.sendTree(out, this.dist, this.maxCodes.dist)
      this.compress(out, this.lit.code, this.lit.len, this.dist.code, this.dist.len)
    }
    this.reset()
    if (last) out.align()
  }
}
