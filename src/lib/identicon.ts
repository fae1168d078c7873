/** FNV-1a, 32 bits: a small, stable hash for drawing identicons. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export type IdenticonShape = {
  hue: number
  /** Filled cells of a 5×5 grid as [column, row], mirrored around the middle column. */
  cells: Array<[number, number]>
}

/** A deterministic 5×5 symmetric pattern and hue for an actor id. */
export function identiconShape(seed: string): IdenticonShape {
  const colour = fnv1a(seed)
  const bits = fnv1a(seed, colour ^ 0x9e3779b9)
  const cells: Array<[number, number]> = []
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if ((bits >>> (row * 3 + col)) & 1) {
        cells.push([col, row])
        if (col < 2) cells.push([4 - col, row])
      }
    }
  }
  if (cells.length === 0) cells.push([2, 2])
  return { hue: colour % 360, cells }
}
