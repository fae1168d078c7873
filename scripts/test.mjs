#!/usr/bin/env node
/**
 * `npm test`: typecheck, format, lint, i18n and build (side by side), then unit, budget, end to end.
 * Keeps going after a failure where the later steps still mean something, counts
 * every test, prints a summary table and ends with one line `N passed, N failed`
 * (plus `, N skipped` when some were skipped). Exits non-zero when anything failed.
 *
 * Options: --no-e2e (skip the browser journeys), --only STEP[,STEP] (e.g. --only unit,e2e).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium, NO_CHROMIUM } from './find-chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const argv = process.argv.slice(2)
const onlyArg = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined
const skipE2e = argv.includes('--no-e2e')
// Without a browser the journeys cannot run: say so before twenty minutes of other steps.
const journeys = !skipE2e && (!only || only.has('e2e'))
const browser = journeys ? findChromium() : undefined
if (journeys && !browser) {
  console.error(NO_CHROMIUM)
  process.exit(1)
}
const tmp = mkdtempSync(join(tmpdir(), 'parley-test-'))
const color = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text)
const bold = (t) => paint(1, t)
const red = (t) => paint(31, t)
const green = (t) => paint(32, t)
const dim = (t) => paint(2, t)

/** Runs a command. `stream` shows its output live; otherwise it is captured and shown on failure. */
function run(command, args, { stream = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...(color ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }), ...env },
      stdio: stream ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (d) => (output += d))
    child.stderr?.on('data', (d) => (output += d))
    child.on('error', (error) => {
      output += String(error)
    })
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output, ms: Date.now() - started }))
  })
}

function showTail(output, lines = 120) {
  const all = output.trimEnd().split('\n')
  if (all.length > lines) console.log(dim(`... ${all.length - lines} earlier lines omitted ...`))
  console.log(all.slice(-lines).join('\n'))
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
  } catch {
    return undefined
  }
}

const results = []
const record = (name, passed, failed, skipped, ms, note = '') =>
  results.push({ name, passed, failed, skipped, ms, note })
const want = (name) => !only || only.has(name)
const header = (name) => console.log(`\n${bold(`▶ ${name}`)}`)

/** A step that is one test: passes when the command exits 0. */
async function single(name, command, args, options = {}) {
  if (!want(name)) return undefined
  header(name)
  return report(name, await run(command, args, options), options)
}

/** Prints a finished step's outcome (its output only on failure, the budget's always) and records it. */
function report(name, result, { note = '', stream = false } = {}) {
  const ok = result.code === 0
  if (!ok && !stream) showTail(result.output)
  else if (ok && !stream && result.output.trim() && name === 'budget') console.log(result.output.trimEnd())
  console.log(ok ? green(`  ok (${(result.ms / 1000).toFixed(1)}s)`) : red(`  failed (exit ${result.code})`))
  record(name, ok ? 1 : 0, ok ? 0 : 1, 0, result.ms, note)
  return ok
}

/**
 * Steps that do not depend on each other, run at once (mostly single-threaded, they leave a core idle
 * when run one after another) and reported in the order given. Resolves with each step's outcome.
 */
async function together(steps) {
  const chosen = steps.filter(([name]) => want(name))
  const running = chosen.map(([, command, args, options]) => run(command, args, options))
  const outcome = {}
  for (const [index, [name, , , options]] of chosen.entries()) {
    header(name)
    outcome[name] = report(name, await running[index], options)
  }
  return outcome
}

function skip(name, reason) {
  if (!want(name)) return
  header(name)
  console.log(dim(`  skipped: ${reason}`))
  record(name, 0, 0, 1, 0, reason)
}

const npx = (bin) => join(root, 'node_modules', '.bin', bin)

// The static checks and the build share the machine; the unit tests then have it to themselves.
const early = await together([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['format', npx('prettier'), ['--check', '.', '--log-level', 'warn'], { note: 'npm run format fixes it' }],
  ['lint', npx('eslint'), ['.', '--max-warnings', '0', '--rule', '{"max-lines-per-function":"off"}']],
  ['i18n', process.execPath, [join('scripts', 'i18n-check.mjs')], { note: 'catalogues match the source' }],
  ['build', npx('vite'), ['build', '--logLevel', 'warn']],
])

if (want('unit')) {
  header('unit')
  const out = join(tmp, 'vitest.json')
  const result = await run(
    npx('vitest'),
    ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`, '--passWithNoTests'],
    {
      stream: true,
    },
  )
  const report = readJson(out)
  if (report) {
    const passed = report.numPassedTests ?? 0
    const failed = (report.numFailedTests ?? 0) + (result.code !== 0 && !report.numFailedTests ? 1 : 0)
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    record('unit', passed, failed, skipped, result.ms, `${report.testResults?.length ?? '?'} files`)
  } else {
    record('unit', 0, 1, 0, result.ms, 'vitest wrote no report')
  }
  console.log(
    result.code === 0 ? green(`  ok (${(result.ms / 1000).toFixed(1)}s)`) : red(`  failed (exit ${result.code})`),
  )
}

const haveClient = early.build !== false && existsSync(join(root, 'dist', 'index.html'))

if (!haveClient) skip('budget', 'the client did not build')
else
  await single('budget', process.execPath, ['--import', 'tsx', 'bench/budget.ts', '--check'], {
    note: 'gzip: landing ≤ 110 KB, home ≤ 160 KB, whole app ≤ 300 KB',
  })

if (skipE2e) skip('e2e', '--no-e2e')
else if (!haveClient) skip('e2e', 'the client did not build')
else if (want('e2e')) {
  header('e2e')
  const out = join(tmp, 'playwright.json')
  const result = await run(npx('playwright'), ['test'], {
    stream: true,
    env: { PARLEY_E2E_JSON: out, PARLEY_SKIP_BUILD: '1', PARLEY_CHROMIUM: browser?.path },
  })
  const stats = readJson(out)?.stats
  if (stats) {
    const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0)
    const extra = result.code !== 0 && failed === 0 ? 1 : 0
    record(
      'e2e',
      stats.expected ?? 0,
      failed + extra,
      stats.skipped ?? 0,
      result.ms,
      extra ? 'playwright failed outside tests' : '',
    )
  } else {
    record('e2e', 0, 1, 0, result.ms, 'playwright wrote no report')
  }
}

rmSync(tmp, { recursive: true, force: true })

// Summary.
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
)
const rows = results.map((r) => [
  r.name,
  r.failed ? 'FAIL' : r.passed || !r.skipped ? 'ok' : 'skip',
  r.passed,
  r.failed,
  r.skipped,
  `${(r.ms / 1000).toFixed(1)}s`,
  r.note,
])
const head = ['step', 'result', 'passed', 'failed', 'skipped', 'time', '']
const widths = head.map((h, i) => Math.max(String(h).length, ...rows.map((row) => String(row[i]).length)))
const line = (cells) =>
  cells
    .map((c, i) => String(c).padEnd(widths[i]))
    .join('  ')
    .trimEnd()
console.log(`\n${bold(line(head))}`)
for (const row of rows) {
  const text = line(row)
  console.log(row[1] === 'FAIL' ? red(text) : text)
}
const summary = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`
console.log(summary)
process.exitCode = total.failed > 0 ? 1 : 0
