import { describe, expect, it } from 'vitest'
import { pollLeaders } from './poll-leaders'

const options = (...counts: (number | null)[]) =>
  counts.map((votes_count, i) => ({ title: `Option ${i}`, votes_count }))

describe('pollLeaders', () => {
  it('is the option with the most votes', () => {
    expect([...pollLeaders(options(3, 1, 1))]).toEqual([0])
    expect([...pollLeaders(options(1, 0, 4, 2))]).toEqual([2])
  })

  it('marks every option of a tie for the lead', () => {
    expect([...pollLeaders(options(2, 5, 5, 1))]).toEqual([1, 2])
    expect([...pollLeaders(options(1, 1, 1))]).toEqual([0, 1, 2])
  })

  it('marks nobody while there are no votes or the counts are hidden', () => {
    expect(pollLeaders(options(0, 0)).size).toBe(0)
    expect(pollLeaders(options(null, null)).size).toBe(0)
    expect(pollLeaders([]).size).toBe(0)
  })

  it('counts a hidden count as no votes beside a known one', () => {
    expect([...pollLeaders(options(null, 2))]).toEqual([1])
  })
})
