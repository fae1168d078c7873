import { describe, expect, it } from 'vitest'
import { clampDuration, durationSeconds, growOptions, pollInput } from './poll-fields'
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
