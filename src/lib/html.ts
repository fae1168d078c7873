import DOMPurify from 'dompurify'
import { profilePath, tagPath } from './paths'

/** Tags that server HTML (posts, bios, instance description) may keep. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'a',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'sub',
  'sup',
]
const ALLOWED_ATTR = ['href', 'class', 'rel', 'target', 'title', 'lang']
/** Microformat classes Mitra puts on mentions and hashtags; any other class is dropped. */
const ALLOWED_CLASSES = new Set(['h-card', 'u-url', 'mention', 'hashtag'])

/** Marks a link the client handles itself (see isInAppLink). */
export const IN_APP_ATTR = 'data-in-app'
const EXTERNAL_REL = 'nofollow noopener noreferrer'

export type HtmlContext = {
  /** The post's mentions: a mention link that matches one becomes a link to /@acct. */
  mentions?: readonly { acct: string; username: string; url: string }[]
  /** The post's hashtags: a link to one of them becomes a link to /tag/name. */
  tags?: readonly { name: string; url: string }[]
}

function mentionTarget(a: HTMLAnchorElement, href: string, ctx: HtmlContext): string | null {
  const mentions = ctx.mentions ?? []
  const byUrl = mentions.find((m) => m.url === href)
  if (byUrl) return byUrl.acct
  if (!a.classList.contains('mention')) return null
  // Some servers link a mention to the actor id or an HTML page: fall back to the visible @name.
  const text = (a.textContent ?? '').trim().replace(/^@/, '')
  const byText = mentions.filter((m) => m.acct === text || m.username === text.split('@')[0])
  if (byText.length === 1 && byText[0]) return byText[0].acct
  return null
}

function hashtagTarget(a: HTMLAnchorElement, href: string, ctx: HtmlContext): string | null {
  const byUrl = ctx.tags?.find((t) => t.url === href)
  if (byUrl) return byUrl.name
  if (!a.classList.contains('hashtag')) return null
  const text = (a.textContent ?? '').trim().replace(/^#/, '')
  return text && !/[\s/?#]/.test(text) ? text : null
}

function rewriteLink(a: HTMLAnchorElement, ctx: HtmlContext): void {
  const href = a.getAttribute('href')
  if (!href) return
  const acct = mentionTarget(a, href, ctx)
  const tag = acct === null ? hashtagTarget(a, href, ctx) : null
  const inApp = acct !== null ? profilePath(acct) : tag !== null ? tagPath(tag) : null
  if (inApp) {
    a.setAttribute('href', inApp)
    a.setAttribute(IN_APP_ATTR, '')
    a.removeAttribute('target')
    a.removeAttribute('rel')
  } else {
    a.setAttribute('rel', EXTERNAL_REL)
    a.setAttribute('target', '_blank')
  }
}

function keepAllowedClasses(el: Element): void {
  const kept = [...el.classList].filter((c) => ALLOWED_CLASSES.has(c))
  if (kept.length) el.setAttribute('class', kept.join(' '))
  else el.removeAttribute('class')
}

/** Attributes the browser checks against the Content-Security-Policy as soon as it parses them. */
const INLINE_CODE_ATTR = /^(?:on|style$)/i
/** Elements the browser treats as inline styles; xmp is parsed the same way (raw text) and is dropped. */
const INLINE_STYLE_TAG = /^style$/i

/**
 * Renames what the browser would report as inline code before the sanitiser parses the HTML:
 * `on*` and `style` attributes become `data-x-*` and `<style>` becomes `<xmp>`, so that hostile
 * content never raises a CSP violation report (the policy would block it anyway). This follows the
 * HTML tokenizer's tag and attribute states; it only needs to be right for the reports, as DOMPurify
 * still removes whatever it renames.
 */
export function neutralizeInlineCode(html: string): string {
  if (!html.includes('<')) return html
  let out = ''
  let i = 0
  const n = html.length
  const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r'
  while (i < n) {
    const lt = html.indexOf('<', i)
    if (lt < 0) break
    const first = html[lt + 1] ?? ''
    const closing = first === '/'
    const nameStart = lt + (closing ? 2 : 1)
    if (!/[a-z]/i.test(html[nameStart] ?? '')) {
      out += html.slice(i, nameStart)
      i = nameStart
      continue
    }
    let j = nameStart
    while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j++
    const name = html.slice(nameStart, j)
    out += html.slice(i, nameStart) + (INLINE_STYLE_TAG.test(name) ? 'xmp' : name)
    // Attributes, until the tag's '>'.
    while (j < n && html[j] !== '>') {
      const c = html[j]
      if (isSpace(c) || c === '/') {
        out += c
        j++
        continue
      }
      let k = j + 1
      while (k < n && !isSpace(html[k]) && html[k] !== '/' && html[k] !== '>' && html[k] !== '=') k++
      const attr = html.slice(j, k)
      out += INLINE_CODE_ATTR.test(attr) ? `data-x-${attr}` : attr
      j = k
      let m = j
      while (m < n && isSpace(html[m])) m++
      if (html[m] !== '=') continue
      m++
      while (m < n && isSpace(html[m])) m++
      const quote = html[m]
      let end: number
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, m + 1)
        end = close < 0 ? n : close + 1
      } else {
        end = m
        while (end < n && !isSpace(html[end]) && html[end] !== '>') end++
      }
      out += html.slice(j, end)
      j = end
    }
    i = j
  }
  return out + html.slice(i)
}

/** An inert document (no browsing context: nothing in it runs or loads) that server HTML is parsed into. */
let inert: Document | null = null

/** The sanitiser's settings, given once (DOMPurify reads a per-call config again on every call). */
let configured = false

/**
 * Sanitises server HTML under an allowlist: no scripts, handlers or javascript: URLs; only the
 * microformat classes; external links open in a new tab without referrer; mentions and hashtags
 * become in-app links (marked with IN_APP_ATTR) that the caller routes without a reload.
 *
 * The HTML is parsed into an element of one inert document kept for the session, and DOMPurify
 * cleans that element in place: left to parse a string itself, it builds a new document for
 * every call, the larger part of its cost on a feed.
 */
export function sanitizeHtml(html: string, ctx: HtmlContext = {}): string {
  if (!html) return ''
  if (!configured) {
    DOMPurify.setConfig({ ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, IN_PLACE: true })
    configured = true
  }
  inert ??= document.implementation.createHTMLDocument('')
  // A span: an allowed tag, as cleaning in place requires of the root.
  const root = inert.createElement('span')
  root.innerHTML = neutralizeInlineCode(html)
  DOMPurify.sanitize(root)
  for (const el of root.querySelectorAll('[class]')) keepAllowedClasses(el)
  for (const a of root.querySelectorAll('a')) rewriteLink(a, ctx)
  return root.innerHTML
}

/**
 * The in-app path of a click inside sanitised HTML, when it should be routed by the client:
 * a plain primary-button click on a link marked IN_APP_ATTR. Null otherwise.
 */
export function inAppLinkPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const target = event.target
  if (!(target instanceof Element)) return null
  const link = target.closest(`a[${IN_APP_ATTR}]`)
  return link?.getAttribute('href') ?? null
}
