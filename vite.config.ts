import { transformAsync } from '@babel/core'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { existsSync } from 'node:fs'
import { cataloguePartsPlugin } from './scripts/catalogue-parts.ts'
import { precompressPlugin } from './scripts/precompress.ts'
import { serviceWorkerPlugin } from './scripts/service-worker.ts'
import { configDefaults, defineConfig, type Plugin } from 'vitest/config'

/**
 * Runs Lingui's compile-time macro through Babel on the files that use it.
 * (@rolldown/plugin-babel needs Node 22; see docs/decisions.md.)
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

// `npm run dev -- --upstream https://mitra.example` (scripts/dev.mjs sets PARLEY_UPSTREAM) proxies the API to a real server.
const upstream = process.env.PARLEY_UPSTREAM ?? 'http://127.0.0.1:8080'
const proxied = Object.fromEntries(
  ['/api', '/oauth', '/media', '/feeds'].map((p) => [p, { target: upstream, changeOrigin: true, secure: true }]),
)

export default defineConfig({
  plugins: [linguiMacro(), cataloguePartsPlugin(), react(), lingui(), serviceWorkerPlugin(), precompressPlugin()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  // API origin for builds served apart from the API (empty = same origin).
  define: {},
  server: { host: '127.0.0.1', port: 5173, proxy: proxied },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first screen runs (React, TanStack Query, Lingui, the router, the transport)
            // in one file rather than a dozen small ones: one request, and gzip compresses one
            // bigger file better than the sum of small ones (docs/decisions.md, "Budgets and bench").
            // (TanStack Query's hydration only serves the offline copy, loaded later: src/lib/persist.)
            {
              name: 'core',
              test: /node_modules\/(react|react-dom|scheduler|@tanstack\/(query-core|react-query)|@lingui\/(core|react)|@messageformat)\/(?!build\/modern\/hydration\.js)|\/src\/lib\/(router|http|session|storage)[/.]/,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // The cross-check against Mitra's own OpenAPI file runs only where that file sits beside the repo.
    exclude: [
      ...configDefaults.exclude,
      ...(existsSync(new URL('../shared/api/openapi-mitra-3.21.0.yaml', import.meta.url))
        ? []
        : ['server/contract/*.shared.test.ts']),
    ],
  },
})
