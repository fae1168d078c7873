/**
 * Makes the build installable and usable offline, with vite-plugin-pwa and Workbox:
 *
 * - computes a build id from the names of the build's files (hashed, so they change with their
 *   content) and the public files' bytes, and puts it in index.html as
 *   <meta name="parley-build">, where the app reads it (cache buster, About), and in the worker;
 * - has vite-plugin-pwa build /sw.js from src/sw/sw.ts with the precache list (index.html, the
 *   entry chunk and every chunk and stylesheet it imports statically, the chunks marked as needed
 *   offline, and the public files: icons, manifest, custom.css).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin, PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { HASHED } from '../src/sw/rules'
import type { BundleFile } from './bundle-file'
import { catalogueOf } from './catalogue-parts'

/** The boot script (scripts/first-paint.ts), an asset of the build that index.html names. */
const BOOT_SCRIPT = /^assets\/boot-[\w-]+\.js$/

/**
 * Chunks the app needs offline although it loads them with import(): the offline copy, and the
 * post toggles (src/features/post/post-actions.tsx), which say offline that they could not be made.
 */
export const OFFLINE_CHUNKS = /\/src\/(lib\/persist\/|api\/statuses\/actions-mutations\.ts$)/

export const SW_FILE = 'sw.js'

/**
 * The files to precache, as absolute paths: index.html, the boot script it names, the entry chunks
 * and chunks matching `offlineChunks` with everything they import statically (and the CSS those
 * chunks import), and the public files. The catalogues' parts (chunks the build adds as entries of
 * their own: scripts/catalogue-parts.ts) are kept when first used, as lazy chunks are: a visit
 * needs one locale of nineteen.
 */
export function precacheList(
  bundle: Record<string, BundleFile>,
  publicFiles: readonly string[],
  offlineChunks = OFFLINE_CHUNKS,
): string[] {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const queue = chunks.filter(
    (chunk) =>
      (chunk.isEntry && !catalogueOf(chunk.facadeModuleId)) ||
      (chunk.facadeModuleId !== null && offlineChunks.test(chunk.facadeModuleId)),
  )
  const seen = new Set<string>()
  const files = new Set<string>(['/index.html'])
  for (const file of Object.values(bundle))
    if (file.type === 'asset' && BOOT_SCRIPT.test(file.fileName)) files.add(`/${file.fileName}`)
  while (queue.length > 0) {
    const chunk = queue.shift()!
    if (seen.has(chunk.fileName)) continue
    seen.add(chunk.fileName)
    files.add(`/${chunk.fileName}`)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`)
    for (const name of chunk.imports) {
      const next = byName.get(name)
      if (next) queue.push(next)
    }
  }
  for (const file of publicFiles) files.add(`/${file}`)
  return [...files].sort()
}

/** A short id that changes whenever a file of the build does. */
export function buildIdOf(
  bundleFileNames: readonly string[],
  publicContents: readonly (readonly [string, Uint8Array | string])[],
): string {
  const hash = createHash('sha256')
  for (const name of [...bundleFileNames].filter((n) => n !== 'index.html' && n !== SW_FILE).sort())
    hash.update(`${name}\n`)
  for (const [name, data] of [...publicContents].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}\n`)
    hash.update(data)
  }
  return hash.digest('hex').slice(0, 12)
}

/** Workbox's manifest (every file its glob found, with revisions) cut down to the precache list. */
export function onlyPrecached<T extends { url: string }>(entries: readonly T[], precache: ReadonlySet<string>): T[] {
  return entries.filter((entry) => precache.has(`/${entry.url}`))
}

function listFiles(dir: string, root = dir): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path, root) : [relative(root, path).split(sep).join('/')]
  })
}

/**
 * The build id in index.html, then vite-plugin-pwa: it builds src/sw/sw.ts with Workbox's modules
 * into /sw.js and puts there the precache list (`precacheList`: the build's files a first visit
 * needs, each with its revision; the hashed ones need none).
 */
export function serviceWorkerPlugins(): PluginOption[] {
  let publicDir = ''
  let buildId = ''
  let precache = new Set<string>()
  const buildIdPlugin: Plugin = {
    name: 'parley:build-id',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const publicFiles = publicDir ? listFiles(publicDir) : []
        buildId = buildIdOf(
          Object.keys(ctx.bundle ?? {}),
          publicFiles.map((name) => [name, readFileSync(join(publicDir, name))] as const),
        )
        return [{ tag: 'meta', attrs: { name: 'parley-build', content: buildId }, injectTo: 'head' }]
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const publicFiles = publicDir ? listFiles(publicDir) : []
        precache = new Set(precacheList(bundle as unknown as Record<string, BundleFile>, publicFiles))
      },
    },
  }
  return [
    buildIdPlugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/app/sw-register.ts) and has its own manifest (public/).
      injectRegister: false,
      manifest: false,
      // Before the other plugins' closeBundle, so that scripts/precompress.ts compresses sw.js too.
      integration: { closeBundleOrder: 'pre' },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only the files under assets/ whose names carry their content hash go without a revision
        // (not custom.css, nor icon-maskable-512.png).
        dontCacheBustURLsMatching: new RegExp(`^assets/.*${HASHED.source}`),
        manifestTransforms: [(entries) => ({ manifest: onlyPrecached(entries, precache), warnings: [] })],
        buildPlugins: {
          vite: [
            {
              name: 'parley:worker-build-id',
              config: () => ({ define: { __PARLEY_BUILD__: JSON.stringify(buildId) } }),
            },
          ],
        },
      },
    }),
  ]
}
