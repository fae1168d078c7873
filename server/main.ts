/**
 * Starts the demo instance: `tsx server/main.ts [--port N] [--host H] [--data DIR]
 * [--seed demo|none] [--client-dir DIR] [--contract] [--mitra 3.21|5.9]`. Prints one `PARLEY_READY <url>` line when
 * it listens (scripts and tests wait for it), then a friendly block for people.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildApp } from './app'
import { DEFAULT_DIALECT, isMitraDialect, MITRA_DIALECTS, MITRA_RELEASES, type MitraDialect } from './dialect'
import { isEmptyDatabase } from './db/database'
import { writeConfig } from './db/config'
import { demoAccounts, isDemoSeeded, seedDemo } from './db/seed'

const USAGE =
  'usage: tsx server/main.ts [--port N] [--host H] [--data DIR] [--seed demo|none] [--client-dir DIR] [--contract] [--mitra 3.21|5.9] [--rate-limits on|off]'

export type MainOptions = {
  port: number
  host: string
  dataDir: string
  seed: 'demo' | 'none' | undefined
  clientDir: string
  contract: boolean
  mitra: MitraDialect
  /** Sets rate_limits_enabled at start; undefined leaves the setting as it is (on, by default). */
  rateLimits?: boolean
}

/** Parses the flags; returns an error text for anything it does not understand. */
export function parseArgs(argv: string[]): MainOptions | string {
  const options: MainOptions = {
    port: 8080,
    host: '127.0.0.1',
    dataDir: './data',
    seed: undefined,
    clientDir: 'dist',
    contract: false,
    mitra: DEFAULT_DIALECT,
  }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const value = argv[i + 1]
    const takeValue = () => {
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`)
      i++
      return value
    }
    try {
      switch (flag) {
        case '--port': {
          const v = takeValue()
          if (!/^\d+$/.test(v) || Number(v) > 65535) return `--port: expected a number from 0 to 65535, got "${v}"`
          options.port = Number(v)
          break
        }
        case '--host':
          options.host = takeValue()
          break
        case '--data':
          options.dataDir = takeValue()
          break
        case '--seed': {
          const v = takeValue()
          if (v !== 'demo' && v !== 'none') return `--seed: expected demo or none, got "${v}"`
          options.seed = v
          break
        }
        case '--client-dir':
          options.clientDir = takeValue()
          break
        case '--contract':
          options.contract = true
          break
        case '--rate-limits': {
          const v = takeValue()
          if (v !== 'on' && v !== 'off') return `--rate-limits: expected on or off, got "${v}"`
          options.rateLimits = v === 'on'
          break
        }
        case '--mitra': {
          const v = takeValue()
          if (!isMitraDialect(v)) return `--mitra: expected ${MITRA_DIALECTS.join(' or ')}, got "${v}"`
          options.mitra = v
          break
        }
        default:
          return `unknown argument "${flag}"`
      }
    } catch (err) {
      return (err as Error).message
    }
  }
  return options
}

function printWelcome(url: string, options: MainOptions, demo: boolean): void {
  const lines = [
    '',
    'Parley demo instance is running.',
    `  Open      ${url}`,
    `  Data      ${resolve(options.dataDir)}`,
  ]
  if (!existsSync(join(options.clientDir, 'index.html')))
    lines.push('  Client    not built: run `npm run build` (the API works meanwhile)')
  lines.push(`  Speaks    Mitra ${MITRA_RELEASES[options.mitra]}'s API`)
  if (options.contract) lines.push('  Contract  every API response is validated')
  if (demo) {
    lines.push('', '  Demo accounts (username / password):')
    for (const a of demoAccounts())
      lines.push(`    ${a.username.padEnd(8)} ${a.password.padEnd(22)} ${a.role === 'user' ? '' : a.role}`.trimEnd())
    lines.push('    (passwords as seeded; change them with `npm run instance -- set-password NAME PASSWORD`)')
  }
  lines.push('', 'Press Ctrl+C to stop.', '')
  console.log(lines.join('\n'))
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2))
  if (typeof parsed === 'string') {
    console.error(parsed)
    console.error(USAGE)
    process.exit(2)
  }
  const options = parsed
  const app = buildApp({
    dataDir: options.dataDir,
    clientDir: options.clientDir,
    contract: options.contract,
    mitra: options.mitra,
    logger: process.env.PARLEY_LOG === '1',
  })
  const { db } = app.parley
  if (options.rateLimits !== undefined) writeConfig(db, 'rate_limits_enabled', options.rateLimits)
  const empty = isEmptyDatabase(db)
  if ((options.seed ?? (empty ? 'demo' : 'none')) === 'demo') {
    if (empty) seedDemo(db, { mediaDir: join(options.dataDir, 'media') })
    else console.error('The database is not empty: the demo seed was not applied.')
  }

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())

  try {
    await app.listen({ port: options.port, host: options.host })
  } catch (err) {
    console.error(`Cannot listen on ${options.host}:${options.port}: ${(err as Error).message}`)
    process.exit(1)
  }
  const address = app.server.address()
  const port = address && typeof address === 'object' ? address.port : options.port
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  const url = `http://${host}:${port}`
  console.log(`PARLEY_READY ${url}`)
  printWelcome(url, options, isDemoSeeded(db))
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main()
