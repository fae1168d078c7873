/**
 * Builds the client into dist/ when it is missing or older than its sources, so that
 * `npx playwright test` and the bench never run against a stale build.
 * `npm test` builds once itself and sets PARLEY_SKIP_BUILD=1.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir, repoRoot } from './instance'

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

export function clientIsStale(): boolean {
  const built = join(clientDir, 'index.html')
  if (!existsSync(built)) return true
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'].map((p) =>
    newestMtime(join(repoRoot, p)),
  )
  return Math.max(...sources) > statSync(built).mtimeMs
}

export function ensureClientBuilt(): void {
  if (process.env.PARLEY_SKIP_BUILD === '1' && existsSync(join(clientDir, 'index.html'))) return
  if (!clientIsStale()) return
  console.log('Building the client (dist/ is missing or stale)...')
  execFileSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      clientDir,
      '--emptyOutDir',
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  )
}
