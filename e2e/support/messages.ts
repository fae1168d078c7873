/**
 * The interface's messages in a locale, read from its catalogue, so journeys can find controls by
 * the words a person sees in that language. A message without a translation reads as English.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'
import { repoRoot } from './instance'

const catalogues = new Map<string, Map<string, string>>()

export function message(locale: string, english: string): string {
  let catalogue = catalogues.get(locale)
  if (!catalogue) {
    const po = PO.parse(readFileSync(join(repoRoot, 'src', 'i18n', 'locales', `${locale}.po`), 'utf8'))
    catalogue = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']))
    catalogues.set(locale, catalogue)
  }
  if (!catalogue.has(english)) throw new Error(`the ${locale} catalogue has no message ${JSON.stringify(english)}`)
  return catalogue.get(english) || english
}
