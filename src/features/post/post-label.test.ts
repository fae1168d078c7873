import { describe, expect, it } from 'vitest'
import type { Status } from '@/api/statuses/types'
import { plainText } from '@/lib/plain-text'
import { excerpt, postLabel, spokenTime } from './post-label'

const NOW = new Date('2025-06-10T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString()

const post = (extra: Partial<Status> = {}): Status =>
  ({
    id: 's1',
    created_at: ago(5 * 60_000),
    account: { id: 'a1', username: 'bob', acct: 'bob', display_name: 'Bob\u0007 B.' },
    content: '<p>Fresh <strong>bread</strong> &amp; jam</p><p>today</p>',
    sensitive: false,
    spoiler_text: '',
    reblog: null,
    poll: null,
    media_attachments: [],
    ...extra,
  }) as Status

const label = (status: Status, contentWarnings = true) => postLabel(status, { now: NOW, locale: 'en', contentWarnings })

describe('postLabel', () => {
  it('gives author, time and the start of the text', () => {
    expect(label(post())).toBe('Bob B., 5 minutes ago: Fresh bread & jam today')
  })

  it('cuts long text near 80 characters at a word', () => {
    const words = 'lorem ipsum dolor sit amet '.repeat(10)
    const result = label(post({ content: `<p>${words}</p>` }))
    const text = result.slice('Bob B., 5 minutes ago: '.length)
    expect(text.endsWith('…')).toBe(true)
    expect([...text].length).toBeLessThanOrEqual(81)
    expect(words.startsWith(text.slice(0, -1))).toBe(true)
  })

  it('names both people of a repost, with the original’s time', () => {
    const original = post({
      id: 'o1',
      created_at: ago(3 * 3600_000),
      account: { id: 'a2', username: 'carol', acct: 'carol', display_name: null } as Status['account'],
    })
    const repost = post({
      id: 'r1',
      account: { id: 'a3', username: 'dan', acct: 'dan', display_name: 'Dan' } as Status['account'],
      reblog: original,
      content: '',
    })
    expect(label(repost)).toBe('Repost by Dan of carol, 3 hours ago: Fresh bread & jam today')
  })

  it('gives the warning instead of the text of a sensitive post', () => {
    expect(label(post({ sensitive: true, spoiler_text: 'Food pics' }))).toBe(
      'Bob B., 5 minutes ago: Content warning: Food pics',
    )
    expect(label(post({ sensitive: true }))).toBe('Bob B., 5 minutes ago: Content warning: sensitive content')
    // A viewer who turned warnings off sees the text, and hears it.
    expect(label(post({ sensitive: true }), false)).toBe('Bob B., 5 minutes ago: Fresh bread & jam today')
  })

  it('mentions attachments and a poll, also without text', () => {
    const media = [{ id: 'm1' }, { id: 'm2' }] as Status['media_attachments']
    expect(label(post({ content: '', media_attachments: media }))).toBe('Bob B., 5 minutes ago: 2 attachments')
    expect(label(post({ poll: { id: 'p' } as Status['poll'] }))).toBe(
      'Bob B., 5 minutes ago: Fresh bread & jam today, poll',
    )
    expect(label(post({ content: '' }))).toBe('Bob B., 5 minutes ago')
  })
})

describe('spokenTime', () => {
  it('reads a relative time within a week, then the date', () => {
    expect(spokenTime(new Date(ago(10_000)), NOW, 'en')).toBe('now')
    expect(spokenTime(new Date(ago(60_000)), NOW, 'en')).toBe('1 minute ago')
    expect(spokenTime(new Date(ago(26 * 3600_000)), NOW, 'en')).toBe('yesterday')
    expect(spokenTime(new Date(ago(3 * 86400_000)), NOW, 'en')).toBe('3 days ago')
    expect(spokenTime(new Date(ago(30 * 86400_000)), NOW, 'en')).toMatch(/^May 11, 2025/)
  })
})

describe('plainText and excerpt', () => {
  it('drops tags, decodes entities and squeezes spaces', () => {
    expect(plainText('<p>a<br>b</p><p>&lt;c&gt; &#128512; &#x41;&nbsp;&bogus;</p>')).toBe('a b <c> 😀 A &bogus;')
  })

  it('keeps short text and counts characters, not code units', () => {
    expect(excerpt('short')).toBe('short')
    expect(excerpt('😀'.repeat(90), 80)).toBe(`${'😀'.repeat(80)}…`)
  })
})
