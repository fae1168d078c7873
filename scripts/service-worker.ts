/**
 * A Vite plugin that makes the build installable and usable offline without a framework:
 *
 * - computes a build id from the names of the build's files (hashed, so they change with their
 *   content) and the public files' bytes, and puts it in index.html as
 *   <meta name="parley-build">, where the app reads it (cache buster, About);
 * - emits /sw.js: src/sw/service-worker.ts compiled, preceded by the build id and the precache
 *   list (index.html, the entry chunk and every chunk and stylesheet it imports statically, the
 *   chunks marked as needed offline, and the public files: icons, manifest).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { transformWithOxc, type Plugin } from 'vite'
import type { BundleFile } from './bundle-file'
import { catalogueOf } from './catalogue-parts'

/** The boot script (scripts/first-paint.ts), an asset of the build that index.html names. */
const BOOT_SCRIPT = /^assets\/boot-[\w-]+\.js$/

/** Chunks the app needs to open offline although it loads them with import(). */
export const OFFLINE_CHUNKS = /\/src\/lib\/persist\//

const SW_SOURCE = 'src/sw/service-worker.ts'
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

/** The worker's code: constants first, then the compiled source. */
export function workerScript(compiled: string, buildId: string, precache: readonly string[]): string {
  return `const __PARLEY_BUILD__ = ${JSON.stringify(buildId)};\nconst __PARLEY_PRECACHE__ = ${JSON.stringify(precache)};\n${compiled}`
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

export function serviceWorkerPlugin(): Plugin {
  let root = process.cwd()
  let publicDir = ''
  let buildId = ''
  return {
    name: 'parley:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root
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
        return [
          {
            tag: 'meta',
            attrs: { name: 'parley-build', content: buildId },
            injectTo: 'head',
          },
        ]
      },
    },
    generateBundle: {
      // After index.html is written, so that the build id is known.
      order: 'post',
      async handler(_options, bundle) {
        const publicFiles = publicDir ? listFiles(publicDir) : []
        const precache = precacheList(bundle as unknown as Record<string, BundleFile>, publicFiles)
        const source = readFileSync(resolve(root, SW_SOURCE), 'utf8')
        const compiled = await transformWithOxc(source, SW_SOURCE, {
          lang: 'ts',
        })
        this.emitFile({
          type: 'asset',
          fileName: SW_FILE,
          source: workerScript(compiled.code, buildId, precache),
        })
      },
    },
  }
}
