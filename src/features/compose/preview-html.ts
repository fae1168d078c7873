import { sanitizeHtml } from '@/lib/html'

type Emoji = { shortcode: string; url: string }

const SHORTCODE = /:([\w+-]+):/g
const SAFE_URL = /^(https?:\/\/|\/)/i

/** Replaces :shortcode: in the text of sanitised HTML with the matching custom emoji images. */
function emojify(container: HTMLElement, emojis: readonly Emoji[]): void {
  const byCode = new Map(emojis.filter((e) => SAFE_URL.test(e.url)).map((e) => [e.shortcode, e.url]))
  if (byCode.size === 0) return
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  const texts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text)
  for (const text of texts) {
    const value = text.data
    if (!SHORTCODE.test(value)) continue
    SHORTCODE.lastIndex = 0
    const parts = document.createDocumentFragment()
    let last = 0
    for (const match of value.matchAll(SHORTCODE)) {
      const url = byCode.get(match[1] ?? '')
      if (!url) continue
      parts.append(value.slice(last, match.index))
      const img = document.createElement('img')
      img.src = url
      img.alt = match[0]
      img.title = match[0]
      img.className = 'emoji'
      parts.append(img)
      last = match.index + match[0].length
    }
    parts.append(value.slice(last))
    text.replaceWith(parts)
  }
}

/** The server's preview HTML, sanitised, with custom emoji images in place of their shortcodes. */
export function previewHtml(content: string, emojis: readonly Emoji[]): string {
  const container = document.createElement('div')
  container.innerHTML = sanitizeHtml(content)
  emojify(container, emojis)
  return container.innerHTML
}
