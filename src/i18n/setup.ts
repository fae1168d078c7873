import { i18n, type Messages } from '@lingui/core'
import { useEffect } from 'react'
import { activeAccountId } from '@/lib/session'
import { storage } from '@/lib/storage'
import { browserLocales, matchLocaleIn, rememberedLocaleKey as localeKeyOf } from './match-locale'
import { LOCALES } from './locale-codes'
import { PSEUDO_LOCALE } from './pseudo'

export const SOURCE_LOCALE = 'en'

export { LOCALES }

type Loader = () => Promise<Messages>
type Parts = { core: Loader; feed: Loader; app: Loader }

/** The catalogue file's locale: './locales/pt-BR.po' -> 'pt-BR'. */
const localeOf = (path: string) => path.slice('./locales/'.length, -'.po'.length)

/** A catalogue's part in the build (scripts/catalogue-parts.ts writes them; no table of names needed). */
const builtPart =
  (locale: string, part: keyof Parts): Loader =>
  () =>
    import(/* @vite-ignore */ `/assets/${__PARLEY_MESSAGES__}/${locale}.${part}.js`).then(
      (m: { messages: Messages }) => m.messages,
    )

// Each catalogue comes in three chunks (scripts/catalogue-parts.ts): the core part holds the
// messages of the shell, the landing page and shared UI; the feed part those of home (timeline,
// post card, composer); the app part the rest. The feed and app parts load with the first screen
// that needs them. Only the chosen locale's parts are downloaded. In the build they are files of
// a folder named by their content's hash, found by locale and part; in development and in Node
// (the landing page rendered for index.html) Vite serves the catalogues themselves.
const catalogues: Record<string, Parts> =
  import.meta.env.DEV || import.meta.env.SSR
    ? (() => {
        const coreParts = import.meta.glob<Messages>('./locales/*.po', { query: '?part=core', import: 'messages' })
        const feedParts = import.meta.glob<Messages>('./locales/*.po', { query: '?part=feed', import: 'messages' })
        const appParts = import.meta.glob<Messages>('./locales/*.po', { query: '?part=app', import: 'messages' })
        return Object.fromEntries(
          Object.keys(coreParts).map((path) => [
            localeOf(path),
            { core: coreParts[path]!, feed: feedParts[path]!, app: appParts[path]! },
          ]),
        )
      })()
    : Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          { core: builtPart(locale, 'core'), feed: builtPart(locale, 'feed'), app: builtPart(locale, 'app') },
        ]),
      )

// Development only: `?locale=en-XA` shows Lingui's pseudo-locale, accented, lengthened English in
// brackets, to spot untranslated or clipped text (scripts/pseudo-locale.ts; the production build
// leaves this out).
if (import.meta.env.DEV) {
  catalogues[PSEUDO_LOCALE] = {
    core: () => import('virtual:pseudo-locale/core').then((m) => m.messages),
    feed: () => import('virtual:pseudo-locale/feed').then((m) => m.messages),
    app: () => import('virtual:pseudo-locale/app').then((m) => m.messages),
  }
}

/** In development, a locale forced with `?locale=xx` (kept for the tab's session); else null. */
export function localeOverride(): string | null {
  if (!import.meta.env.DEV || typeof window === 'undefined') return null
  const asked = new URLSearchParams(window.location.search).get('locale')
  if (asked) window.sessionStorage.setItem('parley-dev-locale', asked)
  return asked ?? window.sessionStorage.getItem('parley-dev-locale')
}

/**
 * The first of the wanted locales (most preferred first, as in navigator.languages) that has a
 * catalogue; English when none fits (see matchLocaleIn).
 */
export function matchLocale(
  wanted: readonly (string | null | undefined)[],
  available: readonly string[] = Object.keys(catalogues),
): string {
  return matchLocaleIn(wanted, available, SOURCE_LOCALE)
}

export { browserLocales }

/** The choice closest to a browser language among LOCALES (en when none fits). */
export function closestLocale(wanted: string | null | undefined): string {
  return matchLocale([wanted], LOCALES)
}

/** A locale's name in its own language ("Deutsch", "日本語"), or its code where Intl cannot tell. */
export function localeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code)
    if (!name || name === code) return code
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
  } catch {
    return code
  }
}

