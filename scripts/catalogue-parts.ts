/**
 * A Vite plugin that serves one locale catalogue in parts, so the first screen downloads only the
 * messages it can show: `./locales/de.po?part=core` holds the messages used by the core of the
 * app (the shell, the landing page, shared UI), `?part=feed` those of the home screen beyond the
 * core (timeline, post card, composer), `?part=app` all the others. A message used by several
 * goes to the first of core, feed. Missing translations fall back to the English catalogue's text.
 *
 * It does what @lingui/vite-plugin does for a whole .po file (compile each message to Lingui's
 * runtime form, keyed by the generated message id), with the split added.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'
import type { Plugin } from 'vite'

/** Source files whose messages are part of the core catalogue. */
export const CORE_SOURCES: readonly RegExp[] = [
  // The layout of the signed-in and static screens is not the landing page's: see LAYOUT_SOURCES.
  /^src\/app\/(?!(app-layout|static-layout|main-layout|offline-banner|keyboard-shortcuts)\.)/,
  /^src\/lib\//,
  /^src\/ui\//,
  /^src\/i18n\//,
  /^src\/features\/auth\//,
  /^src\/routes\/landing\./,
]

/**
 * The layout around every screen but the landing page (header, sidebar, offline banner, shortcut
 * help): its messages load with the layout (src/app/route-view.tsx), in the feed part.
 */
export const LAYOUT_SOURCES: readonly RegExp[] = [/^src\/features\/shell\//, /^src\/app\/(app-layout|static-layout|main-layout|offline-banner|keyboard-shortcuts)\./]

/** Source files whose messages are part of the feed catalogue (unless they are in the core one). */
export const FEED_SOURCES: readonly RegExp[] = [
  ...LAYOUT_SOURCES,
  /^src\/api\//,
  /^src\/features\/(post|timeline|compose)\//,
  /^src\/routes\/home\./,
  /^src\/routes\/parts\//,
]

export type CataloguePart = 'core' | 'feed' | 'app'

const PART_QUERY = /\.po\?part=(core|feed|app)$/

const usedBy = (references: readonly string[], sources: readonly RegExp[]) => references.some((file) => sources.some((re) => re.test(file)))

export const isCoreMessage = (references: readonly string[]) => usedBy(references, CORE_SOURCES)

/** The part a message belongs to, from the source files that use it. */
export function partOf(references: readonly string[]): CataloguePart {
  if (isCoreMessage(references)) return 'core'
  return usedBy(references, FEED_SOURCES) ? 'feed' : 'app'
}

/** The compiled messages of one part of a catalogue, with English where a translation is empty. */
export function compilePart(poText: string, englishText: string, part: CataloguePart): Record<string, unknown> {
  const english = new Map(PO.parse(englishText).items.map((item) => [item.msgid, item.msgstr[0] || item.msgid]))
  const messages: Record<string, unknown> = {}
  for (const item of PO.parse(poText).items) {
    if (item.obsolete) continue
    if (partOf(item.references) !== part) continue
    const text = item.msgstr[0] || english.get(item.msgid) || item.msgid
    messages[generateMessageId(item.msgid, item.msgctxt ?? undefined)] = compileMessage(text)
  }
  return messages
}

export function cataloguePartsPlugin(): Plugin {
  return {
    name: 'parley:catalogue-parts',
    enforce: 'pre',
    load(id) {
      const match = PART_QUERY.exec(id)
      if (!match) return null
      const file = id.slice(0, id.indexOf('?'))
      const englishFile = join(dirname(file), 'en.po')
      this.addWatchFile(file)
      this.addWatchFile(englishFile)
      const messages = compilePart(readFileSync(file, 'utf8'), readFileSync(englishFile, 'utf8'), match[1] as CataloguePart)
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`
    },
  }
}
