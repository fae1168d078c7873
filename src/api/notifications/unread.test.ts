import { describe, expect, it } from 'vitest'
import { compareIds, countUnread, newestId } from './unread'
import { hasMoreNotifications } from './queries'

const ids = (...list: string[]) => list.map((id) => ({ id }))

describe('unread notifications', () => {
  it('counts the notifications newer than the marker, comparing ids as numbers', () => {
    expect(countUnread(ids('120', '101', '99', '9'), '100')).toBe(2)
    expect(countUnread(ids('10', '9'), '9')).toBe(1)
    expect(countUnread(ids('5'), '5')).toBe(0)
    expect(countUnread(ids('18446744073709551616', '18446744073709551615'), '18446744073709551615')).toBe(1)
  })

  it('counts all of them when there is no marker', () => {
    expect(countUnread(ids('3', '2', '1'), null)).toBe(3)
    expect(countUnread(ids('3', '2', '1'), undefined)).toBe(3)
    expect(countUnread([], null)).toBe(0)
  })

  it('compares ids numerically and finds the newest', () => {
    expect(compareIds('10', '9')).toBeGreaterThan(0)
    expect(compareIds('009', '9')).toBe(0)
    expect(newestId(ids('9', '100', '11'))).toBe('100')
    expect(newestId([])).toBeNull()
  })

  it('offers more notifications at non-zero multiples of the page size', () => {
    expect(hasMoreNotifications(0)).toBe(false)
    expect(hasMoreNotifications(19)).toBe(false)
    expect(hasMoreNotifications(20)).toBe(true)
    expect(hasMoreNotifications(35)).toBe(false)
    expect(hasMoreNotifications(40)).toBe(true)
  })

  it('falls back to comparing as text for ids that are not integers, such as UUIDs', () => {
    const older = '018f6c8e-0000-7000-8000-000000000001'
    const newer = '018f6c8e-0001-7000-8000-000000000000'
    expect(compareIds(newer, older)).toBeGreaterThan(0)
    expect(countUnread(ids(newer, older), older)).toBe(1)
  })
})
