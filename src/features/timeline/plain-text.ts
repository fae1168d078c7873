import type { Status } from '@/api/statuses/types'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * The words of a post's HTML without its markup, cheaply (no parser): what find-in-page searches
 * in a post that is not rendered. Never inserted as HTML, only as a text node.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** Author, warning and text of a post (the original, for a repost), as plain text. */
export function postPlainText(status: Status): string {
  const shown = status.reblog ?? status
  const author = shown.account.display_name || shown.account.username
  return [author, shown.spoiler_text, htmlToPlainText(shown.content)].filter(Boolean).join(' · ')
}
