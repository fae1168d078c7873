// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { emojifyHtml, splitEmojiText } from './custom-emoji'

const emojis = [
  { shortcode: 'blob', url: 'https://img.example/blob.png' },
  { shortcode: 'evil', url: 'javascript:alert(1)' },
  { shortcode: 'x"onerror="alert(1)', url: 'https://img.example/x.png' },
]

describe('splitEmojiText', () => {
  it('splits known shortcodes out of text and leaves unknown ones', () => {
    expect(splitEmojiText('hi :blob: and :nope:', emojis)).toEqual([
      'hi ',
      { shortcode: 'blob', url: 'https://img.example/blob.png' },
      ' and :nope:',
    ])
  })
  it('drops emojis with an unsafe address', () => {
    expect(splitEmojiText(':evil:', emojis)).toEqual([':evil:'])
  })
})

describe('emojifyHtml', () => {
  it('replaces :shortcode: with an image whose alt and title are the shortcode', () => {
    const html = emojifyHtml('<p>hi :blob:</p>', emojis, 'emoji')
    const template = document.createElement('template')
    template.innerHTML = html
    const img = template.content.querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://img.example/blob.png')
    expect(img.getAttribute('alt')).toBe(':blob:')
    expect(img.getAttribute('title')).toBe(':blob:')
    expect(img.getAttribute('class')).toBe('emoji')
  })

  it('cannot inject markup through a shortcode, text or address', () => {
    const nasty = [{ shortcode: 'a', url: 'https://img.example/a.png?"><script>alert(1)</script>' }]
    const html = emojifyHtml('<p>&lt;b&gt; :a: :x"onerror="alert(1):</p>', [...nasty, ...emojis], 'emoji')
    const template = document.createElement('template')
    template.innerHTML = html
    expect(template.content.querySelector('script')).toBeNull()
    expect(template.content.querySelector('b')).toBeNull()
    const imgs = template.content.querySelectorAll('img')
    expect(imgs).toHaveLength(1)
    expect(imgs[0]!.getAttribute('onerror')).toBeNull()
    expect(imgs[0]!.getAttribute('src')).toBe('https://img.example/a.png?"><script>alert(1)</script>')
  })

  it('leaves code, unknown shortcodes and emoji-less posts alone', () => {
    expect(emojifyHtml('<p><code>:blob:</code> :nope:</p>', emojis, 'emoji')).toBe('<p><code>:blob:</code> :nope:</p>')
    expect(emojifyHtml('<p>:blob:</p>', [], 'emoji')).toBe('<p>:blob:</p>')
  })
})
