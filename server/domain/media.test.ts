import { describe, expect, it } from 'vitest'
import { decodeBase64 } from './media'

describe('decodeBase64', () => {
  it('decodes padded and unpadded-length-4 text', () => {
    expect(decodeBase64('aGk=').toString()).toBe('hi')
    expect(decodeBase64('aGV5').toString()).toBe('hey')
    expect(decodeBase64('').length).toBe(0)
  })

  it('refuses text that is not base64', () => {
    for (const bad of ['aGk', 'a=Gk', 'aG!k', 'aGk===', 'aGk=\n'])
      expect(() => decodeBase64(bad), bad).toThrow('base64 decoding error')
  })

  it('decodes megabytes without running out of stack', () => {
    const file = Buffer.alloc(5 * 1024 * 1024, 7)
    expect(decodeBase64(file.toString('base64')).equals(file)).toBe(true)
  })
})
