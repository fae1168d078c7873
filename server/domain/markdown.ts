import { Marked, type Tokens, type Token, type RendererThis } from 'marked'
import { escapeHtml, safeHref } from './html'

/**
 * Mitra's "Markdown lite" for posts: bold, italic, links and autolinks, inline code and code
 * blocks, hard line breaks. Other blocks (headings, quotes, rules, lists, images, raw HTML,
 * tables) stay as their Markdown text, so lists read "- item<br>- item" as on a Mitra server.
 * `basic` (profile bios) keeps only links and line breaks.
 */
function createRenderer(basic: boolean) {
  const asText = (raw: string) => `<p>${escapeHtml(raw.trim()).replace(/\n/g, '<br>')}</p>`
  return new Marked({
    gfm: true,
    breaks: true,
    async: false,
    renderer: {
      paragraph(this: RendererThis, { tokens }: Tokens.Paragraph) {
        return `<p>${this.parser.parseInline(tokens)}</p>`
      },
      heading: ({ raw }: Tokens.Heading) => asText(raw),
      hr: ({ raw }: Tokens.Hr) => asText(raw),
      blockquote: ({ raw }: Tokens.Blockquote) => asText(raw.replace(/^> /gm, '>')),
      table: ({ raw }: Tokens.Table) => asText(raw),
      html: ({ raw, block }: Tokens.HTML | Tokens.Tag) => (block ? asText(raw) : escapeHtml(raw)),
      image: ({ raw }: Tokens.Image) => escapeHtml(raw),
      checkbox: () => '',
      code({ text, raw }: Tokens.Code) {
        return basic ? asText(raw) : `<pre><code>${escapeHtml(text)}\n</code></pre>`
      },
      codespan({ text, raw }: Tokens.Codespan) {
        return basic ? escapeHtml(raw) : `<code>${escapeHtml(text)}</code>`
      },
      strong(this: RendererThis, { tokens, raw }: Tokens.Strong) {
        return basic ? escapeHtml(raw) : `<strong>${this.parser.parseInline(tokens)}</strong>`
      },
      em(this: RendererThis, { tokens, raw }: Tokens.Em) {
        return basic ? escapeHtml(raw) : `<em>${this.parser.parseInline(tokens)}</em>`
      },
      del(this: RendererThis, { tokens }: Tokens.Del) {
        return `~~${this.parser.parseInline(tokens)}~~`
      },
      link(this: RendererThis, { href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens)
        const safe = safeHref(href)
        if (!safe) return inner
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : ''
        return `<a href="${escapeHtml(safe)}"${titleAttr} rel="noopener">${inner}</a>`
      },
      list(this: RendererThis, token: Tokens.List) {
        return `<p>${listLines(this, token).join('<br>')}</p>`
      },
    },
  })
}

function listLines(r: RendererThis, list: Tokens.List): string[] {
  const start = typeof list.start === 'number' ? list.start : 1
  const lines: string[] = []
  list.items.forEach((item, i) => {
    const prefix = list.ordered ? `${start + i}. ` : '- '
    const parts: string[] = []
    const nested: string[] = []
    for (const t of item.tokens as Token[]) {
      if (t.type === 'list') nested.push(...listLines(r, t as Tokens.List))
      else if ((t.type === 'text' || t.type === 'paragraph') && 'tokens' in t && t.tokens)
        parts.push(r.parser.parseInline(t.tokens))
      else if (t.type !== 'space' && t.type !== 'checkbox') parts.push(escapeHtml(t.raw.trim()))
    }
    lines.push(escapeHtml(prefix) + parts.join('<br>'), ...nested)
  })
  return lines
}

const lite = createRenderer(false)
const basicRenderer = createRenderer(true)

function finish(html: string): string {
  return (
    html
      // An autolinked e-mail right after "@" is a mention, not a mailto link.
      .replace(/@<a href="mailto:[^"]*" rel="noopener">([^<]*)<\/a>/g, '@$1')
      .replace(/<br>\n/g, '<br>')
      .replace(/>\n</g, '><')
      .trim()
  )
}

export function markdownLiteToHtml(text: string): string {
  return finish(lite.parse(text) as string)
}

export function markdownBasicToHtml(text: string): string {
  return finish(basicRenderer.parse(text) as string)
}

/** Full Markdown with raw HTML escaped: the instance description. */
const full = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ raw }: Tokens.HTML | Tokens.Tag) => escapeHtml(raw),
    link(this: RendererThis, { href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens)
      const safe = safeHref(href)
      if (!safe) return inner
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : ''
      return `<a href="${escapeHtml(safe)}"${titleAttr} rel="noopener">${inner}</a>`
    },
    image: ({ raw }: Tokens.Image) => escapeHtml(raw),
  },
})

export function markdownToHtml(text: string): string {
  return (full.parse(text) as string).trim()
}
