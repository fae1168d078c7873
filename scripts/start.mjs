#!/usr/bin/env node
/**
 * `npm start [-- flags]`: builds the client when dist/ is missing or older than its sources,
 * then runs the demo instance (server/main.ts) with the flags. Ctrl+C stops both cleanly.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name)

/** Newest modification time under the given paths (files or folders). */
function newest(paths) {
  let latest = 0
  const visit = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry))
    } else latest = Math.max(latest, stat.mtimeMs)
  }
  paths.forEach((p) => visit(join(root, p)))
  return latest
}

const clientDirFlag = args.indexOf('--client-dir')
if (clientDirFlag < 0) {
  const built = join(root, 'dist', 'index.html')
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json']
  if (!existsSync(built) || statSync(built).mtimeMs < newest(sources)) {
    console.log('Building the client (vite build)...')
    const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) {
      console.error('The client build failed; see above.')
      process.exit(result.status ?? 1)
    }
  }
}

const child = spawn(bin('tsx'), [join(root, 'server', 'main.ts'), ...args], { cwd: root, stdio: 'inherit' })
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The terminal sends Ctrl+C to the whole process group; make sure the server hears it once.
    if (stopping) return
    stopping = true
    child.kill(signal)
  })
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
