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
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'
import type { Plugin } from 'vite'

/** Source files whose messages are part of the core catalogue. */
export const CORE_SOURCES: readonly RegExp[] = [
  // The layout of the signed-in and static screens is not the landing page's: see LAYOUT_SOURCES.
  /^src\/app\/(?!(app-layout|static-layout|main-layout|offline-banner|keyboard-shortcuts)\.)/,
  // Shared code, but not the keyboard shortcuts, which only the layout's screens have.
  /^src\/lib\/(?!keyboard\/)/,
  /^src\/ui\//,
  /^src\/i18n\//,
  /^src\/features\/auth\//,
  /^src\/routes\/landing\./,
]

/**
 * The layout around every screen but the landing page (header, sidebar, offline banner, shortcut
 * help): its messages load with the layout (src/app/route-view.tsx), in the feed part.
 */
export const LAYOUT_SOURCES: readonly RegExp[] = [
  /^src\/features\/shell\//,
  /^src\/app\/(app-layout|static-layout|main-layout|offline-banner|keyboard-shortcuts)\./,
]

/** Source files whose messages are part of the feed catalogue (unless they are in the core one). */
export const FEED_SOURCES: readonly RegExp[] = [
  ...LAYOUT_SOURCES,
  /^src\/lib\/keyboard\//,
  /^src\/api\//,
  /^src\/features\/(post|timeline|compose)\//,
  /^src\/routes\/home\./,
  // Screen parts; the saved-posts screen (bookmarks, favourites) is never a first screen's.
  /^src\/routes\/parts\/(?!saved-posts\.)/,
]

import { catalogueFile, type CataloguePart } from '../src/boot/manifest'

export type { CataloguePart }

const PART_QUERY = /\.po\?part=(core|feed|app)$/

const usedBy = (references: readonly string[], sources: readonly RegExp[]) =>
  references.some((file) => sources.some((re) => re.test(file)))

/**
 * Code that the first screens load only when it is used, always through `withLaterMessages`
 * (src/i18n/setup.ts), which brings the app part with it: the complete composer and its parts,
 * the menus, the emoji picker, the lightbox, the shortcut help, home's notes for a new or
 * read-only member. Their messages are left out of the core and feed parts (a test checks that no
 * first screen imports them otherwise).
 */
export const LATER_SOURCES: readonly RegExp[] = [
  /^src\/ui\/(emoji-picker\/emoji-picker|lightbox\/lightbox|shortcut-help\/shortcut-help)\./,
  /^src\/features\/compose\/(composer-form|composer-text-field|composer-failure|composer-panels|composer-reminder|form-toolbar|edit-composer|poll-editor|attachment-list|attachment-item|suggestion-controller|suggestion-list|composer-preview|describe-reminder|read-only-note|media-url-button|media-url-dialog)\./,
  /^src\/features\/post\/(post-more-menu|delete-post-dialog|tip-panel)\./,
  /^src\/features\/timeline\/home-welcome\./,
  /^src\/features\/shell\/account-menu\./,
]

const early = (references: readonly string[]) => references.filter((file) => !LATER_SOURCES.some((re) => re.test(file)))

export const isCoreMessage = (references: readonly string[]) => usedBy(early(references), CORE_SOURCES)

/** The part a message belongs to, from the source files that use it (a later one counts for nothing). */
export function partOf(references: readonly string[]): CataloguePart {
  if (isCoreMessage(references)) return 'core'
  return usedBy(early(references), FEED_SOURCES) ? 'feed' : 'app'
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

const CATALOGUE_MODULE = /\/i18n\/locales\/([\w-]+)\.po\?part=(core|feed|app)$/

/** The locale and part of a catalogue chunk's module, or null for any other module. */
export function catalogueOf(moduleId: string | null | undefined): { locale: string; part: CataloguePart } | null {
  const match = moduleId ? CATALOGUE_MODULE.exec(moduleId) : null
  return match ? { locale: match[1] ?? '', part: (match[2] ?? 'core') as CataloguePart } : null
}

/**
 * A hash of everything the catalogue chunks are made from: the .po files, this plugin and the
 * versions of the compiler and the bundler. The chunks go to `assets/messages-<hash>/` under
 * plain names (`de.core.js`), so that the boot script can name a locale's chunks without a table
 * of 57 hashes; a change to any of these makes a new folder, as a content hash would.
 */
export function cataloguesHash(localesDir: string, versions: readonly string[]): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(localesDir)
    .filter((n) => n.endsWith('.po'))
    .sort()) {
    hash.update(`${name}\n`)
    hash.update(readFileSync(join(localesDir, name)))
  }
  hash.update(readFileSync(new URL(import.meta.url)))
  for (const version of versions) hash.update(`${version}\n`)
  return hash.digest('base64url').slice(0, 10)
}

/**
 * Serves the catalogue parts as modules (`./locales/de.po?part=core`), and in a client build writes
 * every locale's three parts to `assets/<folder>/<locale>.<part>.js`, where the app finds them by
 * name (src/i18n/setup.ts): no table of hashed names in the app's code or the boot script.
 */
export function cataloguePartsPlugin({ localesDir, folder }: { localesDir: string; folder: () => string }): Plugin {
  let client = false
  return {
    name: 'parley:catalogue-parts',
    enforce: 'pre',
    configResolved(config) {
      client = config.command === 'build' && !config.build.ssr
    },
    buildStart() {
      if (!client) return
      for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.po'))) {
        const locale = file.slice(0, -'.po'.length)
        for (const part of ['core', 'feed', 'app'] as const) {
          this.emitFile({
            type: 'chunk',
            id: `${join(localesDir, file)}?part=${part}`,
            fileName: `assets/${catalogueFile(folder(), locale, part)}`,
            preserveSignature: 'strict',
          })
        }
      }
    },
    load(id) {
      const match = PART_QUERY.exec(id)
      if (!match) return null
      const file = id.slice(0, id.indexOf('?'))
      const englishFile = join(dirname(file), 'en.po')
      this.addWatchFile(file)
      this.addWatchFile(englishFile)
      const messages = compilePart(
        readFileSync(file, 'utf8'),
        readFileSync(englishFile, 'utf8'),
        match[1] as CataloguePart,
      )
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`
    },
  }
}
