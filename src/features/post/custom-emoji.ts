import type { CustomEmoji } from '@/api/accounts/types'
import { safeUrl } from '@/lib/safe-url'

/** A :shortcode: as Mitra writes them (letters, digits, _ + - and dots inside). */
const SHORTCODE = /:([\w+-]+(?:\.[\w+-]+)*):/g

/** The emojis by shortcode, leaving out any whose image address is not safe. */
export function emojiIndex(emojis: readonly CustomEmoji[] | null | undefined): Map<string, string> {
  const index = new Map<string, string>()
  for (const emoji of emojis ?? []) {
    const url = safeUrl(emoji.static_url || emoji.url)
    if (url && emoji.shortcode) index.set(emoji.shortcode, url)
  }
  return index
}

export type TextPart = string | { shortcode: string; url: string }

/** Splits plain text into text and the custom emojis it names. */
export function splitEmojiText(text: string, emojis: readonly CustomEmoji[] | null | undefined): TextPart[] {
  const index = emojiIndex(emojis)
  if (index.size === 0 || !text.includes(':')) return [text]
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(SHORTCODE)) {
    const shortcode = match[1] ?? ''
    const url = index.get(shortcode)
    if (!url) continue
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ shortcode, url })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/** Text inside these is shown as written. */
const VERBATIM = new Set(['CODE', 'PRE'])

/**
 * Replaces :shortcode: in already sanitised HTML with the post's custom emoji images. The images
 * are built with DOM calls (alt and title set as attributes, never parsed), so a shortcode or an
 * address cannot add markup; unknown shortcodes stay text.
 */
export function emojifyHtml(
  html: string,
  emojis: readonly CustomEmoji[] | null | undefined,
  className: string,
): string {
  const index = emojiIndex(emojis)
  if (index.size === 0 || !html.includes(':')) return html
  const template = document.createElement('template')
  template.innerHTML = html
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT)
  const texts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('code, pre') || VERBATIM.has(node.parentElement?.tagName ?? '')) continue
    if (node.nodeValue?.includes(':')) texts.push(node as Text)
  }
  let changed = false
  for (const text of texts) {
    const parts = splitEmojiText(text.nodeValue ?? '', emojis)
    if (parts.length === 1 && typeof parts[0] === 'string') continue
    const fragment = document.createDocumentFragment()
    for (const part of parts) {
      if (typeof part === 'string') {
        fragment.append(part)
        continue
      }
      const img = document.createElement('img')
      img.setAttribute('src', part.url)
      img.setAttribute('alt', `:${part.shortcode}:`)
      img.setAttribute('title', `:${part.shortcode}:`)
      img.setAttribute('class', className)
      img.setAttribute('draggable', 'false')
      img.setAttribute('loading', 'lazy')
      fragment.append(img)
    }
    text.replaceWith(fragment)
    changed = true
  }
  return changed ? template.innerHTML : html
}
