import { createHash } from 'node:crypto'
import { escapeHtml } from './html'

const PALETTE = [
  ['#1d4e89', '#f6c85f'],
  ['#6f2dbd', '#e0c3fc'],
  ['#0b6e4f', '#c1fba4'],
  ['#b5179e', '#ffd6ff'],
  ['#c44536', '#fdd9b5'],
  ['#005f73', '#94d2bd'],
  ['#3d405b', '#f2cc8f'],
  ['#7f5539', '#ede0d4'],
] as const

function colours(seed: string): readonly [string, string] {
  const n = createHash('sha256').update(seed).digest()[0] ?? 0
  return PALETTE[n % PALETTE.length] ?? PALETTE[0]
}

/** A round avatar with the person's initials, the same for the same name. */
export function avatarSvg(seed: string, displayName: string): string {
  const [bg, fg] = colours(seed)
  const initials =
    displayName
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => [...w][0]?.toUpperCase() ?? '')
      .join('') || '?'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">` +
    `<rect width="128" height="128" fill="${bg}"/>` +
    `<circle cx="104" cy="24" r="40" fill="${fg}" opacity="0.25"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="${fg}">${escapeHtml(initials)}</text>` +
    `</svg>`
  )
}

/** A banner of soft diagonal bands. */
export function headerSvg(seed: string): string {
  const [bg, fg] = colours(seed)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1500 500" width="1500" height="500" preserveAspectRatio="xMidYMid slice">` +
    `<rect width="1500" height="500" fill="${bg}"/>` +
    `<path d="M0 380 L1500 120 L1500 260 L0 500 Z" fill="${fg}" opacity="0.35"/>` +
    `<path d="M0 180 L1500 0 L1500 60 L0 260 Z" fill="${fg}" opacity="0.2"/>` +
    `</svg>`
  )
}
