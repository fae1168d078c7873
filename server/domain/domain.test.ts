import { describe, expect, it } from 'vitest'
import { cleanHtml } from './html'
import { parseUuid, uuidErrorText, uuidV4, uuidV7 } from './ids'
import { markdownLiteToHtml } from './markdown'
import { findHashtags, findMentions, replaceHashtags } from './microsyntax'
import { createRandom } from './prng'
import { canReplyWith } from './visibility'

describe('Markdown lite', () => {
  it('keeps bold, italic, code, links and line breaks; leaves other blocks as text', () => {
    const text =
      '# heading\n\n**b** *i* `c` https://e.example\nnext\n\n- a\n- b\n\n>green\n\n![img](x.png)\n\n```\nlet x = 1\n```'
    expect(markdownLiteToHtml(text)).toBe(
      '<p># heading</p><p><strong>b</strong> <em>i</em> <code>c</code> <a href="https://e.example" rel="noopener">https://e.example</a><br>next</p>' +
        '<p>- a<br>- b</p><p>&gt;green</p><p>![img](x.png)</p><pre><code>let x = 1\n</code></pre>',
    )
  })

  it('keeps ordered list numbers and does not autolink mentions', () => {
    expect(markdownLiteToHtml('3. x\n4. y')).toBe('<p>3. x<br>4. y</p>')
    expect(markdownLiteToHtml('@user@example.org hi')).toBe('<p>@user@example.org hi</p>')
  })
})

describe('microsyntax', () => {
  it('finds mentions and hashtags like Mitra', () => {
    const html =
      '<p>@user1 @user_x@server1.com, (@user2@server2.com boosted) @user3@server2.com. @@invalid #TestTag. #tag1 #test-tag #aβcδ <code>@no #no</code></p>'
    expect(findMentions(html, 'server1.com')).toEqual(['user1', 'user_x', 'user2@server2.com', 'user3@server2.com'])
    expect(findHashtags(html)).toEqual(['testtag', 'tag1', 'aβcδ'])
    expect(replaceHashtags('<p>(#Tag2) text</p>')).toBe(
      '<p>(<a class="hashtag" href="\u0001/collections/tags/tag2" rel="tag noopener">#Tag2</a>) text</p>',
    )
  })
})

describe('HTML cleaning for text/html posts', () => {
  it('keeps the allowlist, drops the rest and adds rel', () => {
    expect(
      cleanHtml(
        '<p onclick="x">a<script>b</script> <a href="javascript:x" class="mention evil">c</a> <a href="https://e.x" rel="tag ugc">t</a> 1 < 2 <b>b</b></p><em>open',
      ),
    ).toBe(
      '<p>ab <a class="mention" rel="noopener">c</a> <a href="https://e.x" rel="tag noopener">t</a> 1 &lt; 2 b</p><em>open</em>',
    )
  })
})

describe('ids', () => {
  it('makes time-ordered v7 ids that sort as text', () => {
    const a = uuidV7(1_000, Buffer.alloc(10, 255))
    const b = uuidV7(2_000, Buffer.alloc(10, 0))
    expect(a < b).toBe(true)
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(uuidV4()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/)
  })

  it('parses like the uuid crate and explains failures', () => {
    expect(parseUuid('0192A3B4-0000-7000-8000-000000000000')).toBe('0192a3b4-0000-7000-8000-000000000000')
    expect(parseUuid('0192a3b4000070008000000000000000')).toBe('0192a3b4-0000-7000-8000-000000000000')
    expect(parseUuid('nope')).toBeNull()
    expect(uuidErrorText('12')).toBe(
      'UUID parsing failed: invalid length: expected length 32 for simple format, found 2',
    )
  })
})

describe('reply visibility', () => {
  it("follows Mitra's table", () => {
    expect(canReplyWith('public', 'private', false)).toBe(true)
    expect(canReplyWith('private', 'private', false)).toBe(false)
    expect(canReplyWith('private', 'private', true)).toBe(true)
    expect(canReplyWith('subscribers', 'conversation', false)).toBe(true)
    expect(canReplyWith('direct', 'conversation', true)).toBe(false)
  })
})

describe('PRNG', () => {
  it('repeats for the same seed', () => {
    const a = createRandom(7)
    const b = createRandom(7)
    expect([a.next(), a.int(1, 6), a.bytes(4).toString('hex')]).toEqual([
      b.next(),
      b.int(1, 6),
      b.bytes(4).toString('hex'),
    ])
  })
})
