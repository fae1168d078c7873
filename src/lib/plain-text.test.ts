import { describe, expect, it } from 'vitest'
import type { Status } from '@/api/statuses/types'
import { plainText, postPlainText } from './plain-text'

describe('plain text of a post', () => {
  it('drops tags, decodes entities and joins paragraphs', () => {
    expect(plainText('<p>One &amp; <a href="x">two</a></p><p>three&#39;s&nbsp;<br>four &#x1F642;</p>')).toBe(
      "One & two three's four 🙂",
    )
    expect(plainText('&bogus; &#0;')).toBe('&bogus; &#0;')
  })

  it('reads the original of a repost, with its warning', () => {
    const original = { content: '<p>hi</p>', spoiler_text: 'cw', account: { display_name: '', username: 'bob' } }
    const repost = {
      content: '',
      reblog: original,
      account: { display_name: 'Alice', username: 'alice' },
    } as unknown as Status
    expect(postPlainText(repost)).toBe('bob · cw · hi')
  })

  it('names the author as every screen does: control characters out, the username when empty', () => {
    const post = {
      content: '<p>x</p>',
      spoiler_text: '',
      reblog: null,
      account: { display_name: '\u202eMallory\u0007', username: 'm' },
    } as unknown as Status
    expect(postPlainText(post)).toBe('Mallory · x')
  })
})
