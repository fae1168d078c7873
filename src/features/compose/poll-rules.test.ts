import { describe, expect, it } from 'vitest'
import { makeInstance } from '@/lib/testing/fixtures'
import { clampDuration, durationSeconds, growOptions, maxPollOptions, pollInput } from './poll-fields'
import { cleanOptions, newPoll, pollIsComplete } from './poll-rules'

describe('poll options', () => {
  it('starts with two blank options, one day, single choice', () => {
    expect(newPoll()).toEqual({ options: ['', ''], duration: 1, unit: 'day', multiple: false })
  })
  it('adds a blank field once every field is filled, up to six', () => {
    expect(growOptions(['a', ''])).toEqual(['a', ''])
    expect(growOptions(['a', 'b'])).toEqual(['a', 'b', ''])
    expect(growOptions(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', ''])
    expect(growOptions(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd', 'e', ''])
    expect(growOptions(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(growOptions(['a'])).toEqual(['a', ''])
  })
  it('grows up to the limit it is given', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `o${i}`)
    expect(growOptions(twenty.slice(0, 6), 20)).toEqual([...twenty.slice(0, 6), ''])
    expect(growOptions(twenty.slice(0, 19), 20)).toEqual([...twenty.slice(0, 19), ''])
    expect(growOptions(twenty, 20)).toEqual(twenty)
  })
  it("takes the instance's limit after Mitra 3.21, and spec §9's six on 3.21 or an unknown release", () => {
    const on = (release: string, max_options: number) => {
      const instance = makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` })
      return {
        ...instance,
        configuration: { ...instance.configuration, polls: { ...instance.configuration.polls!, max_options } },
      }
    }
    expect(maxPollOptions(on('5.9.1', 20))).toBe(20)
    expect(maxPollOptions(on('4.5.0', 15))).toBe(15)
    expect(maxPollOptions(on('3.21.0', 10))).toBe(6)
    expect(maxPollOptions(makeInstance({ version: '4.0.0' }))).toBe(6)
    expect(maxPollOptions(undefined)).toBe(6)
  })
  it('treats white space as blank', () => {
    expect(growOptions(['a', '  '])).toEqual(['a', '  '])
  })
  it('drops blank options and trims the rest', () => {
    expect(cleanOptions([' yes ', '', 'no', '   '])).toEqual(['yes', 'no'])
  })
  it('needs two options', () => {
    expect(pollIsComplete({ ...newPoll(), options: ['a', ' '] })).toBe(false)
    expect(pollIsComplete({ ...newPoll(), options: ['a', 'b', ''] })).toBe(true)
  })
})

describe('poll duration', () => {
  it('is the number times 3600 s for hours or 86400 s for days', () => {
    expect(durationSeconds(1, 'day')).toBe(86_400)
    expect(durationSeconds(3, 'day')).toBe(259_200)
    expect(durationSeconds(1, 'hour')).toBe(3600)
    expect(durationSeconds(12, 'hour')).toBe(43_200)
  })
  it('is at least 1 whole unit', () => {
    expect(clampDuration(0)).toBe(1)
    expect(clampDuration(-4)).toBe(1)
    expect(clampDuration(Number.NaN)).toBe(1)
    expect(clampDuration(2.7)).toBe(2)
    expect(durationSeconds(0, 'hour')).toBe(3600)
  })
  it('builds the create call input', () => {
    expect(pollInput({ options: ['a', '', 'b'], duration: 2, unit: 'hour', multiple: true })).toEqual({
      options: ['a', 'b'],
      expiresIn: 7200,
      multiple: true,
    })
  })
})
