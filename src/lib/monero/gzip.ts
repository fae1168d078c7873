import { BitWriter } from './deflate-tables'
import { BlockCoder } from './deflate-trees'

/*
 * Gzip at level 9 that gives zlib's bytes (pako and zlib 1.2 agree on them): lazy LZ77 matching
 * with zlib's level 9 settings over a 32 KiB window and a 15-bit hash, then zlib's block coding.
 * Inputs up to 32 KiB are matched in one window, which is all a payment request needs.
 */
const MIN_MATCH = 3
const MAX_MATCH = 258
const W_SIZE = 1 << 15
const MIN_LOOKAHEAD = MAX_MATCH + MIN_MATCH + 1
const MAX_DIST = W_SIZE - MIN_LOOKAHEAD
const HASH_BITS = 15
const HASH_MASK = (1 << HASH_BITS) - 1
const HASH_SHIFT = Math.floor((HASH_BITS + MIN_MATCH - 1) / MIN_MATCH)
const TOO_FAR = 4096
/** zlib's level 9: good_length 32, max_lazy 258, nice_length 258, max_chain 4096. */
const GOOD_LENGTH = 32
const MAX_LAZY = 258
const NICE_LENGTH = 258
const MAX_CHAIN = 4096
/** A block ends when its symbol buffer (memLevel 8) is full. */
const LIT_BUFSIZE = 1 << 14
/** The largest input matched the way zlib does without sliding the window. */
export const MAX_INPUT = W_SIZE

function deflateRaw(data: Uint8Array): Uint8Array {
  const window = new Uint8Array(data.length + MAX_MATCH + MIN_MATCH)
  window.set(data)
  const head = new Uint16Array(1 << HASH_BITS)
  const prev = new Uint16Array(W_SIZE)
  const out = new BitWriter()
  const coder = new BlockCoder()
  let lookahead = data.length
  let strstart = 0
  let blockStart = 0
  let matchLength = MIN_MATCH - 1
  let matchStart = 0
  let prevLength = MIN_MATCH - 1
  let prevMatch = 0
  let matchAvailable = false
  let insH = 0
  if (lookahead >= MIN_MATCH) insH = ((window[0]! << HASH_SHIFT) ^ window[1]!) & HASH_MASK

  /** Adds the string at `at` to the hash chains; returns the previous head (0 is no match). */
  const insert = (at: number): number => {
    insH = ((insH << HASH_SHIFT) ^ window[at + MIN_MATCH - 1]!) & HASH_MASK
    const previous = head[insH]!
    prev[at & (W_SIZE - 1)] = previous
    head[insH] = at
    return previous
  }

  const longestMatch = (start: number): number => {
    let chain = MAX_CHAIN
    let best = prevLength
    let nice = NICE_LENGTH
    const limit = strstart > MAX_DIST ? strstart - MAX_DIST : 0
    if (prevLength >= GOOD_LENGTH) chain >>= 2
    if (nice > lookahead) nice = lookahead
    let current = start
    do {
      if (
        window[current + best] !== window[strstart + best] ||
        window[current + best - 1] !== window[strstart + best - 1] ||
        window[current] !== window[strstart] ||
        window[current + 1] !== window[strstart + 1]
      ) {
        continue
      }
      let len = 2
      while (len < MAX_MATCH && window[strstart + len] === window[current + len]) len++
      if (len > best) {
        matchStart = current
        best = len
        if (len >= nice) break
      }
    } while ((current = prev[current & (W_SIZE - 1)]!) > limit && --chain !== 0)
    return best <= lookahead ? best : lookahead
  }

  const flushBlock = (last: boolean) => {
    coder.flush(out, data.subarray(blockStart, strstart), last)
    blockStart = strstart
  }

  while (lookahead > 0) {
    let hashHead = 0
    if (lookahead >= MIN_MATCH) hashHead = insert(strstart)
    prevLength = matchLength
    prevMatch = matchStart
    matchLength = MIN_MATCH - 1
    if (hashHead !== 0 && prevLength < MAX_LAZY && strstart - hashHead <= MAX_DIST) {
      matchLength = longestMatch(hashHead)
      if (matchLength <= 5 && matchLength === MIN_MATCH && strstart - matchStart > TOO_FAR) matchLength = MIN_MATCH - 1
    }
    if (prevLength >= MIN_MATCH && matchLength <= prevLength) {
      const maxInsert = strstart + lookahead - MIN_MATCH
      coder.match(strstart - 1 - prevMatch, prevLength - MIN_MATCH)
      lookahead -= prevLength - 1
      prevLength -= 2
      do {
        if (++strstart <= maxInsert) insert(strstart)
      } while (--prevLength !== 0)
      matchAvailable = false
      matchLength = MIN_MATCH - 1
      strstart++
      if (coder.symbols === LIT_BUFSIZE - 1) flushBlock(false)
    } else if (matchAvailable) {
      coder.literal(window[strstart - 1]!)
      if (coder.symbols === LIT_BUFSIZE - 1) flushBlock(false)
      strstart++
      lookahead--
    } else {
      matchAvailable = true
      strstart++
      lookahead--
    }
  }
  if (matchAvailable) coder.literal(window[strstart - 1]!)
  flushBlock(true)
  return out.result()
}

let crcTable: Uint32Array | null = null

function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff]

/** Gzip at level 9: header with mtime 0, XFL 2 and OS 3, raw deflate, CRC-32 and length. */
export function gzipLevel9(data: Uint8Array): Uint8Array {
  if (data.length > MAX_INPUT) throw new RangeError('input too large for the level 9 encoder')
  const body = deflateRaw(data)
  const result = new Uint8Array(10 + body.length + 8)
  result.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3])
  result.set(body, 10)
  result.set([...le32(crc32(data)), ...le32(data.length)], 10 + body.length)
  return result
}
