import { describe, expect, it } from 'vitest'
import type { BundleFile } from './bundle-file'
import { bootManifest, filesOfPage, withFirstPaint } from './first-paint'

const src = '/repo/src'
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  css: string[] = [],
  facadeModuleId: string | null = null,
): BundleFile => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  imports,
  facadeModuleId,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
})

const bundle: Record<string, BundleFile> = {
  'assets/core-a.js': chunk('assets/core-a.js', [`${src}/main.tsx`], ['assets/runtime-b.js'], ['assets/core-a.css']),
  'assets/runtime-b.js': chunk('assets/runtime-b.js', []),
  'assets/landing-c.js': chunk(
    'assets/landing-c.js',
    [`${src}/routes/landing.tsx`],
    ['assets/core-a.js'],
    ['assets/landing-c.css'],
  ),
  'assets/member-d.js': chunk(
    'assets/member-d.js',
    [`${src}/app/main-layout.tsx`, `${src}/routes/home.tsx`],
    ['assets/core-a.js', 'assets/runtime-b.js'],
    ['assets/member-d.css'],
  ),
  'assets/post-e.js': chunk(
    'assets/post-e.js',
    [`${src}/routes/post.tsx`],
    ['assets/member-d.js'],
    ['assets/post-e.css'],
  ),
  'assets/profile-f.js': chunk(
    'assets/profile-f.js',
    [`${src}/routes/profile.tsx`],
    ['assets/member-d.js', 'assets/shared-g.js'],
    [],
  ),
  'assets/shared-g.js': chunk('assets/shared-g.js', [`${src}/features/profile/x.ts`], [], ['assets/shared-g.css']),
  ...Object.fromEntries(
    ['en', 'de'].flatMap((locale) =>
      (['core', 'feed', 'app'] as const).map((part) => {
        const name = `assets/messages-h4sh/${locale}.${part}.js`
        return [name, chunk(name, [], [], [], `${src}/i18n/locales/${locale}.po?part=${part}`)]
      }),
    ),
  ),
}

const page =
  '<head><script type="module" crossorigin src="/assets/runtime-b.js"></script><script type="module" crossorigin src="/assets/core-a.js"></script><link rel="stylesheet" crossorigin href="/assets/core-a.css"></head>'

describe('first paint: the boot manifest', () => {
  it("lists each first screen's chunks and stylesheets beyond what index.html loads, and the catalogues", () => {
    expect(filesOfPage(page)).toEqual(['/assets/runtime-b.js', '/assets/core-a.js', '/assets/core-a.css'])
    const manifest = bootManifest(bundle, src, '', filesOfPage(page))
    expect(manifest.js).toEqual({
      landing: ['landing-c.js'],
      home: ['member-d.js'],
      post: ['member-d.js', 'post-e.js'],
      profile: ['member-d.js', 'profile-f.js', 'shared-g.js'],
    })
    expect(manifest.css).toEqual({
      landing: ['landing-c.css'],
      home: ['member-d.css'],
      post: ['member-d.css', 'post-e.css'],
      profile: ['member-d.css', 'shared-g.css'],
    })
    expect(manifest.locales).toEqual(['de', 'en'])
    expect(manifest.messages).toBe('messages-h4sh')
  })

  it('fails the build when a first screen has no chunk', () => {
    const { ['assets/post-e.js']: _post, ...withoutPost } = bundle
    expect(() => bootManifest(withoutPost, src, '', [])).toThrow(/routes\/post\.tsx/)
  })
})

describe('first paint: index.html', () => {
  const html =
    '<html>\n  <head>\n    <meta charset="utf-8" />\n    <title>Parley</title>\n    <script type="module" src="/assets/core-x.js"></script>\n    <link rel="stylesheet" href="/assets/core-x.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>'

  it('runs the boot script before the app and any paint, after the stylesheets it follows, and holds the landing page', () => {
    const out = withFirstPaint(html, '/assets/boot-x.js', '<main>landing</main>')
    // A classic script that blocks the parser, last in the head: it runs as soon as it has come (the
    // app's module scripts wait for the parser), and the app's stylesheet is there for it to follow.
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/core-x.css">\n    <script src="/assets/boot-x.js" data-boot></script>\n  </head>',
    )
    expect(out).not.toMatch(/<script src="\/assets\/boot-x\.js"[^>]*\b(async|defer)\b/)
    expect(out).toContain('<div id="root" data-prerendered><main>landing</main></div>')
  })

  it('fails the build when index.html has changed shape', () => {
    expect(() => withFirstPaint(html.replace('<div id="root"></div>', '<div id="app"></div>'), '/b.js', 'x')).toThrow(
      /root/,
    )
    expect(() => withFirstPaint(html.replace('</head>', ''), '/b.js', 'x')).toThrow(/head/)
  })
})
