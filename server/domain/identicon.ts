import { createHash } from 'node:crypto'
import { paintPng, type Rgba } from './png'

const SIZE_PX = 128
const CELL_PX = 20
const MARGIN_PX = (SIZE_PX - 5 * CELL_PX) / 2

/**
 * A 5×5 mirrored identicon as a 128×128 PNG, the size and type of Mitra's (which draws Ethereum
 * blockies), derived from the input's SHA-256: the same input always gives the same picture. Used
 * for accounts without an avatar.
 */
export function identiconPng(input: string): Buffer {
  const hash = createHash('sha256').update(input).digest()
  const hue = ((hash[0] ?? 0) * 360) / 256
  const fg = hsl(hue, 0.55, 0.45)
  const bg = hsl(hue, 0.4, 0.92)
  return paintPng(SIZE_PX, SIZE_PX, (x, y) => {
    const column = Math.floor((x - MARGIN_PX) / CELL_PX)
    const row = Math.floor((y - MARGIN_PX) / CELL_PX)
    return column >= 0 && column < 5 && row >= 0 && row < 5 && mirroredCell(hash, column, row) ? fg : bg
  })
}

/** Whether `hash` fills cell (column, row) of a 5×5 grid mirrored around its middle column. */
export function mirroredCell(hash: Uint8Array, column: number, row: number): boolean {
  const half = column > 2 ? 4 - column : column
  return ((hash[1 + row * 3 + half] ?? 0) & 1) === 1
}

/** An opaque colour from hue (degrees), saturation and lightness (0..1). */
function hsl(hue: number, saturation: number, lightness: number): Rgba {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4), 255]
}

/** Mitra's default header: a one-pixel image (here a transparent PNG). */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
