/**
 * Huffman coding of a deflate block exactly as zlib 1.2 chooses it (RFC 1951 leaves the choice of
 * codes open; a byte-exact payment request needs zlib's). Written from the format and zlib's
 * documented heuristics: heap ordering by frequency then depth, length limiting, run-length coded
 * code lengths, and the cheapest of stored, fixed and dynamic blocks.
 */
import {
  BASE_DIST,
  BASE_LENGTH,
  BL_CODES,
  BL_DESC,
  BL_ORDER,
  D_CODES,
  D_DESC,
  distCode,
  END_BLOCK,
  EXTRA_DBITS,
  EXTRA_LBITS,
  genCodes,
  HEAP_SIZE,
  L_DESC,
  LENGTH_CODE,
  LITERALS,
  MAX_BITS,
  REP_3_6,
  REPZ_11_138,
  REPZ_3_10,
  STATIC_D,
  STATIC_L,
  tree,
  type BitWriter,
  type Static,
  type Tree,
} from './deflate-tables'

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

  private compress(
    out: BitWriter,
    lCodes: Uint16Array,
    lLens: Uint16Array,
    dCodes: Uint16Array,
    dLens: Uint16Array,
  ): void {
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
