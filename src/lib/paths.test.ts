import { describe, expect, it } from 'vitest'
import { findRoute } from '@/app/routes'
import {
  acctSegment,
  customFeedTimelinePath,
  pathSegment,
  postPath,
  profileByIdSubscriptionPath,
  profilePath,
  profileSubscriptionPath,
  searchPath,
  tagPath,
} from './paths'
import { customFeedPath, profileByIdPath, profileGalleryPath, subscriberPath } from './paths-later'
import { parsePath } from './router'

/** The route a built path opens, with its parameters, after the browser has parsed the URL. */
function open(path: string) {
  const url = new URL(path, 'https://parley.example')
  // The browser keeps the path as built: nothing is resolved away or re-encoded.
  expect(url.pathname).toBe(parsePath(path).pathname)
  const match = findRoute(parsePath(path).pathname)
  return { pattern: match?.route.path, params: match?.params, search: url.searchParams }
}

const odd = ['a/b', 'what?', 'x#y', '100%', 'two words', '...', 'é日本', 'a&b=c', "it's", 'a\\b']

describe('profile paths', () => {
  it('spell ordinary handles as people type them', () => {
    expect(profilePath('bob')).toBe('/@bob')
    expect(profilePath('bob@example.org')).toBe('/@bob@example.org')
    expect(profilePath('bob@localhost:8380')).toBe('/@bob@localhost:8380')
    expect(profilePath('Bob_1.x-y')).toBe('/@Bob_1.x-y')
    expect(profileGalleryPath('bob@example.org')).toBe('/@bob@example.org/gallery')
    expect(profileSubscriptionPath('bob')).toBe('/@bob/subscription')
  })

  it('encode what would end the segment or change its meaning, and the router reads the handle back', () => {
    expect(profilePath('a/b?c#d%e f')).toBe('/@a%2Fb%3Fc%23d%25e%20f')
    for (const name of odd.map((o) => `${o}@example.org`)) {
      expect(open(profilePath(name))).toMatchObject({ pattern: '/@:acct', params: { acct: name } })
      expect(open(profileGalleryPath(name))).toMatchObject({ pattern: '/@:acct/gallery', params: { acct: name } })
      expect(open(profileSubscriptionPath(name))).toMatchObject({
        pattern: '/@:acct/subscription',
        params: { acct: name },
      })
    }
  })

  it('by id, for accounts whose handle is a URL', () => {
    expect(profileByIdPath('9')).toBe('/profile/9')
    expect(open(profileByIdPath('a/b'))).toMatchObject({ pattern: '/profile/:profileId', params: { profileId: 'a/b' } })
    expect(open(profileByIdSubscriptionPath('%41'))).toMatchObject({
      pattern: '/profile/:profileId/subscription',
      params: { profileId: '%41' },
    })
    expect(open(subscriberPath('x?y'))).toMatchObject({
      pattern: '/subscriber/:profileId',
      params: { profileId: 'x?y' },
    })
  })
})

describe('post, tag and feed paths', () => {
  it('look as before for ordinary values', () => {
    expect(postPath('01J5')).toBe('/post/01J5')
    expect(postPath('01J5', 'quote')).toBe('/post/01J5?quote=1')
    expect(postPath('01J5', 'reply')).toBe('/post/01J5?reply=1')
    expect(tagPath('cats')).toBe('/tag/cats')
    expect(customFeedPath('3')).toBe('/custom-feed/3')
    expect(customFeedTimelinePath('3')).toBe('/custom-feed/3/timeline')
  })

  it('open the right screen with the value unchanged, whatever it holds', () => {
    for (const value of odd) {
      expect(open(postPath(value))).toMatchObject({ pattern: '/post/:postId', params: { postId: value } })
      expect(open(tagPath(value))).toMatchObject({ pattern: '/tag/:tagName', params: { tagName: value } })
      expect(open(customFeedPath(value))).toMatchObject({ pattern: '/custom-feed/:feedId', params: { feedId: value } })
      expect(open(customFeedTimelinePath(value))).toMatchObject({
        pattern: '/custom-feed/:feedId/timeline',
        params: { feedId: value },
      })
    }
    const quote = open(postPath('a?b#c', 'quote'))
    expect(quote).toMatchObject({ pattern: '/post/:postId', params: { postId: 'a?b#c' } })
    expect(quote.search.get('quote')).toBe('1')
  })
})

describe('search path', () => {
  it('carries any query whole', () => {
    expect(searchPath('cats')).toBe('/search?q=cats')
    for (const query of [...odd, '#tag & more', '@bob@example.org', 'a+b']) {
      const { pattern, search } = open(searchPath(query))
      expect(pattern).toBe('/search')
      expect(search.get('q')).toBe(query)
      expect([...search.keys()]).toEqual(['q'])
    }
  })
})

describe('segments', () => {
  it('never leave a separator, a space or a bare percent sign', () => {
    for (const value of odd) {
      expect(pathSegment(value)).not.toMatch(/[/?#\\ ]|%(?![0-9A-F]{2})/)
      expect(acctSegment(value)).not.toMatch(/[/?#\\ ]|%(?![0-9A-F]{2})/)
    }
    expect(acctSegment('bob@example.org:443')).toBe('bob@example.org:443')
    expect(pathSegment('bob@example.org')).toBe('bob%40example.org')
  })
})
