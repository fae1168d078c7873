import { describe, expect, it } from 'vitest'
import { bannerOf } from './banner'

describe('bannerOf', () => {
  it("is the header image, or null for none and for Mitra's default identicon header", () => {
    expect(bannerOf({ header: 'https://x.test/media/b.png' })).toBe('https://x.test/media/b.png')
    expect(bannerOf({ header: null })).toBeNull()
    expect(bannerOf({ header: '' })).toBeNull()
    expect(bannerOf({ header: 'https://x.test/api/v1/accounts/identicon' })).toBeNull()
    expect(bannerOf({ header: 'https://x.test/api/v1/accounts/identicon?input=a' })).toBeNull()
  })
})
