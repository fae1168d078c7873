import { describe, expect, it } from 'vitest'
import { createPath, isExternal, parsePath, resolvePath } from './path'

describe('paths', () => {
  it('splits a path into pathname, search and hash, and joins it again', () => {
    expect(parsePath('/search?q=a%20b#top')).toEqual({ pathname: '/search', search: '?q=a%20b', hash: '#top' })
    expect(parsePath('/home')).toEqual({ pathname: '/home', search: '', hash: '' })
    expect(parsePath('?q=1')).toEqual({ pathname: '/', search: '?q=1', hash: '' })
    expect(parsePath('/a?#')).toEqual({ pathname: '/a', search: '', hash: '' })
    expect(createPath(parsePath('/tag/x?y=1#z'))).toBe('/tag/x?y=1#z')
  })

  it('resolves relative paths like a browser', () => {
    expect(resolvePath('/about', '/home').pathname).toBe('/about')
    expect(resolvePath('gallery', '/profile/1/').pathname).toBe('/profile/1/gallery')
    expect(resolvePath('../2', '/post/1/x').pathname).toBe('/post/2')
    expect(resolvePath('?q=x', '/search')).toEqual({ pathname: '/search', search: '?q=x', hash: '' })
  })

  it('tells app paths from other places', () => {
    expect(isExternal('https://example.org/')).toBe(true)
    expect(isExternal('mailto:a@b.c')).toBe(true)
    expect(isExternal('//cdn.example/x')).toBe(true)
    expect(isExternal('/@bob@example.org')).toBe(false)
    expect(isExternal('post/1')).toBe(false)
  })
})
