import { describe, expect, it } from 'vitest'
import type { BundleFile } from './bundle-file'
import { buildIdOf, OFFLINE_CHUNKS, onlyPrecached, precacheList } from './service-worker'

const chunk = (
  fileName: string,
  options: Partial<Extract<BundleFile, { type: 'chunk' }>> = {},
  css: string[] = [],
): BundleFile => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  imports: [],
  facadeModuleId: null,
  moduleIds: [],
  viteMetadata: { importedCss: new Set(css) },
  ...options,
})

const asset = (fileName: string): BundleFile => ({ type: 'asset', fileName })

const bundle: Record<string, BundleFile> = Object.fromEntries(
  [
    chunk('assets/index-aaaaaaaa.js', { isEntry: true, imports: ['assets/core-bbbbbbbb.js'] }, [
      'assets/index-cccccccc.css',
    ]),
    chunk('assets/core-bbbbbbbb.js', { imports: ['assets/runtime-dddddddd.js'] }),
    chunk('assets/runtime-dddddddd.js'),
    chunk('assets/persister-eeeeeeee.js', {
      facadeModuleId: '/repo/src/lib/persist/persister.ts',
      imports: ['assets/idb-ffffffff.js'],
    }),
    chunk('assets/idb-ffffffff.js'),
    chunk(
      'assets/settings-gggggggg.js',
      { facadeModuleId: '/repo/src/routes/settings.tsx', imports: ['assets/core-bbbbbbbb.js'] },
      ['assets/settings-hhhhhhhh.css'],
    ),
    chunk('assets/de-iiiiiiii.js', { facadeModuleId: '/repo/src/i18n/locales/de.po' }),
    // The catalogues' parts are entries of their own (scripts/catalogue-parts.ts).
    chunk('assets/messages-abcdefgh/de.core.js', {
      isEntry: true,
      facadeModuleId: '/repo/src/i18n/locales/de.po?part=core',
    }),
    asset('assets/boot-jjjjjjjj.js'),
    asset('assets/index-cccccccc.css'),
    asset('assets/settings-hhhhhhhh.css'),
    asset('index.html'),
  ].map((file) => [file.fileName, file]),
)

describe('precacheList', () => {
  it('lists the shell: index.html, the entry with its static imports and CSS, the offline chunks and the public files', () => {
    expect(precacheList(bundle, ['favicon.svg', 'icons/icon-192.png', 'manifest.webmanifest'])).toEqual([
      '/assets/boot-jjjjjjjj.js',
      '/assets/core-bbbbbbbb.js',
      '/assets/idb-ffffffff.js',
      '/assets/index-aaaaaaaa.js',
      '/assets/index-cccccccc.css',
      '/assets/persister-eeeeeeee.js',
      '/assets/runtime-dddddddd.js',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ])
  })

  it('leaves lazy screens and catalogues to be kept when first used', () => {
    const list = precacheList(bundle, [])
    expect(list).not.toContain('/assets/settings-gggggggg.js')
    expect(list).not.toContain('/assets/settings-hhhhhhhh.css')
    expect(list).not.toContain('/assets/de-iiiiiiii.js')
    expect(list).not.toContain('/assets/messages-abcdefgh/de.core.js')
  })
})

describe('OFFLINE_CHUNKS', () => {
  // Offline, a like must say it could not be made: the toggles' lazy chunk is at hand.
  it('takes the offline copy and the post toggles, not other lazy code', () => {
    expect(OFFLINE_CHUNKS.test('/repo/src/lib/persist/persister.ts')).toBe(true)
    expect(OFFLINE_CHUNKS.test('/repo/src/api/statuses/actions-mutations.ts')).toBe(true)
    expect(OFFLINE_CHUNKS.test('/repo/src/api/statuses/actions-mutations.test.ts')).toBe(false)
    expect(OFFLINE_CHUNKS.test('/repo/src/features/post/post-more-menu.tsx')).toBe(false)
  })
})

describe('buildIdOf', () => {
  const names = Object.keys(bundle)
  const publicFiles = [['favicon.svg', '<svg/>']] as const

  it('is the same for the same files, whatever their order, and leaves out index.html and sw.js', () => {
    const id = buildIdOf(names, publicFiles)
    expect(id).toMatch(/^[0-9a-f]{12}$/)
    expect(buildIdOf([...names].reverse().concat('sw.js'), publicFiles)).toBe(id)
    expect(
      buildIdOf(
        names.filter((n) => n !== 'index.html'),
        publicFiles,
      ),
    ).toBe(id)
  })

  it('changes with any hashed file name or public file', () => {
    const id = buildIdOf(names, publicFiles)
    expect(buildIdOf([...names, 'assets/new-jjjjjjjj.js'], publicFiles)).not.toBe(id)
    expect(buildIdOf(names, [['favicon.svg', '<svg></svg>']])).not.toBe(id)
  })
})

describe('onlyPrecached', () => {
  it("keeps of Workbox's manifest the files of the precache list only, with their revisions", () => {
    const precache = new Set(precacheList(bundle, ['favicon.svg']))
    const entries = [
      { url: 'index.html', revision: 'r1' },
      { url: 'favicon.svg', revision: 'r2' },
      { url: 'assets/core-bbbbbbbb.js', revision: null },
      { url: 'assets/settings-gggggggg.js', revision: null },
      { url: 'assets/messages-abcdefgh/de.core.js', revision: null },
    ]
    expect(onlyPrecached(entries, precache)).toEqual([
      { url: 'index.html', revision: 'r1' },
      { url: 'favicon.svg', revision: 'r2' },
      { url: 'assets/core-bbbbbbbb.js', revision: null },
    ])
  })
})
