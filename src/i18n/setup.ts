import { i18n, type Messages } from '@lingui/core'
import { useEffect } from 'react'
import { PSEUDO_LOCALE, pseudoCatalogue } from './pseudo'

export const SOURCE_LOCALE = 'en'

/** The interface locales a user may choose (spec §9), stored in client_config as these codes. */
export const LOCALES = [
  'cs',
  'de',
  'en',
  'es',
  'fr',
  'hu',
  'it',
  'ja',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'uk',
  'zh-Hans',
] as const

/** Every catalogue, each its own chunk loaded only when chosen ('./locales/de.po' -> 'de'). */
const catalogues: Record<string, () => Promise<{ messages: Messages }>> = Object.fromEntries(
  Object.entries(import.meta.glob<{ messages: Messages }>('./locales/*.po')).map(([path, load]) => [path.slice('./locales/'.length, -'.po'.length), load]),
)

// Development only: `?locale=en-XA` shows accented, lengthened English to spot untranslated or
// clipped text (the production build leaves this out).
if (import.meta.env.DEV) {
  catalogues[PSEUDO_LOCALE] = async () => ({ messages: pseudoCatalogue((await import('./locales/en.po')).messages) })
}

/** In development, a locale forced with `?locale=xx` (kept for the tab's session); else null. */
export function localeOverride(): string | null {
  if (!import.meta.env.DEV || typeof window === 'undefined') return null
  const asked = new URLSearchParams(window.location.search).get('locale')
  if (asked) window.sessionStorage.setItem('parley-locale', asked)
  return asked ?? window.sessionStorage.getItem('parley-locale')
}

/**
 * The first of the wanted locales (most preferred first, as in navigator.languages) that has a
 * catalogue: an exact match, then Chinese in simplified script (zh, zh-CN, zh-SG, zh-Hans-…),
 * then the base language (de-AT -> de, pt-PT -> pt). English when none fits.
 */
export function matchLocale(wanted: readonly (string | null | undefined)[], available: readonly string[] = Object.keys(catalogues)): string {
  for (const asked of wanted) {
    if (!asked) continue
    const lower = asked.toLowerCase()
    const exact = available.find((code) => code.toLowerCase() === lower)
    if (exact) return exact
    if (/^zh(-hans)?(-(cn|sg|my))?$/.test(lower) || lower.startsWith('zh-hans-')) {
      if (available.includes('zh-Hans')) return 'zh-Hans'
      continue
    }
    const base = lower.split('-')[0]
    const byBase = available.find((code) => code.toLowerCase() === base)
    if (byBase) return byBase
  }
  return SOURCE_LOCALE
}

/** The browser's preferred languages, most preferred first. */
export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

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

let latest = 0

/** Loads only the chosen catalogue and activates it; of overlapping calls the last one wins. */
export async function activateLocale(wanted: string | null | undefined | readonly string[]): Promise<void> {
  const call = ++latest
  const locale = matchLocale(typeof wanted === 'string' || wanted == null ? [wanted] : wanted)
  if (i18n.locale === locale) return
  const load = catalogues[locale] ?? catalogues[SOURCE_LOCALE]!
  const { messages } = await load()
  if (call !== latest) return
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}

/**
 * Applies the signed-in user's stored locale (client_config), or else the browser's languages; the
 * page re-renders in it without a reload.
 */
export function useUserLocale(stored: string | null | undefined): void {
  useEffect(() => {
    const forced = localeOverride() ?? stored
    void activateLocale(forced ? [forced] : browserLocales())
  }, [stored])
}

export { i18n }
