/**
 * Small files the demo seed attaches to posts and uses as custom emojis, all generated here:
 * PNG pictures and emojis, a WAV chime, a one-page PDF and a short WebM clip.
 */
import { paintPng, type Rgba } from '../domain/png'

type Colour = readonly [number, number, number]

const mix = (a: Colour, b: Colour, t: number): Rgba => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
  255,
]
const CLEAR: Rgba = [0, 0, 0, 0]
const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r

/** 32×32 custom emoji pictures by name. */
const EMOJI_ART: Record<string, (x: number, y: number) => Rgba> = {
  // A speech bubble with three dots.
  parley: (x, y) => {
    if ([10, 16, 22].some((cx) => inCircle(x, y, cx, 14, 2.2))) return [255, 255, 255, 255]
    if (inCircle(x, y, 16, 14, 12) || (x >= 6 && x <= 12 && y >= 20 && y <= 30 && x - 6 >= (y - 20) * 0.6))
      return [111, 45, 189, 255]
    return CLEAR
  },
  teacup: (x, y) => {
    if (y >= 12 && y <= 24 && x >= 6 && x <= 22 && inCircle(x, y, 14, 10, 15)) return [193, 120, 80, 255]
    if (inCircle(x, y, 24, 17, 4) && !inCircle(x, y, 24, 17, 2)) return [193, 120, 80, 255]
    if (y >= 26 && y <= 28 && x >= 3 && x <= 27) return [120, 120, 130, 255]
    if ((x === 11 || x === 17) && y >= 4 && y <= 9 && (x + y) % 3 !== 0) return [170, 170, 180, 255]
    return CLEAR
  },
  tomato: (x, y) => {
    if (y <= 9 && Math.abs(x - 16) <= 5 - Math.abs(y - 7) && y >= 4) return [47, 140, 60, 255]
    if (inCircle(x, y, 16, 18, 12)) return inCircle(x, y, 12, 14, 3) ? [255, 170, 160, 255] : [214, 48, 49, 255]
    return CLEAR
  },
  sprout: (x, y) => {
    if (x >= 15 && x <= 16 && y >= 12 && y <= 26) return [60, 130, 60, 255]
    if (inCircle(x, y, 10, 11, 6) || inCircle(x, y, 22, 9, 6)) return [100, 190, 90, 255]
    if (y >= 26 && y <= 30 && x >= 8 && x <= 24) return [120, 80, 50, 255]
    return CLEAR
  },
  bike: (x, y) => {
    const ring = (cx: number) => inCircle(x, y, cx, 21, 7) && !inCircle(x, y, cx, 21, 5)
    if (ring(8) || ring(24)) return [29, 78, 137, 255]
    if (Math.abs(y - 21 + (x - 8) * 0.9) < 1.2 && x >= 8 && x <= 16) return [196, 69, 54, 255]
    if (Math.abs(y - 13) < 1.2 && x >= 12 && x <= 22) return [196, 69, 54, 255]
    if (Math.abs(x - 16 - (21 - y) * 0.4) < 1.2 && y >= 12 && y <= 21) return [196, 69, 54, 255]
    return CLEAR
  },
  // A cat face (the remote server's emoji).
  meow: (x, y) => {
    const ear = (cx: number) => y >= 4 && y <= 14 && Math.abs(x - cx) <= (y - 4) * 0.5
    if (inCircle(x, y, 11, 17, 2) || inCircle(x, y, 21, 17, 2)) return [40, 40, 40, 255]
    if (inCircle(x, y, 16, 18, 11) || ear(8) || ear(24)) return [245, 166, 35, 255]
    return CLEAR
  },
}

export const LOCAL_EMOJI_NAMES = ['parley', 'teacup', 'tomato', 'sprout', 'bike'] as const

export function emojiPng(name: string): Buffer {
  const art = EMOJI_ART[name]
  if (!art) throw new Error(`no emoji art for ${name}`)
  return paintPng(32, 32, art)
}

