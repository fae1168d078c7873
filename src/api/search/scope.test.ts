import { describe, expect, it } from 'vitest'
import { readSearch, scopedQuery, sectionRequest, suggestionRequests } from './scope'

describe('readSearch', () => {
  it('reads the scope from the prefix, and a plain query as all', () => {
    expect(readSearch(' coffee ')).toEqual({ scope: 'all', text: 'coffee' })
    expect(readSearch('>cold brew')).toEqual({ scope: 'posts', text: 'cold brew' })
    expect(readSearch('#coffee')).toEqual({ scope: 'tags', text: 'coffee' })
    expect(readSearch('@carol')).toEqual({ scope: 'accounts', text: 'carol' })
    expect(readSearch('acct:mira@remote.example')).toEqual({ scope: 'accounts', text: 'mira@remote.example' })
    expect(readSearch('https://remote.example/@mira')).toEqual({
      scope: 'lookup',
      text: 'https://remote.example/@mira',
    })
  })

  it('writes a scoped query back', () => {
    expect(scopedQuery('posts', ' coffee ')).toBe('>coffee')
    expect(scopedQuery('tags', 'coffee')).toBe('#coffee')
    expect(scopedQuery('accounts', 'coffee')).toBe('@coffee')
  })
})

describe('sectionRequest', () => {
  it('asks for accounts by type, hashtags with #, posts by type for one word', () => {
    expect(sectionRequest('accounts', 'coffee')).toEqual({ q: 'coffee', type: 'accounts' })
    expect(sectionRequest('tags', 'coffee')).toEqual({ q: '#coffee' })
    expect(sectionRequest('posts', 'coffee')).toEqual({ q: 'coffee', type: 'statuses' })
  })

  it('skips what Mitra cannot find: several words are no address and no hashtag', () => {
    expect(sectionRequest('accounts', 'cold brew')).toBeNull()
    expect(sectionRequest('tags', 'cold brew')).toBeNull()
    expect(sectionRequest('posts', 'cold brew')).toEqual({ q: 'cold brew', type: 'statuses' })
    expect(sectionRequest('tags', 'café')).toEqual({ q: '#café' })
    expect(sectionRequest('accounts', 'café')).toBeNull()
    expect(sectionRequest('posts', '  ')).toBeNull()
  })
})

describe('suggestionRequests', () => {
  it('suggests accounts and hashtags for a plain word of two characters or more', () => {
    expect(suggestionRequests('coff')).toEqual({ accounts: { q: 'coff', type: 'accounts' }, tags: { q: '#coff' } })
    expect(suggestionRequests('c')).toEqual({ accounts: null, tags: null })
  })

  it('follows the prefix, and suggests nothing for post text or a URL', () => {
    expect(suggestionRequests('@car')).toEqual({ accounts: { q: 'car', type: 'accounts' }, tags: null })
    expect(suggestionRequests('#cof')).toEqual({ accounts: null, tags: { q: '#cof' } })
    expect(suggestionRequests('>coffee')).toEqual({ accounts: null, tags: null })
    expect(suggestionRequests('https://remote.example')).toEqual({ accounts: null, tags: null })
    expect(suggestionRequests('cold brew')).toEqual({ accounts: null, tags: null })
  })
})
