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

describe('formatFullDate and parseDate', () => {
  it('formats a long date with the time', () => {
    expect(formatFullDate(new Date(2024, 2, 5, 9, 30), 'en')).toMatch(/March 5, 2024.*9:30/)
  })
  it('rejects unreadable timestamps', () => {
    expect(parseDate('nonsense')).toBeNull()
    expect(parseDate(null)).toBeNull()
    expect(parseDate('2023-02-24T23:36:38.000Z')?.toISOString()).toBe('2023-02-24T23:36:38.000Z')
  })
})
