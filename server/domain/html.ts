const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

/** URL schemes a link may use in post content (Mitra also allows gemini: and monero:). */
const SAFE_SCHEME = /^(https?|mailto|xmpp|gemini|monero):/i

export function safeHref(href: string): string | null {
  const trimmed = href.trim()
  return SAFE_SCHEME.test(trimmed) ? trimmed : null
}

const ALLOWED_TAGS = new Set(['a', 'br', 'pre', 'code', 'strong', 'em', 'u', 'del', 'h1', 'blockquote', 'p', 'span'])
const ALLOWED_CLASSES: Record<string, string[]> = {
  a: ['hashtag', 'mention', 'u-url'],
  span: ['h-card'],
  p: ['inline-quote'],
}
const VOID = new Set(['br'])

function attr(attrs: string, name: string): string | null {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs)
  if (!m) return null
  return decodeEntities(m[1] ?? m[2] ?? m[3] ?? '')
}

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * Cleans HTML sent with content_type text/html the way Mitra's cleaner does for local posts:
 * a small allowlist of tags, classes for mentions and hashtags, safe link schemes, and
 * rel="noopener" (plus "tag" when given) on every link. Everything else is dropped or escaped.
 */
export function cleanHtml(html: string): string {
  const out: string[] = []
  const open: string[] = []
  const re =
    /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g
  let last = 0
  for (let m = re.exec(html); m; m = re.exec(html)) {
    out.push(escapeText(html.slice(last, m.index)))
    last = re.lastIndex
    const [, closing, rawName, attrs = ''] = m
    if (!rawName) continue // a comment
    const name = rawName.toLowerCase()
    if (!ALLOWED_TAGS.has(name)) continue
    if (closing) {
      const at = open.lastIndexOf(name)
      if (at < 0) continue
      while (open.length > at) out.push(`</${open.pop()}>`)
      continue
    }
    out.push(openTag(name, attrs))
    if (!VOID.has(name)) open.push(name)
  }
  out.push(escapeText(html.slice(last)))
  while (open.length) out.push(`</${open.pop()}>`)
  return out.join('').trim()
}

function escapeText(text: string): string {
  // Keep entities that are already escaped; escape stray markup characters.
  return text
    .replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

function openTag(name: string, attrs: string): string {
  const parts: string[] = [name]
  const allowedClasses = ALLOWED_CLASSES[name]
  if (allowedClasses) {
    const classes = (attr(attrs, 'class') ?? '').split(/\s+/).filter((c) => allowedClasses.includes(c))
    if (classes.length) parts.push(`class="${classes.join(' ')}"`)
  }
  if (name === 'a') {
    const href = safeHref(attr(attrs, 'href') ?? '')
    if (href) parts.push(`href="${escapeHtml(href)}"`)
    const isTag = (attr(attrs, 'rel') ?? '').split(/\s+/).includes('tag')
    parts.push(`rel="${isTag ? 'tag noopener' : 'noopener'}"`)
  }
  return `<${parts.join(' ')}>`
}
