import { describe, expect, it } from 'vitest'
import { GROUP_NAME_MAX, groupNameProblem } from './name-rules'

describe('groupNameProblem', () => {
  it('takes letters of either case, digits, hyphens and underscores', () => {
    expect(groupNameProblem('Book_club-2')).toBeNull()
    expect(groupNameProblem('a'.repeat(GROUP_NAME_MAX))).toBeNull()
  })

  it('refuses an empty name, a longer one and other characters', () => {
    expect(groupNameProblem('')).toBe('empty')
    expect(groupNameProblem('a'.repeat(GROUP_NAME_MAX + 1))).toBe('too-long')
    for (const name of ['book club', 'café', 'readers.', '@readers']) expect(groupNameProblem(name)).toBe('characters')
  })
})
