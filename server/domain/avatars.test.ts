import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { avatarPng, headerPng } from './avatars'
import { identiconPng } from './identicon'

/** Width, height and RGBA rows of a PNG written by encodePng (one IDAT, no row filters). */
function decode(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(png.toString('latin1', 12, 16)).toBe('IHDR')
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idat = png.indexOf('IDAT', 0, 'latin1')
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)))
  expect(raw.length).toBe((width * 4 + 1) * height)
  const pixel = (x: number, y: number) => {
    const at = y * (width * 4 + 1) + 1 + x * 4
    return [...raw.subarray(at, at + 4)]
  }
  return { width, height, pixel }
}

const distinct = (png: Buffer) => {
  const { width, height, pixel } = decode(png)
  const colours = new Set<string>()
  for (let y = 0; y < height; y += 4) for (let x = 0; x < width; x += 4) colours.add(pixel(x, y).join())
  return colours
}

describe('the demo pictures', () => {
  it('draws an avatar as a 128×128 opaque PNG, the same for the same seed and another for another', () => {
    const alice = avatarPng('alice')
    const { width, height, pixel } = decode(alice)
    expect([width, height]).toEqual([128, 128])
    expect(pixel(0, 127)[3]).toBe(255)
    expect(avatarPng('alice').equals(alice)).toBe(true)
    expect(avatarPng('bob@remote.example').equals(alice)).toBe(false)
    // The background, the motif and the disc.
    expect(distinct(alice).size).toBeGreaterThanOrEqual(3)
  })

  it('draws a header as a 1500×500 PNG with its two bands', () => {
    const { width, height } = decode(headerPng('alice'))
    expect([width, height]).toEqual([1500, 500])
    expect(distinct(headerPng('alice')).size).toBe(3)
  })

  it('draws an identicon as a 128×128 PNG, as Mitra sends, in two colours of one hue', () => {
    const icon = identiconPng('https://example.org/users/alice')
    const { width, height, pixel } = decode(icon)
    expect([width, height]).toEqual([128, 128])
    const colours = distinct(icon)
    expect(colours.size).toBeLessThanOrEqual(2)
    // The corner is the light background.
    const [r, g, b] = pixel(0, 0) as [number, number, number]
    expect(Math.min(r, g, b)).toBeGreaterThan(200)
    expect(identiconPng('https://example.org/users/alice').equals(icon)).toBe(true)
  })
})
