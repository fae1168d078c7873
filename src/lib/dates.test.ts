import { describe, expect, it } from 'vitest'
import { formatFullDate, formatTimestamp, parseDate } from './dates'

const now = new Date(2025, 5, 15, 12, 0, 0) // 15 June 2025, local time
const ago = (ms: number) => new Date(now.getTime() - ms)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('formatTimestamp', () => {
  it('says now under a minute, and for a clock slightly ahead', () => {
    expect(formatTimestamp(ago(20_000), now, 'en')).toBe('now')
    expect(formatTimestamp(ago(-30_000), now, 'en')).toBe('now')
  })
  it('counts minutes under an hour', () => {
    expect(formatTimestamp(ago(MIN), now, 'en')).toBe('1 min')
    expect(formatTimestamp(ago(5 * MIN + 59_000), now, 'en')).toBe('5 min')
    expect(formatTimestamp(ago(59 * MIN), now, 'en')).toBe('59 min')
  })
  it('counts hours under a day', () => {
    expect(formatTimestamp(ago(HOUR), now, 'en')).toBe('1 hr')
    expect(formatTimestamp(ago(23 * HOUR + 59 * MIN), now, 'en')).toBe('23 hr')
  })
  it('counts days under a week', () => {
    expect(formatTimestamp(ago(DAY), now, 'en')).toBe('1 day')
    expect(formatTimestamp(ago(6 * DAY + 23 * HOUR), now, 'en')).toBe('6 days')
  })
  it("uses 'dd LLL' within the same year", () => {
    expect(formatTimestamp(ago(7 * DAY), now, 'en')).toBe('08 Jun')
    expect(formatTimestamp(new Date(2025, 2, 5, 9, 30), now, 'en')).toBe('05 Mar')
  })
  it("uses 'dd LLL y' for earlier years", () => {
    expect(formatTimestamp(new Date(2024, 2, 5, 9, 30), now, 'en')).toBe('05 Mar 2024')
    expect(formatTimestamp(new Date(2024, 11, 31, 23, 0), new Date(2025, 0, 20), 'en')).toBe('31 Dec 2024')
  })
  it('localises the month name', () => {
    expect(formatTimestamp(new Date(2024, 2, 5), now, 'fr')).toMatch(/^05 mars 2024$/)
  })
})

describe('formatTimestamp in the active locale', () => {
  // Every branch in three scripts; the month is the stand-alone short name (LLL), never a number.
  const cases = [
    { at: ago(20_000), ja: '今', ru: 'сейчас', de: 'jetzt' },
    { at: ago(5 * MIN), ja: '5 分', ru: '5 мин', de: '5 Min.' },
    { at: ago(3 * HOUR), ja: '3 時間', ru: '3 ч', de: '3 Std.' },
    { at: ago(2 * DAY), ja: '2 日', ru: '2 дн.', de: '2 Tg.' },
    { at: new Date(2025, 2, 5, 9, 30), ja: '05 3月', ru: '05 март', de: '05 Mär' },
    { at: new Date(2024, 10, 5, 9, 30), ja: '05 11月 2024', ru: '05 нояб. 2024', de: '05 Nov 2024' },
  ]
  for (const locale of ['ja', 'ru', 'de'] as const) {
    it(`speaks ${locale}`, () => {
      expect(cases.map(({ at }) => formatTimestamp(at, now, locale))).toEqual(cases.map((c) => c[locale]))
    })
  }
  it('keeps the formatters of each locale apart when the language changes', () => {
    const date = new Date(2025, 2, 5)
    expect([
      formatTimestamp(date, now, 'en'),
      formatTimestamp(date, now, 'ja'),
      formatTimestamp(date, now, 'en'),
    ]).toEqual(['05 Mar', '05 3月', '05 Mar'])
  })
})

describe('formatFullDate and parseDate', () => {
  it('formats a long date with the time', () => {
    expect(formatFullDate(new Date(2024, 2, 5, 9, 30), 'en')).toMatch(/March 5, 2024.*9:30/)
  })
  it('formats the long date in the locale', () => {
    const date = new Date(2024, 2, 5, 9, 30)
    expect(formatFullDate(date, 'ja')).toMatch(/^2024年3月5日 9:30$/)
    expect(formatFullDate(date, 'ru')).toMatch(/^5 марта 2024 г\..*09:30$/)
    expect(formatFullDate(date, 'de')).toMatch(/^5\. März 2024.*09:30$/)
  })
  it('rejects unreadable timestamps', () => {
    expect(parseDate('nonsense')).toBeNull()
    expect(parseDate(null)).toBeNull()
    expect(parseDate('2023-02-24T23:36:38.000Z')?.toISOString()).toBe('2023-02-24T23:36:38.000Z')
  })
})
