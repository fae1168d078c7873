/** A small deterministic PRNG (mulberry32) so that the demo seed is the same on every run. */
export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max] (inclusive). */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  bytes(count: number): Buffer
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
    chance: (probability) => next() < probability,
    bytes(count) {
      const out = Buffer.alloc(count)
      for (let i = 0; i < count; i++) out[i] = int(0, 255)
      return out
    },
  }
}
