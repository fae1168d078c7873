import { Marked, type Tokens, type Token, type RendererThis, type TokenizerThis } from 'marked'
import { DEFAULT_DIALECT, type MitraDialect } from '../dialect'
import { escapeHtml, safeHref } from './html'

/**
 * Mitra's "Markdown lite" for posts: bold, italic, links and autolinks, inline code and code
 * blocks, hard line breaks. Other blocks (headings, quotes, rules, lists, images, raw HTML,
 * tables) stay as their Markdown text, so lists read "- item<br>- item" as on a Mitra server.
 * `basic` (profile bios) keeps only links and line breaks.
 *
 * Mitra 3.22 added ~~strikethrough~~ (`<del>`) and 4.3 blockquotes ("> " quotes; ">text" stays
 * greentext), 4.5 stopped autolinking e-mail addresses; `modern` renders posts that way (the 5.9
 * dialect), with level-1 headings, "-----" rules and __underline__ (comrak's underline option,
 * on in both releases) as Mitra 5.9 does.
 */
function createRenderer(basic: boolean, modern = false) {
  const asText = (raw: string) => `<p>${escapeHtml(raw.trim()).replace(/\n/g, '<br>')}</p>`
  return new Marked({
    gfm: true,
    breaks: true,
    async: false,
    renderer: {
      paragraph(this: RendererThis, { tokens }: Tokens.Paragraph) {
        return `<p>${this.parser.parseInline(tokens)}</p>`
      },
      heading(this: RendererThis, { raw, depth, tokens }: Tokens.Heading) {
        return modern && depth === 1 ? `<h1>${this.parser.parseInline(tokens)}</h1>` : asText(raw)
      },
      hr: ({ raw }: Tokens.Hr) => asText(modern ? '-----' : raw),
      blockquote(this: RendererThis, { raw, tokens }: Tokens.Blockquote) {
        return modern ? `<blockquote>${this.parser.parse(tokens)}</blockquote>` : asText(raw.replace(/^> /gm, '>'))
      },
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
        if (basic) return escapeHtml(raw)
        const tag = modern && raw.startsWith('__') ? 'u' : 'strong'
        return `<${tag}>${this.parser.parseInline(tokens)}</${tag}>`
      },
      em(this: RendererThis, { tokens, raw }: Tokens.Em) {
        return basic ? escapeHtml(raw) : `<em>${this.parser.parseInline(tokens)}</em>`
      },
      del(this: RendererThis, { tokens, raw }: Tokens.Del) {
        const inner = this.parser.parseInline(tokens)
        const mark = raw.startsWith('~~') ? '~~' : '~'
        return modern ? `<del>${inner}</del>` : `${mark}${inner}${mark}`
      },
      link(this: RendererThis, { href, title, tokens, raw, text }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens)
        if (modern && raw === text && href === `mailto:${text}`) return inner
        const safe = safeHref(href)
        if (!safe) return inner
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : ''
        return `<a href="${escapeHtml(safe)}"${titleAttr} rel="noopener">${inner}</a>`
      },
      list(this: RendererThis, token: Tokens.List) {
        return `<p>${listLines(this, token).join('<br>')}</p>`
      },
    },
    tokenizer: modern ? { blockquote: quoteLines } : {},
  })
}

/** A 5.9 quote: only the lines that start with "> " (or a bare ">"), no lazy continuation. */
function quoteLines(this: TokenizerThis, src: string): Tokens.Blockquote | false {
  const match = /^(?: {0,3}>(?: [^\n]*)?(?:\n|$))+/.exec(src)
  if (!match) return false
  const raw = match[0]
  const text = raw.replace(/^ {0,3}> ?/gm, '')
  return { type: 'blockquote', raw, text, tokens: this.lexer.blockTokens(text, []) }
}

/**
 * Greentext: a line starting with ">" and no space is text, not a quote (outside code fences).
 * The ">" is escaped so that Marked neither quotes it nor lets it end a paragraph.
 */
function protectGreentext(text: string): string {
  let fence: string | null = null
  return text
    .split('\n')
    .map((line) => {
      const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
      if (fence) {
        if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = null
        return line
      }
      if (opener) {
        fence = opener
        return line
      }
      return line.replace(/^( {0,3})>(?=[^ >\n])/, '$1\\>')
    })
    .join('\n')
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
const liteModern = createRenderer(false, true)
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

/** A post's Markdown as the dialect's Mitra renders it (see createRenderer). */
export function markdownLiteToHtml(text: string, mitra: MitraDialect = DEFAULT_DIALECT): string {
  if (mitra === '3.21') return finish(lite.parse(text) as string)
  return finish(liteModern.parse(protectGreentext(text)) as string)
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
