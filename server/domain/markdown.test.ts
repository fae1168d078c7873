import { describe, expect, it } from 'vitest'
import { markdownLiteToHtml } from './markdown'

// Mitra 5.9.1's markdown_lite tests (mitra_utils/src/markdown.rs); the demo adds rel="noopener" to links.
const lite59 = (text: string) => markdownLiteToHtml(text, '5.9')

describe('Markdown lite, 5.9 dialect (Mitra 5.9.1 test cases)', () => {
  it('renders the full sample: h1, del, greentext, "-----" rules, lists as text', () => {
    const text =
      '# heading\n\ntest **bold** test *italic* test ~~strike~~ with `code`, <span>html</span> and https://example.com\nnew line\n\n' +
      'two new lines and a list:\n- item 1\n- item 2\n\n>greentext\n\n---\n\nimage: ![logo](logo.png)\n\ncode block:\n```\nlet test\ntest = 1\n```'
    expect(lite59(text)).toBe(
      '<h1>heading</h1><p>test <strong>bold</strong> test <em>italic</em> test <del>strike</del> with <code>code</code>, &lt;span&gt;html&lt;/span&gt;' +
        ' and <a href="https://example.com" rel="noopener">https://example.com</a>' +
        '<br>new line</p><p>two new lines and a list:</p><p>- item 1<br>- item 2</p><p>&gt;greentext</p><p>-----</p><p>image: ![logo](logo.png)</p><p>code block:</p>' +
        '<pre><code>let test\ntest = 1\n</code></pre>',
    )
  })

  it('keeps only level-1 headings', () => {
    expect(lite59('# heading1\n\n## heading2!\n\ntext')).toBe('<h1>heading1</h1><p>## heading2!</p><p>text</p>')
  })

  it('quotes "> " lines and leaves ">text" as greentext', () => {
    expect(lite59('> one\n> two\n>three\n')).toBe('<blockquote><p>one<br>two</p></blockquote><p>&gt;three</p>')
  })

  it('keeps "<" and ">" in code blocks', () => {
    expect(lite59('```\n<\n> test\n```')).toBe('<pre><code>&lt;\n&gt; test\n</code></pre>')
  })

  it('strikes ~~double~~ and ~single~ tildes', () => {
    expect(lite59('test ~~strikethrough~~\n~test~ end.')).toBe(
      '<p>test <del>strikethrough</del><br><del>test</del> end.</p>',
    )
  })

  it('does not autolink mentions or e-mail addresses', () => {
    expect(lite59('@user@example.org test')).toBe('<p>@user@example.org test</p>')
    expect(lite59('test hello@gmail.com test')).toBe('<p>test hello@gmail.com test</p>')
  })

  it('escapes HTML inside quotes and struck text', () => {
    expect(lite59('> <b>x</b>\n\n~~<i>y</i>~~')).toBe(
      '<blockquote><p>&lt;b&gt;x&lt;/b&gt;</p></blockquote><p><del>&lt;i&gt;y&lt;/i&gt;</del></p>',
    )
  })

  it('underlines __double underscores__ (comrak underline) and keeps ** as bold', () => {
    expect(lite59('__u__ **b** _i_')).toBe('<p><u>u</u> <strong>b</strong> <em>i</em></p>')
  })

  it('keeps several greentext lines in one paragraph', () => {
    expect(lite59('>a\n>b\ntext\n> q')).toBe('<p>&gt;a<br>&gt;b<br>text</p><blockquote><p>q</p></blockquote>')
  })
})

describe('Markdown lite, 3.21 dialect (unchanged)', () => {
  it('leaves quotes, strikethrough and e-mail autolinks as 3.21 does', () => {
    expect(markdownLiteToHtml('> one\n> two\n>three\n')).toBe('<p>&gt;one<br>&gt;two<br>&gt;three</p>')
    expect(markdownLiteToHtml('test ~~strikethrough~~\n~test~ end.')).toBe(
      '<p>test ~~strikethrough~~<br>~test~ end.</p>',
    )
    expect(markdownLiteToHtml('test hello@gmail.com test', '3.21')).toBe(
      '<p>test <a href="mailto:hello@gmail.com" rel="noopener">hello@gmail.com</a> test</p>',
    )
    expect(markdownLiteToHtml('# heading\n\n---')).toBe('<p># heading</p><p>---</p>')
  })
})
