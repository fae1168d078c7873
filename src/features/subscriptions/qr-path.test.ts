import decodeQR from 'qr/decode.js'
import { describe, expect, it } from 'vitest'
import { qrCodeOf } from './qr-path'

/** The image a reader sees: the path's unit squares, 4 px each, black on white in a 4-module quiet zone. */
function imageOf({ size, path }: { size: number; path: string }) {
  const scale = 4
  const side = (size + 8) * scale
  const data = new Uint8Array(side * side * 4).fill(255)
  for (const [, column, row] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let y = 0; y < scale; y++) {
      for (let x = 0; x < scale; x++) {
        const at = (((Number(row) + 4) * scale + y) * side + (Number(column) + 4) * scale + x) * 4
        data.fill(0, at, at + 3)
      }
    }
  }
  return { width: side, height: side, data }
}

describe('qrCodeOf', () => {
  it.each([
    'monero:888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H?tx_amount=0.3',
    'monero-request:1:H4sIAAAAAAACA11P30/CMBD+V0hfBdJ1g7k9MUEhBg2RgYSXputuUO3ape3UYfzf7YhPXi65e+65l+e+EG1UJy1KEZ56OA7QGLGaygsQLkvOqFWadFo4fmA6rUGy3qHT4/NvwVjVEEELGFr2XWGY5q3lSo6sGi2o4AwWRjFOxRQ+adMKcGMl7Q1pQZOCC8HlhbCeOSIN8BjJrikcoyrS0r4BaQ1KXfkPEF4OUv+ZW2lACNCGfFAXh3fCeJXs3+59L4iz2+g481ZJXJ/XB//9fHfdbh78KrdtVlU6e1KBLpYRwK4vu93hla7Da57l22O4rNrYziGZF1uzPzVM1cls98K9TXUYTlqqLSmpdcqRj/1ogoOJH+ZekGLsfOqU3WDPZej7ByDNvY9oAQAA',
  ])('draws a code that a QR reader reads back as the text (%#)', async (text) => {
    const code = await qrCodeOf(text)
    expect(decodeQR(imageOf(code))).toBe(text)
  })
})
