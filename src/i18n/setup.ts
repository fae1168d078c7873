import { i18n, type Messages } from '@lingui/core'

export const SOURCE_LOCALE = 'en'

/** Locales whose catalogue exists; others fall back to English until translated. */
const catalogues: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po'),
}

export function supportedLocale(wanted: string | null | undefined): string {
  if (wanted && wanted in catalogues) return wanted
  const base = wanted?.split('-')[0]
  return base && base in catalogues ? base : SOURCE_LOCALE
}

/** Loads only the chosen catalogue and activates it. */
export async function activateLocale(wanted: string | null | undefined): Promise<void> {
  const locale = supportedLocale(wanted)
  if (i18n.locale === locale) return
  const load = catalogues[locale] ?? catalogues[SOURCE_LOCALE]!
  const { messages } = await load()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}

export { i18n }
