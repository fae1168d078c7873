/**
 * A Vite plugin for development: Lingui's pseudo-locale (`pseudoLocale` in lingui.config.ts,
 * `?locale=en-XA`), served in the same three parts as the catalogues (scripts/catalogue-parts.ts)
 * as `virtual:pseudo-locale/<part>` (src/i18n/setup.ts loads them). Lingui compiles the English
 * messages with its pseudo-localisation (accented letters; arguments, plural and select cases and
 * numbered tags kept); each message is then lengthened by about a third, as many translations are,
 * and put in brackets, so that text which is clipped, or not translated at all, stands out.
 * The production build never imports these modules.
 */
import { readFileSync } from 'node:fs'
import { createCompiledCatalog } from '@lingui/cli/api'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'
import type { Plugin } from 'vite'
import linguiConfig from '../lingui.config.ts'
import { partOf, type CataloguePart } from './catalogue-parts.ts'

const MODULE = /^virtual:pseudo-locale\/(core|feed|app)$/
const RESOLVED = '\0pseudo-locale/'

type Token = CompiledMessage[number]

/** Lengthens a piece of text by a tilde for every three letters (numbered tags like <0> not counted). */
const lengthened = (text: string) => {
  const letters = text.replace(/<\/?\d+\/?>/g, '').replace(/[^\p{L}]/gu, '').length
  return letters > 0 ? `${text}${'~'.repeat(Math.ceil(letters / 3))}` : text
}

/** A compiled message with its text pieces lengthened, in plural and select cases too. */
function lengthen(message: CompiledMessage): CompiledMessage {
  return message.map((token): Token => {
    if (typeof token === 'string') return lengthened(token)
    const [name, type, options] = token
    if (!options || typeof options !== 'object') return token
    const cases = Object.fromEntries(
      Object.entries(options).map(([key, value]) => [key, Array.isArray(value) ? lengthen(value) : value]),
    )
    return [name, type, cases] as Token
  })
}

/** One part of the English catalogue (its .po text) as the pseudo-locale's compiled messages. */
export function pseudoLocaleMessages(
  englishPo: string,
  part: CataloguePart,
  pseudoLocale = linguiConfig.pseudoLocale ?? '',
): Record<string, CompiledMessage> {
  const texts: Record<string, string> = {}
  for (const item of PO.parse(englishPo).items) {
    if (item.obsolete || partOf(item.references) !== part) continue
    texts[generateMessageId(item.msgid, item.msgctxt ?? undefined)] = item.msgstr[0] || item.msgid
  }
  const { source, errors } = createCompiledCatalog(pseudoLocale, texts, { namespace: 'json', pseudoLocale })
  if (errors.length > 0)
    throw new Error(`pseudo-locale: ${errors.map((e) => `${e.source}: ${e.error.message}`).join('; ')}`)
  const { messages } = JSON.parse(source) as { messages: Record<string, CompiledMessage> }
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, ['[', ...lengthen(message), ']']]))
}

export function pseudoLocalePlugin({ englishCatalogue }: { englishCatalogue: string }): Plugin {
  return {
    name: 'parley:pseudo-locale',
    apply: 'serve',
    resolveId(id) {
      const match = MODULE.exec(id)
      return match ? `${RESOLVED}${match[1]}` : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null
      this.addWatchFile(englishCatalogue)
      const part = id.slice(RESOLVED.length) as CataloguePart
      const messages = pseudoLocaleMessages(readFileSync(englishCatalogue, 'utf8'), part)
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`
    },
  }
}
