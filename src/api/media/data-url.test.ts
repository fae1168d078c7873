import { describe, expect, it } from 'vitest'
import { normalizeDescription } from './endpoints'
import { INVALID_DATA_URL, parseDataUrl } from './data-url'

describe('parseDataUrl', () => {
  it('splits data:type/subtype;base64,data', () => {
    expect(parseDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({ mediaType: 'image/png', data: 'iVBORw0KGgo=' })
    expect(parseDataUrl('data:video/x-m4v;base64,AAAA')).toEqual({ mediaType: 'video/x-m4v', data: 'AAAA' })
    expect(parseDataUrl('data:text/plain;charset=utf-8;base64,aGk=')).toEqual({ mediaType: 'text/plain', data: 'aGk=' })
  })
  it("raises 'invalid data URL' for anything else", () => {
    for (const bad of [
      '',
      'hello',
      'data:,hello',
      'data:image/png,abc',
      'data:image;base64,AAAA',
      'data:image/png;base64,not base64!',
      'http://x/y.png',
    ]) {
      expect(() => parseDataUrl(bad), bad).toThrow(INVALID_DATA_URL)
    }
    expect(INVALID_DATA_URL).toBe('invalid data URL')
  })
})

describe('normalizeDescription', () => {
  it('trims, and makes an empty description null', () => {
    expect(normalizeDescription('  a cat  ')).toBe('a cat')
    expect(normalizeDescription('   ')).toBeNull()
    expect(normalizeDescription('')).toBeNull()
    expect(normalizeDescription(null)).toBeNull()
  })
})
