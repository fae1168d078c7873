import { describe, expect, it } from 'vitest'
import { comboboxKey } from './search-combobox'

describe('comboboxKey', () => {
  it('opens on an arrow when closed, then moves through the options and wraps', () => {
    expect(comboboxKey('ArrowDown', { open: false, active: -1, count: 3 })).toEqual({ type: 'open' })
    expect(comboboxKey('ArrowDown', { open: true, active: -1, count: 3 })).toEqual({ type: 'move', active: 0 })
    expect(comboboxKey('ArrowDown', { open: true, active: 2, count: 3 })).toEqual({ type: 'move', active: 0 })
    expect(comboboxKey('ArrowUp', { open: true, active: -1, count: 3 })).toEqual({ type: 'move', active: 2 })
    expect(comboboxKey('ArrowUp', { open: true, active: 1, count: 3 })).toEqual({ type: 'move', active: 0 })
    expect(comboboxKey('ArrowDown', { open: true, active: -1, count: 0 })).toEqual({ type: 'none' })
  })

  it('Enter chooses the active option, or submits the text when none is active', () => {
    expect(comboboxKey('Enter', { open: true, active: 1, count: 3 })).toEqual({
      type: 'choose',
      index: 1,
    })
    expect(comboboxKey('Enter', { open: true, active: -1, count: 3 })).toEqual({
      type: 'none',
    })
    expect(comboboxKey('Enter', { open: false, active: 1, count: 3 })).toEqual({
      type: 'none',
    })
    expect(comboboxKey('Enter', { open: true, active: 3, count: 3 })).toEqual({
      type: 'none',
    })
  })

  it('Escape closes an open list and is left alone otherwise', () => {
    expect(comboboxKey('Escape', { open: true, active: 0, count: 3 })).toEqual({
      type: 'close',
    })
    expect(comboboxKey('Escape', { open: false, active: -1, count: 3 })).toEqual({ type: 'none' })
    expect(comboboxKey('a', { open: true, active: 0, count: 3 })).toEqual({
      type: 'none',
    })
  })
})