const W = 360
const H = 240
const LEAVES = [
  [120, 120],
  [170, 95],
  [220, 125],
  [150, 150],
  [200, 160],
] as const
const STARS = [
  [40, 30],
  [90, 80],
  [140, 40],
  [200, 120],
  [300, 150],
  [330, 40],
  [60, 170],
  [170, 190],
] as const
const POTS = [
  [70, 55],
  [180, 70],
  [290, 50],
] as const

/** Post pictures (360×240): simple landscapes drawn pixel by pixel. */
const SCENES: Record<string, (x: number, y: number) => Rgba> = {
  balcony: (x, y) => {
    if (y > 170) return mix([150, 95, 60], [110, 70, 45], (y - 170) / 70)
    for (const [cx, r] of POTS) {
      if (inCircle(x, y, cx, 170, r))
        return inCircle(x, y, cx - r / 3, 150, 8)
          ? [214, 48, 49, 255]
          : mix([60, 150, 70], [30, 100, 45], (y - 100) / 70)
    }
    return mix([250, 230, 200], [200, 225, 245], y / 170)
  },
  basil: (x, y) => {
    if (y > 190) return [180, 110, 70, 255]
    const leaf = LEAVES.some(([cx, cy]) => inCircle(x, y, cx, cy, 28))
    if (leaf) return mix([80, 170, 80], [40, 120, 50], ((x + y) % 60) / 60)
    return mix([240, 240, 225], [215, 230, 210], x / W)
  },
  fog: (x, y) => {
    const bridgeTop = 120 + 25 * Math.cos((x - 180) / 115)
    const pier = [60, 180, 300].some((px) => Math.abs(x - px) < 7) && y > bridgeTop
    const deck = y > bridgeTop - 8 && y < bridgeTop
    if (pier || deck)
      return mix([90, 95, 105], [185, 190, 195], Math.min(1, Math.abs(x - 180) / 220 + (y > 190 ? 0.5 : 0)))
    return mix([215, 220, 225], [160, 170, 180], y / H)
  },
  stars: (x, y) => {
    if (inCircle(x, y, 250, 70, 14)) return [245, 215, 150, 255]
    if (STARS.some(([sx, sy]) => inCircle(x, y, sx, sy, 1.5))) {
      return [255, 255, 240, 255]
    }
    if (y > 210) return [20, 25, 30, 255]
    return mix([10, 15, 45], [40, 50, 95], y / H)
  },
}

const drawn = new Map<string, Buffer>()

/** The same scene is drawn once per process. */
export function scenePng(name: string): Buffer {
  const scene = SCENES[name]
  if (!scene) throw new Error(`no scene ${name}`)
  const png = drawn.get(name) ?? paintPng(W, H, scene)
  drawn.set(name, png)
  return png
}

/** A short two-note chime: 8 kHz, 8-bit mono PCM in a RIFF WAVE file. */
export function chimeWav(): Buffer {
  const rate = 8000
  const samples = Math.round(rate * 0.9)
  const data = Buffer.alloc(samples)
  for (let i = 0; i < samples; i++) {
    const t = i / rate
    const freq = t < 0.4 ? 660 : 880
    const start = t < 0.4 ? 0 : 0.4
    const envelope = Math.exp(-(t - start) * 6)
    data[i] = Math.round(128 + 90 * envelope * Math.sin(2 * Math.PI * freq * t))
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'latin1')
  header.writeUInt32LE(36 + samples, 4)
  header.write('WAVEfmt ', 8, 'latin1')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate, 28)
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36, 'latin1')
  header.writeUInt32LE(samples, 40)
  return Buffer.concat([header, data])
}

/** A one-page PDF with a title and a line of text. */
export function zinePdf(title: string, line: string): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`)
  const stream = `BT /F1 28 Tf 60 720 Td (${esc(title)}) Tj ET\nBT /F1 14 Tf 60 680 Td (${esc(line)}) Tj ET\n`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
