import { describe, expect, it } from 'vitest'
import { mediaTypeOf, selectFiles } from './media-files'
import { acceptList } from './media-rules'

const types = ['image/png', 'image/jpeg', 'video/mp4', 'video/x-m4v']
const file = (name: string, type: string) => ({ name, type })

describe('supported media types', () => {
  it('lists the instance types, plus .m4v when video/x-m4v is supported', () => {
    expect(acceptList(types)).toBe('image/png,image/jpeg,video/mp4,video/x-m4v,.m4v')
    expect(acceptList(['image/png'])).toBe('image/png')
  })
  it('takes the browser type when supported, else recognises .m4v by name', () => {
    expect(mediaTypeOf(file('a.png', 'image/png'), types)).toBe('image/png')
    expect(mediaTypeOf(file('clip.M4V', ''), types)).toBe('video/x-m4v')
    expect(mediaTypeOf(file('clip.m4v', ''), ['video/mp4'])).toBeNull()
    expect(mediaTypeOf(file('a.exe', 'application/x-msdownload'), types)).toBeNull()
  })
})

describe('selectFiles', () => {
  it('accepts supported files up to the maximum and names the unsupported ones', () => {
    const result = selectFiles(
      [
        file('a.png', 'image/png'),
        file('b.txt', 'text/plain'),
        file('c.jpg', 'image/jpeg'),
        file('d.png', 'image/png'),
      ],
      types,
      1,
      3,
    )
    expect(result.accepted.map((a) => a.file.name)).toEqual(['a.png', 'c.jpg'])
    expect(result.unsupported).toEqual(['b.txt'])
    expect(result.overLimit).toBe(1)
  })
})
