// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
// DOMPurify runs here on happy-dom patched as browsers behave (vitest.setup.ts).
import { IN_APP_ATTR, inAppLinkPath, neutralizeInlineCode, sanitizeHtml } from './html'

function parse(html: string): HTMLElement {
  const div = document.createElement('div')
  div.innerHTML = html
  return div
}

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p>hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    )
    expect(out).not.toMatch(/script|onerror|javascript:|<img/i)
    expect(parse(out).textContent).toBe('hix')
  })

  it('drops tags and attributes outside the allowlist but keeps their text', () => {
    const out = sanitizeHtml(
      '<p style="color:red" data-x="1" id="a"><iframe src="https://e.x"></iframe><strong>bold</strong> <u>u</u></p>',
    )
    expect(out).toBe('<p><strong>bold</strong> <u>u</u></p>')
  })

  it('opens external links in a new tab without referrer', () => {
    const a = parse(sanitizeHtml('<a href="https://example.com/page" target="_self" rel="me">site</a>')).querySelector(
      'a',
    )!
    expect(a.getAttribute('href')).toBe('https://example.com/page')
    expect(a.getAttribute('rel')).toBe('nofollow noopener noreferrer')
    expect(a.getAttribute('target')).toBe('_blank')
    expect(a.hasAttribute(IN_APP_ATTR)).toBe(false)
  })

  it('turns mentions into in-app profile links', () => {
    const html =
      '<p><span class="h-card"><a class="u-url mention" href="https://remote.example/users/bob">@bob</a></span> hi</p>'
    const out = parse(
      sanitizeHtml(html, {
        mentions: [{ acct: 'bob@remote.example', username: 'bob', url: 'https://remote.example/users/bob' }],
      }),
    )
    const a = out.querySelector('a')!
    expect(a.getAttribute('href')).toBe('/@bob@remote.example')
    expect(a.hasAttribute(IN_APP_ATTR)).toBe(true)
    expect(a.hasAttribute('target')).toBe(false)
    expect(out.querySelector('span')!.getAttribute('class')).toBe('h-card')
  })

  it('matches a mention by its text when the link differs, and leaves unknown mentions external', () => {
    const mentions = [{ acct: 'alice', username: 'alice', url: 'https://here.example/@alice' }]
    const known = parse(
      sanitizeHtml('<a class="mention" href="https://here.example/users/alice">@alice</a>', { mentions }),
    ).querySelector('a')!
    expect(known.getAttribute('href')).toBe('/@alice')
    const unknown = parse(
      sanitizeHtml('<a class="mention" href="https://x.example/users/zed">@zed</a>', { mentions }),
    ).querySelector('a')!
    expect(unknown.getAttribute('href')).toBe('https://x.example/users/zed')
    expect(unknown.getAttribute('target')).toBe('_blank')
  })

  it('turns hashtags into in-app tag links, by class or by the post tags', () => {
    const byClass = parse(
      sanitizeHtml('<a class="mention hashtag" rel="tag" href="https://here.example/collections/tags/cats">#cats</a>'),
    ).querySelector('a')!
    expect(byClass.getAttribute('href')).toBe('/tag/cats')
    expect(byClass.hasAttribute(IN_APP_ATTR)).toBe(true)
    const byTags = parse(
      sanitizeHtml('<a href="https://else.example/tags/Dogs">#Dogs</a>', {
        tags: [{ name: 'dogs', url: 'https://else.example/tags/Dogs' }],
      }),
    ).querySelector('a')!
    expect(byTags.getAttribute('href')).toBe('/tag/dogs')
  })

  it('keeps only the microformat classes', () => {
    const out = sanitizeHtml('<p class="evil big"><span class="h-card invisible">x</span></p>')
    expect(out).toBe('<p><span class="h-card">x</span></p>')
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('neutralizeInlineCode', () => {
  it('renames handler and style attributes in every quoting style, and style elements', () => {
    expect(neutralizeInlineCode('<img src=x onerror="a()" ONLOAD=b() style=\'c\'>')).toBe(
      '<img src=x data-x-onerror="a()" data-x-ONLOAD=b() data-x-style=\'c\'>',
    )
    expect(neutralizeInlineCode('<svg/onload=a()><STYLE>p{}</Style>')).toBe('<svg/data-x-onload=a()><xmp>p{}</xmp>')
  })

  it('leaves text, attribute values and non-tags alone', () => {
    const text = 'a < b, x onclick=y <3 <p title="style=1 onclick=2">ok</p> <a href=x/onerror=y>'
    expect(neutralizeInlineCode(text)).toBe(text)
  })

  it('follows the tokenizer where quotes end the tag early or never close', () => {
    expect(neutralizeInlineCode('<a title=">" onclick="x">')).toBe('<a title=">" data-x-onclick="x">')
    expect(neutralizeInlineCode('<a title="x onclick=y>')).toBe('<a title="x onclick=y>')
  })
})

describe('sanitizeHtml with hostile markup', () => {
  const vectors = [
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<a href="java\tscript:alert(1)">x</a><a href="&#106;avascript:alert(1)">y</a>',
    '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="vbscript:x">v</a>',
    '<base href="javascript:x//"><meta http-equiv=refresh content="0;url=javascript:x">',
    '<div style="position:fixed;inset:0">o</div><p class="visually-hidden" id="root">c</p>',
    '<iframe srcdoc="<script>x</script>"></iframe><object data=x></object><embed src=x><template><img onerror=x></template>',
  ]
  it.each(vectors)('leaves nothing active in %s', (html) => {
    const out = parse(sanitizeHtml(html))
    expect(
      out.querySelector(
        'script, style, xmp, svg, math, img, iframe, object, embed, base, meta, link, form, template, [style], [id]',
      ),
    ).toBeNull()
    for (const el of out.querySelectorAll('*')) {
      for (const name of el.getAttributeNames()) expect(name).not.toMatch(/^(on|data-|style)/i)
    }
    for (const a of out.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i)
  })
})

describe('inAppLinkPath', () => {
  const click = (el: Element, init: MouseEventInit = {}) =>
    new MouseEvent('click', { bubbles: true, button: 0, ...init })
  function withTarget(event: MouseEvent, target: Element): MouseEvent {
    Object.defineProperty(event, 'target', { value: target })
    return event
  }
  const links = () => [
    ...parse(
      sanitizeHtml('<a class="hashtag" href="https://h.example/tags/x"><span>#x</span></a><a href="https://e.x">e</a>'),
    ).querySelectorAll('a'),
  ]

  it('routes a plain click on an in-app link, also from a child element', () => {
    const [tag] = links()
    expect(inAppLinkPath(withTarget(click(tag!), tag!.querySelector('span')!))).toBe('/tag/x')
  })
  it('leaves external links and modified clicks to the browser', () => {
    const [tag, external] = links()
    expect(inAppLinkPath(withTarget(click(external!), external!))).toBeNull()
    expect(inAppLinkPath(withTarget(click(tag!, { ctrlKey: true }), tag!))).toBeNull()
    expect(inAppLinkPath(withTarget(click(tag!, { button: 1 }), tag!))).toBeNull()
  })
})
