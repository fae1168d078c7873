/*
 * Choosing the interface locale, with no dependency: the app's i18n setup and the boot script
 * (src/boot/boot.ts, which runs before the app's code) choose the same way.
 */

/**
 * The first of the wanted locales (most preferred first, as in navigator.languages) that is
 * available: an exact match, then Chinese in simplified script (zh, zh-CN, zh-SG, zh-Hans-…), then
 * the base language (de-AT -> de, pt-PT -> pt). `fallback` when none fits.
 */
export function matchLocaleIn(
  wanted: readonly (string | null | undefined)[],
  available: readonly string[],
  fallback: string,
): string {
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
  return fallback
}

/** The browser's preferred languages, most preferred first. */
export function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/** Where a signed-in member's chosen locale is remembered, so that a reload starts in it. */
export const rememberedLocaleKey = (accountId: string | null) =>
  accountId ? `parley-locale:${accountId}` : 'parley-locale'
