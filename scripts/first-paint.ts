/**
 * A Vite plugin for the first paint (docs/decisions/0073-landing-page-written-into-index-html.md and
 * 0074-a-boot-script-runs-first.md). After the client's bundle is made it
 *
 * - builds the boot script (src/boot/boot.ts) with the build's file names in it, as one small
 *   classic script, `assets/boot-<hash>.js`, and puts it first in index.html's head;
 * - renders the landing page in Node (src/prerender.tsx, built for the server on the side) and
 *   writes it into index.html's `#root`, marked `data-prerendered`: the boot script shows it to an
 *   English-speaking guest at "/", and React hydrates it.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { catalogueFile, type BootManifest, type BootScreen } from '../src/boot/manifest'
import type { BundleFile } from './bundle-file'
import { catalogueOf } from './catalogue-parts'

/** The modules whose chunks (with what they import) make each first screen, from src/. */
export const SCREEN_MODULES: Record<BootScreen, readonly string[]> = {
  landing: ['routes/landing.tsx'],
  home: ['app/main-layout.tsx', 'routes/home.tsx'],
  post: ['app/main-layout.tsx', 'routes/post.tsx'],
  profile: ['app/main-layout.tsx', 'routes/profile.tsx'],
}

/** A file of the build as the manifest names it (see assetUrl). */
function shortName(fileName: string): string {
  if (!fileName.startsWith('assets/')) throw new Error(`first-paint: ${fileName} is not in assets/`)
  return fileName.slice('assets/'.length)
}

/**
 * The boot script's manifest: each first screen's chunks and stylesheets beyond what index.html
 * loads already (`loaded`, as URLs, with what those chunks import), and the catalogues.
 */
export function bootManifest(
  bundle: Record<string, BundleFile>,
  srcDir: string,
  api: string,
  loadedByPage: readonly string[],
): BootManifest {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  // The entry and what it imports statically load from index.html already.
  const loaded = new Set<string>()
  const css = new Set<string>()
  const walk = (start: readonly string[], into: Set<string>, styles: Set<string>) => {
    const queue = [...start]
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const chunk = byName.get(name)
      if (!chunk || into.has(name)) continue
      into.add(name)
      for (const file of chunk.viteMetadata?.importedCss ?? []) styles.add(file)
      queue.push(...chunk.imports)
    }
  }
  walk(
    loadedByPage.map((url) => url.replace(/^\//, '')),
    loaded,
    css,
  )
  for (const url of loadedByPage) if (url.endsWith('.css')) css.add(url.replace(/^\//, ''))
  const screen = (modules: readonly string[]) => {
    // A module's chunk: its own, or the first-screen chunk it is grouped into (vite.config.ts).
    const starts = modules.map((m) => {
      const id = resolve(srcDir, m)
      const chunk = chunks.find((c) => c.moduleIds.includes(id))
      if (!chunk) throw new Error(`first-paint: no chunk holds src/${m}`)
      return chunk.fileName
    })
    const names = new Set<string>()
    const styles = new Set<string>()
    walk(starts, names, styles)
    return {
      js: [...names].filter((n) => !loaded.has(n)).map(shortName),
      css: [...styles].filter((n) => !css.has(n)).map(shortName),
    }
  }
  const screens = Object.fromEntries(
    Object.entries(SCREEN_MODULES).map(([name, modules]) => [name, screen(modules)]),
  ) as Record<BootScreen, { js: string[]; css: string[] }>
  // The catalogues' chunks, in their own folder under plain names (vite.config.ts).
  const catalogues = chunks.flatMap((chunk) => {
    const catalogue = catalogueOf(chunk.facadeModuleId)
    return catalogue ? [{ ...catalogue, name: shortName(chunk.fileName) }] : []
  })
  const locales = [...new Set(catalogues.map((c) => c.locale))].sort()
  const messages = catalogues[0]?.name.split('/')[0] ?? ''
  for (const { locale, part, name } of catalogues) {
    if (name !== catalogueFile(messages, locale, part))
      throw new Error(`first-paint: the catalogue chunk ${name} is not at ${catalogueFile(messages, locale, part)}`)
  }
  return {
    api,
    js: Object.fromEntries(Object.entries(screens).map(([k, v]) => [k, v.js])) as BootManifest['js'],
    css: Object.fromEntries(Object.entries(screens).map(([k, v]) => [k, v.css])) as BootManifest['css'],
    locales,
    messages,
  }
}

/** The scripts and stylesheets a page names (src and href of its script and link tags). */
export function filesOfPage(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  )
}

/**
 * index.html with the boot script last in its head and the landing page in its root (`data-boot`
 * names the script for the app: src/boot/ready.ts). The script is classic and blocks the parser:
 * it runs as soon as it has come, before the app's module scripts (which wait for the parser) and
 * before anything is painted, and the app's stylesheet is in the head for the landing page's to
 * follow. An `async` script ran only after the main thread had compiled the app's code (about
 * 1 s at 4× CPU), and its requests left that much later. The landing page's stylesheets are the
 * boot script's to add where the page shows: the other first screens do not download them.
 */
export function withFirstPaint(html: string, bootUrl: string, landing: string): string {
  const head = html.replace(/(\n\s*<\/head>)/i, `\n    <script src="${bootUrl}" data-boot></script>$1`)
  if (head === html) throw new Error('first-paint: index.html has no </head> to put the boot script before')
  const root = head.replace('<div id="root"></div>', `<div id="root" data-prerendered>${landing}</div>`)
  if (root === head) throw new Error('first-paint: index.html has no empty <div id="root"></div>')
  return root
}

async function buildBoot(config: ResolvedConfig, manifest: BootManifest): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    resolve: { alias: { '@': resolve(config.root, 'src') } },
    define: { BOOT: JSON.stringify(manifest) },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: {
        entry: resolve(config.root, 'src/boot/boot.ts'),
        formats: ['iife'],
        name: 'parleyBoot',
        fileName: () => 'boot.js',
      },
    },
  })
  const outputs = Array.isArray(output) ? output : [output]
  for (const result of outputs) {
    if (!('output' in result)) continue
    const chunk = result.output.find((file) => file.type === 'chunk')
    if (chunk && chunk.type === 'chunk') return chunk.code
  }
  throw new Error('first-paint: the boot script did not build')
}

async function renderLandingPage(config: ResolvedConfig): Promise<string> {
  // Inside the project, so that the built module finds react and the rest in node_modules.
  mkdirSync(join(config.root, 'node_modules'), { recursive: true })
  const outDir = mkdtempSync(join(config.root, 'node_modules', '.parley-prerender-'))
  try {
    await build({
      root: config.root,
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: resolve(config.root, 'src/prerender.tsx'),
        outDir,
        emptyOutDir: true,
        minify: false,
        copyPublicDir: false,
      },
    })
    const module = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as {
      renderLanding: () => Promise<string>
    }
    return await module.renderLanding()
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

export function firstPaintPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'parley:first-paint',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      // After index.html is in the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const api = (config.env.VITE_API_ORIGIN as string | undefined) ?? ''
        const html = bundle['index.html']
        if (!html || html.type !== 'asset') throw new Error('first-paint: no index.html in the bundle')
        const page = String(html.source)
        const manifest = bootManifest(
          bundle as unknown as Record<string, BundleFile>,
          resolve(config.root, 'src'),
          api,
          filesOfPage(page),
        )
        const code = await buildBoot(config, manifest)
        const fileName = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`
        this.emitFile({ type: 'asset', fileName, source: code })
        html.source = withFirstPaint(page, `/${fileName}`, await renderLandingPage(config))
      },
    },
  }
}
