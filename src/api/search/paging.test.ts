import { describe, expect, it } from 'vitest'
import type { Account } from '../accounts/types'
import type { Status } from '../statuses/types'
import { mergeSearchPages, nextSearchOffset, resultCount } from './paging'
import type { SearchResults } from './types'

const accounts = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `a${from + i}` }) as Account)
const statuses = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${from + i}` }) as Status)
const page = (a: Account[], s: Status[] = [], tags: string[] = []): SearchResults => ({
  accounts: a,
  statuses: s,
  hashtags: tags.map((name) => ({ name })),
})

describe('search paging', () => {
  it('offers the next offset when a section holds a non-zero multiple of 20', () => {
    expect(nextSearchOffset([page(accounts(0, 20))])).toBe(20)
    expect(nextSearchOffset([page(accounts(0, 3), statuses(0, 20))])).toBe(20)
    expect(nextSearchOffset([page(accounts(0, 20)), page(accounts(20, 20))])).toBe(40)
  })

  it('stops when no section is a multiple of 20, when empty, or when a page brings nothing', () => {
    expect(nextSearchOffset([page(accounts(0, 19), statuses(0, 5), ['x'])])).toBeUndefined()
    expect(nextSearchOffset([page([])])).toBeUndefined()
    expect(nextSearchOffset([page(accounts(0, 20)), page([])])).toBeUndefined()
    expect(nextSearchOffset([page(accounts(0, 20)), page(accounts(20, 7))])).toBeUndefined()
  })

  it('merges pages without repeating a result and counts every kind', () => {
    const merged = mergeSearchPages([
      page(accounts(0, 2), statuses(0, 1), ['Tag']),
      page(accounts(1, 2), [], ['tag', 'other']),
    ])
    expect(merged.accounts.map((a) => a.id)).toEqual(['a0', 'a1', 'a2'])
    expect(merged.hashtags.map((h) => h.name)).toEqual(['Tag', 'other'])
    expect(resultCount(merged)).toBe(6)
  })
})
