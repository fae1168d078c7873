import { gunzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { gzipLevel9, MAX_INPUT } from './gzip'

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

describe('gzipLevel9', () => {
  it.each([
    ['empty', new Uint8Array(0)],
    ['one byte', Uint8Array.of(65)],
    ['a long run', new Uint8Array(5000).fill(48)],
    ['text with repeats', sample(3000, 26, 1, true)],
    ['binary with repeats', sample(20000, 256, 2, true)],
    ['noise in two blocks', sample(17000, 256, 3, false)],
    ['few symbols', sample(10000, 3, 4, false)],
  ])('inflates back to the input: %s', (_name, input) => {
    expect(gunzipSync(gzipLevel9(input))).toEqual(input)
  })

  it('refuses inputs larger than its window', () => {
    expect(() => gzipLevel9(new Uint8Array(MAX_INPUT + 1))).toThrow(RangeError)
  })
})
