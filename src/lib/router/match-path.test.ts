import { describe, expect, it } from 'vitest'
import { matchPath, matchRoutes } from './match-path'

describe('matchPath', () => {
  it('matches literal paths, with or without a trailing slash, ignoring case', () => {
    expect(matchPath('/about', '/about')?.params).toEqual({})
    expect(matchPath('/about', '/about/')).not.toBeNull()
    expect(matchPath('/about', '/About')).not.toBeNull()
    expect(matchPath('/', '/')).not.toBeNull()
    expect(matchPath('/', '/about')).toBeNull()
    expect(matchPath('/about', '/about/more')).toBeNull()
    expect(matchPath('/settings/profile', '/settings')).toBeNull()
  })

  it('reads :param segments and decodes them', () => {
    expect(matchPath('/post/:postId', '/post/abc')?.params).toEqual({ postId: 'abc' })
    expect(matchPath('/tag/:tagName', '/tag/caf%C3%A9')?.params).toEqual({ tagName: 'café' })
    expect(matchPath('/custom-feed/:feedId/timeline', '/custom-feed/7/timeline/')?.params).toEqual({ feedId: '7' })
    expect(matchPath('/post/:postId', '/post')).toBeNull()
    expect(matchPath('/post/:postId', '/post/')).toBeNull()
    // A malformed escape matches nothing rather than throwing.
    expect(matchPath('/tag/:tagName', '/tag/%E0%A4%A')).toBeNull()
  })

  it('reads a parameter after a literal prefix: /@:acct', () => {
    expect(matchPath('/@:acct', '/@bob')?.params).toEqual({ acct: 'bob' })
    expect(matchPath('/@:acct', '/@bob@example.org')?.params).toEqual({ acct: 'bob@example.org' })
    expect(matchPath('/@:acct', '/%40bob')).toBeNull()
    expect(matchPath('/@:acct/gallery', '/@bob/gallery')?.params).toEqual({ acct: 'bob' })
    expect(matchPath('/@:acct', '/bob')).toBeNull()
    expect(matchPath('/@:acct', '/@')).toBeNull()
    expect(matchPath('/@:acct', '/@bob/gallery')).toBeNull()
  })

  it('catches the rest with *', () => {
    expect(matchPath('*', '/no/such/page')?.params).toEqual({ '*': 'no/such/page' })
    expect(matchPath('/*', '/')?.params).toEqual({ '*': '' })
    expect(matchPath('/files/*', '/files/a%20b/c')?.params).toEqual({ '*': 'a b/c' })
    expect(matchPath('/files/*', '/other')).toBeNull()
    expect(() => matchPath('/*/x', '/a/x')).toThrow()
  })

  it('picks the first matching route', () => {
    const routes = [{ path: '/post/:id' }, { path: '/@:acct' }, { path: '*' }]
    expect(matchRoutes(routes, '/post/1')).toEqual({ route: routes[0], params: { id: '1' } })
    expect(matchRoutes(routes, '/@alice')?.route).toBe(routes[1])
    expect(matchRoutes(routes, '/elsewhere')?.route).toBe(routes[2])
    expect(matchRoutes(routes.slice(0, 2), '/elsewhere')).toBeNull()
  })
})
