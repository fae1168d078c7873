import { describe, expect, it } from 'vitest'
import { identiconShape } from './identicon'

describe('identicon', () => {
  it('is the same for the same actor id and differs between ids', () => {
    const a = identiconShape('https://example.org/users/alice')
    expect(identiconShape('https://example.org/users/alice')).toEqual(a)
    expect(identiconShape('https://example.org/users/bob')).not.toEqual(a)
  })

  it('is symmetric around the middle column and never empty', () => {
    for (const seed of ['a', 'b', 'https://x.y/z', '']) {
      const { cells, hue } = identiconShape(seed)
      expect(cells.length).toBeGreaterThan(0)
      expect(hue).toBeGreaterThanOrEqual(0)
      expect(hue).toBeLessThan(360)
      const set = new Set(cells.map(([x, y]) => `${x},${y}`))
      for (const [x, y] of cells) expect(set.has(`${4 - x},${y}`)).toBe(true)
    }
  })
})
