#!/usr/bin/env node
// `npm run dev -- --upstream https://mitra.example [vite options]`: the Vite dev server, proxying
// /api, /oauth, /media and /feeds to the upstream Mitra server (default: the local demo instance).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const args = process.argv.slice(2)
const env = { ...process.env }
const at = args.indexOf('--upstream')
if (at >= 0) {
  const url = args[at + 1]
  if (!url || !/^https?:\/\//.test(url)) {
    console.error('usage: npm run dev -- [--upstream http(s)://HOST] [vite options]')
    process.exit(2)
  }
  env.PARLEY_UPSTREAM = url
  args.splice(at, 2)
}
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))
const child = spawn(process.execPath, [vite, ...args], { stdio: 'inherit', env })
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)))
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
