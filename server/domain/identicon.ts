import { createHash } from 'node:crypto'

/**
 * A 5×5 mirrored identicon as SVG, derived from the input's SHA-256: the same input always
 * gives the same picture. Used for accounts without an avatar.
 */
export function identiconSvg(input: string): string {
  const hash = createHash('sha256').update(input).digest()
  const hue = ((hash[0] ?? 0) * 360) / 256
  const fg = `hsl(${hue.toFixed(0)} 55% 45%)`
  const bg = `hsl(${hue.toFixed(0)} 40% 92%)`
  const cells: string[] = []
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      const bit = ((hash[1 + row * 3 + col] ?? 0) & 1) === 1
      if (!bit) continue
      cells.push(`<rect x="${col * 10 + 5}" y="${row * 10 + 5}" width="10" height="10"/>`)
      if (col < 2) cells.push(`<rect x="${(4 - col) * 10 + 5}" y="${row * 10 + 5}" width="10" height="10"/>`)
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60" width="120" height="120">` +
    `<rect width="60" height="60" fill="${bg}"/><g fill="${fg}">${cells.join('')}</g></svg>`
  )
}

/** Mitra's default header: a one-pixel image (here a transparent PNG). */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
