import { validationError } from '../http/errors'

/** A shortcode in text: `:name:` followed by whitespace, the end, ")" or a tag (as in Mitra). */
const SHORTCODE_RE = /:([a-zA-Z0-9._+-]{2,}):(?=\s|$|\)|<)/gm
const NAME_RE = /^[a-zA-Z0-9._+-]{2,100}$/

/** Character ranges of code elements, where shortcodes are not read. */
function codeRanges(html: string): [number, number][] {
  const ranges: [number, number][] = []
  const re = /<code>[\s\S]*?<\/code>/g
  for (let m = re.exec(html); m; m = re.exec(html)) ranges.push([m.index, m.index + m[0].length])
  return ranges
}

/** Emoji names used in post HTML, in first-use order, without duplicates. */
export function findShortcodes(html: string): string[] {
  const ranges = codeRanges(html)
  const names: string[] = []
  for (const m of html.matchAll(SHORTCODE_RE)) {
    const at = m.index ?? 0
    if (ranges.some(([a, b]) => at >= a && at < b)) continue
    const name = m[1] ?? ''
    if (!names.includes(name)) names.push(name)
  }
  return names
}

/** A reaction or CLI argument may name an emoji with or without the colons. */
export function cleanEmojiName(value: string): string {
  return value.replace(/^:/, '').replace(/:$/, '')
}

export function validateEmojiName(name: string): void {
  if (!NAME_RE.test(name)) throw validationError('invalid emoji name')
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** One user-perceived character, e.g. "❤️" (two code points) or "👍🏽". */
export function isSingleGrapheme(text: string): boolean {
  const it = graphemes.segment(text)[Symbol.iterator]()
  const first = it.next()
  return !first.done && it.next().done === true
}
