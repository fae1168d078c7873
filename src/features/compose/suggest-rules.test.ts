import { describe, expect, it } from 'vitest'
import { insertEmoji } from './insert-emoji'
import { EMOJI_SUGGESTION_LIMIT, insertCompletion, matchEmojis, mentionSuggestions, tokenAt } from './suggest-rules'

const at = (text: string) => tokenAt(text, text.length)

describe('tokenAt', () => {
  it('needs a colon plus at least 2 characters for emojis', () => {
    expect(at('hi :')).toBeNull()
    expect(at('hi :b')).toBeNull()
    expect(at('hi :bl')).toEqual({ kind: 'emoji', query: 'bl', start: 3, end: 6 })
    expect(at(':blob_cat')).toEqual({ kind: 'emoji', query: 'blob_cat', start: 0, end: 9 })
  })
  it('needs @ plus at least 2 characters for mentions, remote addresses included', () => {
    expect(at('hi @')).toBeNull()
    expect(at('hi @a')).toBeNull()
    expect(at('hi @al')).toEqual({ kind: 'mention', query: 'al', start: 3, end: 6 })
    expect(at('(@bob@remote.ex')).toEqual({ kind: 'mention', query: 'bob@remote.ex', start: 1, end: 15 })
  })
  it('ignores triggers inside words, links and after a space', () => {
    expect(at('mail me at a@bc')).toBeNull()
    expect(at('https://example.com')).toBeNull()
    expect(at('time 10:30')).toBeNull()
    expect(at('@alice ')).toBeNull()
  })
  it('covers the rest of the word after the caret', () => {
    expect(tokenAt('@alice and', 3)).toEqual({ kind: 'mention', query: 'al', start: 0, end: 6 })
  })
})

describe('matchEmojis', () => {
  const emojis = ['cat', 'blobcat', 'catjam', 'dog'].map((shortcode) => ({ shortcode, url: `/e/${shortcode}.png` }))
  it('puts shortcodes starting with the query first', () => {
    expect(matchEmojis(emojis, 'CAT').map((e) => e.shortcode)).toEqual(['cat', 'catjam', 'blobcat'])
  })
  it('gives at most 10', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ shortcode: `em${i}`, url: '' }))
    expect(matchEmojis(many, 'em')).toHaveLength(EMOJI_SUGGESTION_LIMIT)
  })
})

describe('mentionSuggestions', () => {
  it('is skipped when the only result is the address already typed', () => {
    expect(mentionSuggestions([{ acct: 'alice' }], 'Alice')).toEqual([])
    expect(mentionSuggestions([{ acct: 'alice2' }], 'alice')).toEqual([{ acct: 'alice2' }])
    expect(mentionSuggestions([{ acct: 'alice' }, { acct: 'alicia' }], 'alice')).toHaveLength(2)
  })
})

describe('insertCompletion', () => {
  it('replaces the typed token and adds a space', () => {
    const token = at('hi @al')
    expect(token && insertCompletion('hi @al', token, '@alice')).toEqual({ text: 'hi @alice ', caret: 10 })
  })
  it('keeps an existing space and moves past it', () => {
    const text = 'hi :bl there'
    const token = tokenAt(text, 6)
    expect(token && insertCompletion(text, token, ':blob:')).toEqual({ text: 'hi :blob: there', caret: 10 })
  })
})

describe('insertEmoji', () => {
  it('inserts a standard emoji at the caret as it is', () => {
    expect(insertEmoji('ab', 1, 1, '🎉', false)).toEqual({ text: 'a🎉b', caret: 3 })
  })
  it('spaces a custom emoji from the words around it and replaces the selection', () => {
    expect(insertEmoji('hi there', 2, 2, 'blob', true)).toEqual({ text: 'hi :blob: there', caret: 9 })
    expect(insertEmoji('', 0, 0, 'blob', true)).toEqual({ text: ':blob: ', caret: 7 })
    expect(insertEmoji('a XX b', 2, 4, 'cat', true)).toEqual({ text: 'a :cat: b', caret: 7 })
  })
})
