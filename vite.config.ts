import { transformAsync } from '@babel/core'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { existsSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { cataloguePartsPlugin, cataloguesHash } from './scripts/catalogue-parts.ts'
import { shortClassNames } from './scripts/class-names.ts'
import { firstScreenChunks } from './scripts/chunk-groups.ts'
import { firstPaintPlugin } from './scripts/first-paint.ts'
import { ISOLATED_FILES } from './scripts/isolated-tests.ts'
import { precompressPlugin } from './scripts/precompress.ts'
import { pseudoLocalePlugin } from './scripts/pseudo-locale.ts'
import { serviceWorkerPlugins } from './scripts/service-worker.ts'
import { configDefaults, defineConfig, type Plugin } from 'vitest/config'

/**
 * Runs Lingui's compile-time macro through Babel on the files that use it.
 * (@rolldown/plugin-babel needs Node 22; see docs/decisions/0001-lingui-macro-through-a-babel-plugin.md.)
 */
function linguiMacro(): Plugin {
  return {
    name: 'parley:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null
      if (!code.includes('/macro')) return null
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}

// The cross-check against Mitra's own OpenAPI file runs only where that file sits beside the repo.
const UNIT_EXCLUDED = [
  ...configDefaults.exclude,
  ...(existsSync(new URL('../shared/api/openapi-mitra-3.21.0.yaml', import.meta.url))
    ? []
    : ['server/contract/*.shared.test.ts']),
]

const srcFile = (path: string) => new URL(`./src/${path}`, import.meta.url).pathname

const chunks = firstScreenChunks()

/**
 * Asks V8 to compile every function of the first screens' chunks as it streams them in, on a
 * background thread (an explicit compile hint, Chromium 136 and later; other engines ignore the
 * comment). Without it each function compiles on the main thread when it first runs, inside the
 * first renders: a slow phone's input waits for that. Added after Vite's own code (its preload map)
 * so that the comment is the file's first line, which is where V8 looks for it.
 */
function compileHintsPlugin(): Plugin {
  const FIRST_SCREENS = new Set(['core', 'member', 'profile'])
  return {
    name: 'parley:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && FIRST_SCREENS.has(chunk.name))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
        }
      },
    },
  }
}

/** The folder of the catalogue chunks in assets/ (scripts/catalogue-parts.ts, cataloguesHash). */
let folder: string | undefined
const messagesFolder = () => {
  const version = (name: string) =>
    (
      JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
        version: string
      }
    ).version
  folder ??= `messages-${cataloguesHash(
    srcFile('i18n/locales'),
    ['@lingui/message-utils', 'vite', 'rolldown'].map((name) => `${name}@${version(name)}`),
  )}`
  return folder
}

const catalogues = { localesDir: srcFile('i18n/locales'), folder: messagesFolder }

// `npm run dev -- --upstream https://mitra.example` (scripts/dev.mjs sets PARLEY_UPSTREAM) proxies the API to a real server.
const upstream = process.env.PARLEY_UPSTREAM ?? 'http://127.0.0.1:8080'
const proxied = Object.fromEntries(
  ['/api', '/oauth', '/media', '/feeds'].map((p) => [p, { target: upstream, changeOrigin: true, secure: true }]),
)

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? // The landing page rendered in Node for index.html (scripts/first-paint.ts): the same modules, none of the client's files.
      [linguiMacro(), cataloguePartsPlugin(catalogues), react(), lingui()]
    : [
        linguiMacro(),
        cataloguePartsPlugin(catalogues),
        pseudoLocalePlugin({ englishCatalogue: srcFile('i18n/locales/en.po') }),
        chunks.plugin,
        compileHintsPlugin(),
        react(),
        lingui(),
        firstPaintPlugin(),
        serviceWorkerPlugins(),
        precompressPlugin(),
      ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  // Readable class names under the dev server and in tests, short ones in the build.
  css: {
    modules: command === 'build' ? { generateScopedName: shortClassNames(new URL('.', import.meta.url).pathname) } : {},
  },
  // Where the catalogues are in the build (src/i18n/setup.ts).
  define: { __PARLEY_MESSAGES__: JSON.stringify(messagesFolder()) },
  server: { host: '127.0.0.1', port: 5173, proxy: proxied },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      // TanStack Query marks its modules "use client" for React server components, which have no
      // meaning in a static client.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
      },
      output: isSsrBuild
        ? {}
        : {
            // Seven characters of hash, the least the bundler allows for this many chunks (it says so and
            // stops when a build needs more). Every chunk's name is written in the first chunk's route
            // table and style lists, where the default eight random characters cost 125 bytes gzip more.
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            codeSplitting: {
              groups: [
                // Dependencies are named by the function itself, so none is pulled into a chunk beside it.
                { name: chunks.name, includeDependenciesRecursively: false },
              ],
            },
          },
    },
  },
  test: {
    environment: 'node',
    // Every core: Vitest's default leaves one free, which on a two-core machine runs the files one at a time.
    maxWorkers: availableParallelism(),
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // A test waits up to 10 s for a screen (the first import of a route transforms its modules);
    // on a loaded machine that must fit in the test's own time.
    testTimeout: 20_000,
    // Most files share a worker's loaded modules (docs/decisions/0100-unit-files-share-modules.md);
    // those that mock a module or count what a module does once run each in a fresh one.
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [...UNIT_EXCLUDED, ...ISOLATED_FILES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...UNIT_EXCLUDED, ...ISOLATED_FILES],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_FILES, exclude: UNIT_EXCLUDED } },
    ],
  },
}))
