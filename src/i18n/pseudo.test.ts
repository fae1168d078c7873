// @vitest-environment happy-dom
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { activateLocale, i18n, loadAppMessages, matchLocale } from './setup'
import { PSEUDO_LOCALE } from './pseudo'

describe('the pseudo-locale in development', () => {
  it('is a locale that `?locale=en-XA` can choose', () => {
    expect(matchLocale([PSEUDO_LOCALE])).toBe(PSEUDO_LOCALE)
  })

  it('shows the English messages accented, lengthened and in brackets, part by part', async () => {
    await activateLocale(PSEUDO_LOCALE)
    await loadAppMessages()
    expect(i18n.locale).toBe(PSEUDO_LOCALE)
    expect(i18n._(generateMessageId('Load more'))).toBe('[Ĺōàď ḿōŕē~~~]')
    expect(i18n._(generateMessageId('{0, plural, one {# suggestion} other {# suggestions}}'), { 0: 2 })).toBe(
      '[2 śũĝĝēśţĩōńś~~~~]',
    )
  })
})
