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

/**
 * Locales whose catalogue exists; the others fall back to English until translated. The seam for
 * translations: add `xx: () => import('./locales/xx.po')` here for each catalogue of LOCALES.
 */
const catalogues: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po'),
}

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

export function supportedLocale(wanted: string | null | undefined): string {
  if (wanted && wanted in catalogues) return wanted
  const base = wanted?.split('-')[0]
  return base && base in catalogues ? base : SOURCE_LOCALE
}

/** The choice closest to a browser language among LOCALES (en when none fits). */
export function closestLocale(wanted: string | null | undefined): string {
  if (!wanted) return SOURCE_LOCALE
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted.toLowerCase())
  if (exact) return exact
  const base = wanted.split('-')[0]?.toLowerCase()
  return LOCALES.find((l) => l === base) ?? SOURCE_LOCALE
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
export async function activateLocale(wanted: string | null | undefined): Promise<void> {
  const call = ++latest
  const locale = supportedLocale(wanted)
  if (i18n.locale === locale) return
  const load = catalogues[locale] ?? catalogues[SOURCE_LOCALE]!
  const { messages } = await load()
  if (call !== latest) return
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}

/**
 * Applies the signed-in user's stored locale (client_config), or the browser's language when none
 * is stored; the page re-renders in it without a reload.
 */
export function useUserLocale(stored: string | null | undefined): void {
  useEffect(() => {
    void activateLocale(localeOverride() ?? stored ?? (typeof navigator === 'undefined' ? null : navigator.language))
  }, [stored])
}

export { i18n }
