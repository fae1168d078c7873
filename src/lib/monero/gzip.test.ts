import { gunzipSync } from 'fflate'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { gzipLevel9 } from './gzip'

/** A deterministic pseudo-random generator, so that failures repeat. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x80000000
  }
}

function sample(length: number, alphabet: number, seed: number, repeats: boolean): Uint8Array {
  const next = random(seed)
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i++) {
    if (repeats && i > 10 && next() < 0.3) {
      const from = Math.floor(next() * i)
      const run = Math.min(length - i, 3 + Math.floor(next() * 300))
      for (let k = 0; k < run; k++) bytes[i + k] = bytes[from + k]!
      i += run - 1
    } else {
      bytes[i] = Math.floor(next() * alphabet)
    }
  }
  return bytes
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('gzipLevel9', () => {
  it.each([
    ['empty', new Uint8Array(0)],
    ['one byte', Uint8Array.of(65)],
    ['a long run', new Uint8Array(5000).fill(48)],
    ['text with repeats', sample(3000, 26, 1, true)],
    ['binary with repeats', sample(20000, 256, 2, true)],
    ['noise in two blocks', sample(17000, 256, 3, false)],
    ['few symbols', sample(10000, 3, 4, false)],
    ['more than one 32 KiB window', sample(100000, 26, 5, true)],
  ])('inflates back to the input: %s', (_name, input) => {
    expect(gunzipSync(gzipLevel9(input))).toEqual(input)
  })

  it('writes the gzip header of zlib at level 9: mtime 0, XFL 2, OS 3', () => {
    expect(Array.from(gzipLevel9(Uint8Array.of(65)).slice(0, 10))).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3])
  })

  // Digests of zlib 1.2.13's own output (Python's zlib.compressobj(9, DEFLATED, 31)); on each of
  // these inputs the hash of Chromium's zlib, pako's default, chooses other matches.
  it.each([
    [
      'binary with repeats',
      sample(20000, 256, 2, true),
      '55e91cce69e1519e01c56a0056f81e2d78ff716f07e86a9479977beb20bcdba8',
    ],
    [
      'noise in two blocks',
      sample(17000, 256, 3, false),
      'cff5605e9edca69af2017d05a3a553c7e32fadd9f4fe026fb5351dbe77e55dc5',
    ],
    ['few symbols', sample(10000, 3, 4, false), 'a8e7c721068435e2e67014c5903cff1bc39b09a4c50dc0c15da7c0c2d10cc414'],
    [
      'more than one 32 KiB window',
      sample(100000, 26, 5, true),
      '1ac75405779aef0a015944f32c62f1545bf83e946c7a4136e621e86abeab14e3',
    ],
  ])("gives zlib's own bytes: %s", (_name, input, digest) => {
    expect(sha256(gzipLevel9(input))).toBe(digest)
  })
})