/** A part of a catalogue beyond the core one. */
export type MessagesPart = 'feed' | 'app'

let latest = 0
let activation: Promise<void> = Promise.resolve()
/** The parts screens have asked for: later locale switches load them too. */
const wantedParts = new Set<MessagesPart>()
/** The parts loaded, as `<locale>/<part>`. */
const loadedParts = new Set<string>()
const missingParts = (locale: string) => [...wantedParts].filter((part) => !loadedParts.has(`${locale}/${part}`))

async function activate(call: number, locale: string): Promise<void> {
  const parts = catalogues[locale] ?? catalogues[SOURCE_LOCALE]!
  const extra = missingParts(locale)
  const [core, ...more] = await Promise.all([parts.core(), ...extra.map((part) => parts[part]())])
  if (call !== latest) return
  // Merged into what was loaded for this locale before (parts loaded earlier stay), then active.
  i18n.load(locale, Object.assign({}, core, ...more) as Messages)
  i18n.activate(locale)
  for (const part of extra) loadedParts.add(`${locale}/${part}`)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

type Wanted = string | null | undefined | readonly string[]

/** The locale `activateLocale(wanted)` activates. */
export function chosenLocale(wanted: Wanted): string {
  return matchLocale(typeof wanted === 'string' || wanted == null ? [wanted] : wanted)
}

/** Loads only the chosen catalogue and activates it; of overlapping calls the last one wins. */
export function activateLocale(wanted: Wanted): Promise<void> {
  const call = ++latest
  const locale = chosenLocale(wanted)
  if (i18n.locale === locale && missingParts(locale).length === 0) return activation
  activation = activate(call, locale)
  return activation
}

/**
 * Makes sure the active locale's messages beyond the core part are loaded: the feed part for home,
 * the feed and app parts for every other screen but the landing page (each waits for them before
 * it renders; see src/app/routes.ts).
 */
export async function loadAppMessages(only: MessagesPart = 'app'): Promise<void> {
  const asked: MessagesPart[] = only === 'feed' ? ['feed'] : ['feed', 'app']
  for (const part of asked) wantedParts.add(part)
  await activation
  const locale = i18n.locale
  if (!locale) return
  const parts = catalogues[locale] ?? catalogues[SOURCE_LOCALE]!
  const missing = asked.filter((part) => !loadedParts.has(`${locale}/${part}`))
  const loaded = await Promise.all(missing.map((part) => parts[part]()))
  if (i18n.locale !== locale) return
  missing.forEach((part, i) => {
    if (loadedParts.has(`${locale}/${part}`)) return
    i18n.load(locale, loaded[i]!)
    loadedParts.add(`${locale}/${part}`)
  })
}

/**
 * Code a first screen loads only when it is used (a menu, the complete composer, the emoji picker),
 * loaded together with the app part of the messages, where its messages are (LATER_SOURCES in
 * scripts/catalogue-parts.ts): `lazy(withLaterMessages(() => import('./menu')))`.
 */
export const withLaterMessages =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadAppMessages()]).then(([module]) => module)

/** The signed-in member's stored locale, remembered (per account) so a reload starts in it. */
const rememberedLocaleKey = (accountId = activeAccountId()) => localeKeyOf(accountId)

/**
 * The locales to start with before the user is known: the member's remembered choice when a
 * session exists, else the browser's languages.
 */
export function initialLocales(signedIn: boolean): readonly string[] {
  const remembered = signedIn ? storage.get(rememberedLocaleKey()) : null
  return remembered ? [remembered] : browserLocales()
}

/**
 * Applies the signed-in user's stored locale (client_config), or else the browser's languages; the
 * page re-renders in it without a reload. `null` means nobody is signed in (the landing page);
 * `undefined` a member without a stored choice.
 */
export function useUserLocale(stored: string | null | undefined): void {
  useEffect(() => {
    if (stored) storage.set(rememberedLocaleKey(), stored)
    else if (stored === undefined) storage.remove(rememberedLocaleKey())
    const forced = localeOverride() ?? stored
    void activateLocale(forced ? [forced] : browserLocales())
  }, [stored])
}

export { i18n }
