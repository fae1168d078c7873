#!/usr/bin/env node
/**
 * `npm run bench`: bundle sizes per first screen (gzip -9), whole-app size, load
 * timings, the long session (1000 posts on home) and the server under load (50 connections,
 * 30 s), printed as tables (see bench/bench.ts). Builds the client first if needed.
 * `--no-long` skips the long session, `--no-load` the server load.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
child.on('close', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0)
})
