import { createHash } from 'node:crypto'
import { mirroredCell } from './identicon'
import { paintPng, type Rgba } from './png'

/**
 * The demo people's pictures, as PNG: Mitra stores profile images only in the raster types it
 * supports (mitra_config limits.rs, SUPPORTED_MEDIA_TYPES has no SVG), so no real instance serves
 * an SVG avatar, and each SVG image costs the browser a document of its own to draw.
 */

/** Pairs of a dark and a light colour. */
const PALETTE = [
  ['1d4e89', 'f6c85f'],
  ['6f2dbd', 'e0c3fc'],
  ['0b6e4f', 'c1fba4'],
  ['b5179e', 'ffd6ff'],
  ['c44536', 'fdd9b5'],
  ['005f73', '94d2bd'],
  ['3d405b', 'f2cc8f'],
  ['7f5539', 'ede0d4'],
] as const

/** An opaque colour from six hex digits. */
const rgb = (hex: string): Rgba => [
  parseInt(hex.slice(0, 2), 16),
  parseInt(hex.slice(2, 4), 16),
  parseInt(hex.slice(4, 6), 16),
  255,
]

const digest = (seed: string) => createHash('sha256').update(seed).digest()

function colours(hash: Buffer): readonly [Rgba, Rgba] {
  const [dark, light] = PALETTE[(hash[0] ?? 0) % PALETTE.length] ?? PALETTE[0]
  return [rgb(dark), rgb(light)]
}

/** `a` over `b` at `opacity`. */
const blend = (a: Rgba, b: Rgba, opacity: number): Rgba => [
  Math.round(a[0] * opacity + b[0] * (1 - opacity)),
  Math.round(a[1] * opacity + b[1] * (1 - opacity)),
  Math.round(a[2] * opacity + b[2] * (1 - opacity)),
  255,
]

const AVATAR_PX = 128
const CELL_PX = 16
const GRID_START = (AVATAR_PX - 5 * CELL_PX) / 2

/**
 * A square avatar, the same for the same seed: a mirrored 5×5 motif in the light colour of a pair
 * over the dark one, with a soft disc in the top right corner.
 */
export function avatarPng(seed: string): Buffer {
  const hash = digest(seed)
  const [bg, fg] = colours(hash)
  const disc = blend(fg, bg, 0.25)
  return paintPng(AVATAR_PX, AVATAR_PX, (x, y) => {
    const column = Math.floor((x - GRID_START) / CELL_PX)
    const row = Math.floor((y - GRID_START) / CELL_PX)
    if (column >= 0 && column < 5 && row >= 0 && row < 5 && mirroredCell(hash, column, row)) return fg
    return (x - 104) ** 2 + (y - 24) ** 2 <= 40 ** 2 ? disc : bg
  })
}

/** A 1500×500 banner of two soft diagonal bands. */
export function headerPng(seed: string): Buffer {
  const [bg, fg] = colours(digest(seed))
  const wide = blend(fg, bg, 0.35)
  const narrow = blend(fg, bg, 0.2)
  return paintPng(1500, 500, (x, y) => {
    // The bands run from the left edge down to the right: y = start - x * 260 / 1500.
    const drop = (x * 260) / 1500
    if (y >= 380 - drop && y <= 500 - drop) return wide
    if (y >= 180 - drop && y <= 260 - drop) return narrow
    return bg
  })
}
