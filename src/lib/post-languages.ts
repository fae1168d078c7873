import type { CredentialAccount } from '@/api/accounts/types'

/**
 * The languages offered for a post and as the default post language: ISO 639-1 codes (what Mitra
 * takes, `parse_language_code`) of widely written languages. Their names come from the browser
 * (`Intl.DisplayNames`) in the interface language, so no data ships with the list.
 */
export const POST_LANGUAGES: readonly string[] = [
  'ar', 'be', 'bg', 'bn', 'ca', 'cs', 'cy', 'da', 'de', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'fi', 'fr',
  'ga', 'gl', 'he', 'hi', 'hr', 'hu', 'hy', 'id', 'is', 'it', 'ja', 'ka', 'kk', 'ko', 'la', 'lt', 'lv', 'ms',
  'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sq', 'sr', 'sv', 'sw', 'ta', 'th', 'tl', 'tr', 'uk', 'ur',
  'uz', 'vi', 'zh',
] // prettier-ignore

export type LanguageOption = { value: string; label: string }

/** A code's name in the interface language; the code itself where the browser knows no name. */
function nameOf(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code
  } catch {
    return code
  }
}

/**
 * The offered languages named in `locale`, sorted by name; `current` (a post's language from
 * elsewhere, or a default set by another client) is added when the list lacks it.
 */
export function languageOptions(locale: string, current?: string | null): LanguageOption[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' })
  } catch {
    names = null
  }
  const codes = current && !POST_LANGUAGES.includes(current) ? [...POST_LANGUAGES, current] : POST_LANGUAGES
  return codes
    .map((code) => ({ value: code, label: nameOf(names, code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
}

/** The interface language as an ISO 639-1 code ("pt-BR" is pt), if it is one. */
export function interfaceLanguage(locale: string): string | null {
  const code = locale.split('-')[0]?.toLowerCase() ?? ''
  return /^[a-z]{2}$/.test(code) ? code : null
}

/** A new post's language: the member's default on the server (Mitra 4.17+), else the interface language. */
export function defaultPostLanguage(user: CredentialAccount | null | undefined, locale: string): string | null {
  return user?.source?.language ?? interfaceLanguage(locale)
}
