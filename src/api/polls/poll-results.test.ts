import { describe, expect, it } from 'vitest'
import { pollClosed, pollPercent, pollTotal } from './poll-results'

describe('pollPercent', () => {
  it("rounds an option's share of all votes to a whole number", () => {
    expect(pollPercent(1, 3)).toBe(33)
    expect(pollPercent(2, 3)).toBe(67)
    expect(pollPercent(1, 8)).toBe(13) // 12.5 rounds up
    expect(pollPercent(5, 5)).toBe(100)
  })
  it('is 0 when nobody voted, or the count is missing', () => {
    expect(pollPercent(0, 0)).toBe(0)
    expect(pollPercent(null, 0)).toBe(0)
    expect(pollPercent(0, 7)).toBe(0)
    expect(pollPercent(undefined, undefined)).toBe(0)
  })
})

describe('pollTotal', () => {
  it("uses the poll's count, else the sum of its options", () => {
    expect(pollTotal({ votes_count: 9, options: [] })).toBe(9)
    expect(
      pollTotal({
        votes_count: 0,
        options: [
          { title: 'a', votes_count: 2 },
          { title: 'b', votes_count: null },
        ],
      }),
    ).toBe(2)
  })
})

describe('pollClosed', () => {
  const now = Date.parse('2025-01-01T12:00:00Z')
  it('is closed when flagged expired or past its end', () => {
    expect(pollClosed({ expired: true, expires_at: '2030-01-01T00:00:00Z' }, now)).toBe(true)
    expect(pollClosed({ expired: false, expires_at: '2025-01-01T11:59:59Z' }, now)).toBe(true)
    expect(pollClosed({ expired: false, expires_at: '2025-01-01T12:00:01Z' }, now)).toBe(false)
    expect(pollClosed({ expired: false, expires_at: null }, now)).toBe(false)
  })
})
