#!/usr/bin/env node
/**
 * `npm run bench`: bundle sizes per first screen (gzip -9), whole-app size, load
 * timings and the long session (1000 posts on home), printed as tables (see bench/bench.ts).
 * Builds the client first if needed. `--no-long` skips the long session.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
child.on('close', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0)
})
