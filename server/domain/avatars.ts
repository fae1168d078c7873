import { createHash } from 'node:crypto'
import { paintPng, type Rgba } from './png'

/**
 * The demo people's pictures, as PNG: Mitra stores profile images only in the raster types it
 * supports (mitra_config limits.rs, SUPPORTED_MEDIA_TYPES has no SVG), so no real instance serves
 * an SVG avatar, and each SVG image costs the browser a document of its own to draw.
 */

const PALETTE: readonly (readonly [Rgba, Rgba])[] = [
  [
    [0x1d, 0x4e, 0x89, 255],
    [0xf6, 0xc8, 0x5f, 255],
  ],
  [
    [0x6f, 0x2d, 0xbd, 255],
    [0xe0, 0xc3, 0xfc, 255],
  ],
  [
    [0x0b, 0x6e, 0x4f, 255],
    [0xc1, 0xfb, 0xa4, 255],
  ],
  [
    [0xb5, 0x17, 0x9e, 255],
    [0xff, 0xd6, 0xff, 255],
  ],
  [
    [0xc4, 0x45, 0x36, 255],
    [0xfd, 0xd9, 0xb5, 255],
  ],
  [
    [0x00, 0x5f, 0x73, 255],
    [0x94, 0xd2, 0xbd, 255],
  ],
  [
    [0x3d, 0x40, 0x5b, 255],
    [0xf2, 0xcc, 0x8f, 255],
  ],
  [
    [0x7f, 0x55, 0x39, 255],
    [0xed, 0xe0, 0xd4, 255],
  ],
]

const digest = (seed: string) => createHash('sha256').update(seed).digest()

function colours(hash: Buffer): readonly [Rgba, Rgba] {
  return PALETTE[(hash[0] ?? 0) % PALETTE.length] ?? PALETTE[0]!
}

/** `a` over `b` at `opacity`. */
const blend = (a: Rgba, b: Rgba, opacity: number): Rgba => [
  Math.round(a[0] * opacity + b[0] * (1 - opacity)),
  Math.round(a[1] * opacity + b[1] * (1 - opacity)),
  Math.round(a[2] * opacity + b[2] * (1 - opacity)),
  255,
]

/** Whether cell (column, row) of a 5×5 grid mirrored around its middle column is filled. */
function filled(hash: Buffer, column: number, row: number): boolean {
  const half = column > 2 ? 4 - column : column
  return ((hash[1 + row * 3 + half] ?? 0) & 1) === 1
}

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
    if (column >= 0 && column < 5 && row >= 0 && row < 5 && filled(hash, column, row)) return fg
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
