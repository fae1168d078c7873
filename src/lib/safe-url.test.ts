import { describe, expect, it } from 'vitest'
import { safeUrl } from './safe-url'

describe('safeUrl', () => {
  it('keeps http(s) addresses and paths on this site', () => {
    expect(safeUrl('https://social.example/media/a.png')).toBe('https://social.example/media/a.png')
    expect(safeUrl('HTTP://social.example/a')).toBe('HTTP://social.example/a')
    expect(safeUrl('/media/a.png')).toBe('/media/a.png')
  })

  it('refuses every other scheme, also disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'monero:4abc',
      'blob:https://x/y',
    ]) {
      expect(safeUrl(url), url).toBeNull()
    }
  })

  it('refuses addresses that would leave for another host without a scheme, and empty ones', () => {
    for (const url of ['//evil.example/a', '/\\evil.example/a', 'https:///evil', 'media/a.png', '', null, undefined]) {
      expect(safeUrl(url), String(url)).toBeNull()
    }
  })
})
