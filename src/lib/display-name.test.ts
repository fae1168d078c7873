import { describe, expect, it } from 'vitest'
import { displayNameOf, stripControlCharacters } from './display-name'

describe('display names', () => {
  it('removes control characters', () => {
    expect(displayNameOf({ display_name: 'Al\u0000i\u0007ce\u009b', username: 'alice' })).toBe('Alice')
    expect(stripControlCharacters('a\nb\tc\u007f')).toBe('abc')
  })

  it('removes bidi overrides but keeps emoji sequences', () => {
    expect(displayNameOf({ display_name: '\u202eevil\u202c', username: 'x' })).toBe('evil')
    expect(displayNameOf({ display_name: 'Ann 👩‍💻', username: 'ann' })).toBe('Ann 👩‍💻')
  })

  it('removes what shows nothing, so that no name passes for another', () => {
    for (const name of [
      'Ad\u200bmin',
      'Ad\u200emin\u200f',
      '\ufeffAdmin',
      'Ad\u00admin',
      'Ad\u2060min',
      'Ad\u200dmin',
      'Ad\u200cmin',
      'Ad\ufe0fmin',
      'Admin\u3164',
      '\u061cAdmin',
      'Ad\u034fmin',
      'Ad\u180bmin',
    ]) {
      expect(displayNameOf({ display_name: name, username: 'x' })).toBe('Admin')
    }
    // A name of nothing but fillers is no name.
    expect(displayNameOf({ display_name: '\u3164\u200b\u200d', username: 'x' })).toBe('x')
  })

  it('keeps the joiners that emoji sequences and other scripts need', () => {
    // Family, rainbow flag, keycap, a Persian word with a non-joiner, a Devanagari half form.
    for (const name of ['👨\u200d👩\u200d👧', '🏳\ufe0f\u200d🌈', '1\ufe0f\u20e3', 'می\u200cخواهم', 'क्\u200dष']) {
      expect(displayNameOf({ display_name: name, username: 'x' })).toBe(name)
    }
  })

  it('falls back to the username when nothing printable is left', () => {
    expect(displayNameOf({ display_name: null, username: 'alice' })).toBe('alice')
    expect(displayNameOf({ display_name: '', username: 'alice' })).toBe('alice')
    expect(displayNameOf({ display_name: ' \u0001 ', username: 'alice' })).toBe('alice')
  })
})
