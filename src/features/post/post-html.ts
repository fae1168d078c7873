import type { Status } from '@/api/statuses/types'
import { sanitizeHtml } from '@/lib/html'
import { emojifyHtml } from './custom-emoji'

type HtmlSource = Pick<Status, 'content' | 'mentions' | 'tags' | 'emojis'> &
  Partial<Pick<Status, 'pleroma' | 'links' | 'title'>>

// Cached objects are never changed, so the HTML of one is computed once however often it renders.
const htmlCache = new WeakMap<HtmlSource, Map<string, string>>()
const textCache = new WeakMap<HtmlSource, string>()

/**
 * Mitra ends a quote's text with a "RE: <link>" paragraph for servers that cannot show quotes; here
 * the quoted post is shown as a card, so that paragraph goes (only when it links the quoted post).
 */
export function withoutQuoteLine(html: string, status: HtmlSource): string {
  const quote = status.pleroma?.quote ?? status.links?.[0]
  if (!quote || !html.includes('RE:')) return html
  const targets = new Set([quote.uri, quote.url].filter(Boolean))
  const template = document.createElement('template')
  template.innerHTML = html
  const paragraphs = [...template.content.querySelectorAll('p')]
  const last = paragraphs[paragraphs.length - 1]
  const link = last?.querySelector('a')
  if (!last || !link || !(last.textContent ?? '').trim().startsWith('RE:')) return html
  if (!targets.has(link.getAttribute('href') ?? '')) return html
  last.remove()
  return template.innerHTML
}

/**
 * The post's HTML, sanitised, with in-app mention and hashtag links and custom emoji images. A
 * title (Mitra 5.6+), which Mitra puts first in the content as `<h1>`, becomes the card's heading
 * at `titleLevel` (2 under the screen's <h1>, 3 in a titled section).
 */
export function postHtml(status: HtmlSource, emojiClass: string, titleLevel = 2): string {
  const key = emojiClass + titleLevel
  let byClass = htmlCache.get(status)
  const cached = byClass?.get(key)
  if (cached !== undefined) return cached
  let clean = withoutQuoteLine(sanitizeHtml(status.content, { mentions: status.mentions, tags: status.tags }), status)
  if (status.title) clean = clean.replace(/^<h1>([^]*?)<\/h1>/, `<h${titleLevel}>$1</h${titleLevel}>`)
  const html = emojifyHtml(clean, status.emojis, emojiClass)
  if (!byClass) {
    byClass = new Map()
    htmlCache.set(status, byClass)
  }
  byClass.set(key, html)
  return html
}

/** The post's text without markup, paragraphs kept apart by a space (for compact quotes). */
export function postText(status: HtmlSource): string {
  const cached = textCache.get(status)
  if (cached !== undefined) return cached
  const template = document.createElement('template')
  template.innerHTML = withoutQuoteLine(
    sanitizeHtml(status.content.replace(/<\/p>|<br\s*\/?>/gi, (m) => `${m} `)),
    status,
  )
  const text = (template.content.textContent ?? '').replace(/\s+/g, ' ').trim()
  textCache.set(status, text)
  return text
}
