import type { Status } from '@/api/statuses/types'
import { displayNameOf, stripControlCharacters } from './display-name'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * The readable text of a post's HTML, cheaply (no parser): tags dropped, block ends and line
 * breaks as spaces, entities decoded, control characters removed. Never inserted as HTML.
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole
      }
      return ENTITIES[code.toLowerCase()] ?? whole
    })
  return stripControlCharacters(text).replace(/\s+/g, ' ').trim()
}

/**
 * Author, warning and text of a post (the original, for a repost), as plain text: what
 * find-in-page searches in a post that is not rendered.
 */
export function postPlainText(status: Status): string {
  const shown = status.reblog ?? status
  return [displayNameOf(shown.account), shown.spoiler_text, plainText(shown.content)].filter(Boolean).join(' · ')
}
