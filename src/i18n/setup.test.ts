// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { LOCALES, matchLocale } from './setup'

describe('choosing the interface locale', () => {
  it('has a catalogue for every locale a member may choose', () => {
    for (const code of LOCALES) expect(matchLocale([code]), code).toBe(code)
  })

  it('takes the first wanted locale that has a catalogue', () => {
    expect(matchLocale(['tlh', 'de-AT', 'fr'])).toBe('de')
    expect(matchLocale(['pt-BR', 'pt'])).toBe('pt-BR')
    expect(matchLocale(['pt-PT'])).toBe('pt')
    expect(matchLocale(['sv-FI'])).toBe('sv')
    expect(matchLocale(['ja-JP'])).toBe('ja')
  })

  it('reads Chinese in simplified script as zh-Hans, and skips traditional', () => {
    for (const code of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-CN'])
      expect(matchLocale([code]), code).toBe('zh-Hans')
    expect(matchLocale(['zh-TW', 'ja'])).toBe('ja')
    expect(matchLocale(['zh-Hant-HK'])).toBe('en')
  })

  it('falls back to English', () => {
    expect(matchLocale([])).toBe('en')
    expect(matchLocale([null, undefined, 'xx'])).toBe('en')
    expect(matchLocale(['de'], ['en'])).toBe('en')
  })
})

describe('switching the locale back and forth', () => {
  it('keeps the parts a screen loaded for a locale when it comes back to it', async () => {
    const { activateLocale, loadAppMessages, i18n } = await import('./setup')
    const { generateMessageId } = await import('@lingui/message-utils/generateMessageId')
    const loadMore = generateMessageId('Load more')
    await activateLocale('de')
    await loadAppMessages('feed')
    expect(i18n._(loadMore)).toBe('Mehr laden')
    // Signing out (the landing page in the browser's language), then in again as the German member.
    await activateLocale('en')
    await activateLocale('de')
    expect(i18n._(loadMore)).toBe('Mehr laden')
  })
})
