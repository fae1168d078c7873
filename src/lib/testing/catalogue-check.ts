/**
 * Checks of translated catalogues against the English source catalogue, used by
 * catalogues.test.ts (and nothing in the app). A message is an ICU MessageFormat string; Lingui
 * writes component placeholders as numbered tags (<0>…</0>), which ICU treats as plain text.
 */
import { parse, type Token } from '@messageformat/parser'

export type CatalogueEntry = { id: string; translation: string }

/** Argument names, `#` in plurals and numbered tags of a message, sorted (for comparison). */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>()
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const tag of token.value.matchAll(/<(\/?)(\d+)(\/?)>/g)) found.add(`<${tag[1]}${tag[2]}${tag[3]}>`)
      } else if (token.type === 'octothorpe') {
        found.add('#')
      } else {
        found.add(`{${token.arg}}`)
        if ('cases' in token) for (const item of token.cases) walk(item.tokens)
      }
    }
  }
  walk(parse(message))
  return [...found].sort()
}

/** The keys of every plural block in a message (e.g. [['one', 'other']]). */
export function pluralKeysOf(message: string): string[][] {
  const blocks: string[][] = []
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'selectordinal') blocks.push(token.cases.map((c) => c.key))
      if ('cases' in token) for (const item of token.cases) walk(item.tokens)
    }
  }
  walk(parse(message))
  return blocks
}

/** Whether a message parses as ICU MessageFormat; the error text otherwise. */
export function icuError(message: string): string | null {
  try {
    parse(message)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Every problem of a translated catalogue: messages missing or not in the source, empty or
 * invalid translations, changed placeholders, plural blocks without the locale's categories, and
 * translations left identical to English outside the allow-list.
 */
export function catalogueProblems(
  locale: string,
  source: readonly CatalogueEntry[],
  translated: readonly CatalogueEntry[],
  allowIdentical: ReadonlySet<string>,
): string[] {
  const problems: string[] = []
  const sourceIds = new Set(source.map((e) => e.id))
  const byId = new Map(translated.map((e) => [e.id, e.translation]))
  for (const entry of translated) if (!sourceIds.has(entry.id)) problems.push(`obsolete: ${JSON.stringify(entry.id)}`)
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]
  for (const { id } of source) {
    const text = byId.get(id)
    if (text === undefined) {
      problems.push(`missing: ${JSON.stringify(id)}`)
      continue
    }
    if (text.trim() === '') {
      problems.push(`untranslated (empty): ${JSON.stringify(id)}`)
      continue
    }
    const error = icuError(text)
    if (error) {
      problems.push(`invalid ICU in ${JSON.stringify(text)}: ${error}`)
      continue
    }
    if (placeholdersOf(text).join() !== placeholdersOf(id).join()) {
      problems.push(`placeholders differ: ${JSON.stringify(id)} → ${JSON.stringify(text)}`)
    }
    for (const keys of pluralKeysOf(text)) {
      const named = keys.filter((k) => !k.startsWith('='))
      const lacking = categories.filter((c) => !named.includes(c))
      const foreign = named.filter((k) => !categories.includes(k))
      if (lacking.length || foreign.length) {
        problems.push(`plural categories of ${locale} are ${categories.join(', ')}: ${JSON.stringify(text)}`)
      }
    }
    if (text === id && !allowIdentical.has(id)) problems.push(`left in English: ${JSON.stringify(id)}`)
  }
  return problems
}
