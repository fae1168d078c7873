import type { Status } from '@/api/statuses/types'
import { sanitizeHtml } from '@/lib/html'
import { emojifyHtml } from './custom-emoji'

type HtmlSource = Pick<Status, 'content' | 'mentions' | 'tags' | 'emojis'>

// Cached objects are never changed, so the HTML of one is computed once however often it renders.
const htmlCache = new WeakMap<HtmlSource, Map<string, string>>()
const textCache = new WeakMap<HtmlSource, string>()

/** The post's HTML, sanitised, with in-app mention and hashtag links and custom emoji images. */
export function postHtml(status: HtmlSource, emojiClass: string): string {
  let byClass = htmlCache.get(status)
  const cached = byClass?.get(emojiClass)
  if (cached !== undefined) return cached
  const html = emojifyHtml(sanitizeHtml(status.content, { mentions: status.mentions, tags: status.tags }), status.emojis, emojiClass)
  if (!byClass) {
    byClass = new Map()
    htmlCache.set(status, byClass)
  }
  byClass.set(emojiClass, html)
  return html
}

/** The post's text without markup, paragraphs kept apart by a space (for compact quotes). */
export function postText(status: HtmlSource): string {
  const cached = textCache.get(status)
  if (cached !== undefined) return cached
  const template = document.createElement('template')
  template.innerHTML = sanitizeHtml(status.content.replace(/<\/p>|<br\s*\/?>/gi, (m) => `${m} `))
  const text = (template.content.textContent ?? '').replace(/\s+/g, ' ').trim()
  textCache.set(status, text)
  return text
}
