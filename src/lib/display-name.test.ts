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

  it('falls back to the username when nothing printable is left', () => {
    expect(displayNameOf({ display_name: null, username: 'alice' })).toBe('alice')
    expect(displayNameOf({ display_name: '', username: 'alice' })).toBe('alice')
    expect(displayNameOf({ display_name: ' \u0001 ', username: 'alice' })).toBe('alice')
  })
})
