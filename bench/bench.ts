/**
 * `npm run bench`: sizes and load timings a person can compare from run to run.
 *
 * - per first screen (landing as a guest, home as a member): JS, CSS and total KB
 *   downloaded, gzip -9, and the ratio to mitra-web's first screen;
 * - the whole app: every JS and CSS file in dist/assets, gzip -9;
 * - load timings, median of RUNS cold loads: DOMContentLoaded, and the time until the
 *   screen's h1 is visible (from navigation start);
 * - the long session (bench/long-timeline.ts), on a second fresh instance: a home timeline
 *   holding 1000 posts, its JS heap and DOM size, and the time to append one more page.
 *   `--no-long` skips it.
 * - a thread of 600 replies (bench/thread.ts), on its own fresh instance: ms from the data's
 *   arrival until the page is interactive (no long task after), until every reply has its place,
 *   and the longest task. `--no-thread` skips it.
 * - the server under load (bench/server-load.ts): 50 keep-alive connections for 30 s against
 *   the home timeline and notifications; requests, errors, p50, p99. `--no-load` skips it.
 * - Lighthouse (bench/lighthouse.ts, when present): score, LCP, TBT, CLS per page.
 *   `--no-lighthouse` skips it.
 * - side by side with mitra-web 3.21.0 (bench/side-by-side.ts), when PARLEY_PEER_DIR names its
 *   built folder: the landing form shown and usable, and home's first post shown, both clients in
 *   the same run (CPU slowed 4×, cache off, Chromium driven without DevTools' Runtime domain,
 *   median of PARLEY_SIDE_BY_SIDE_RUNS, default 7), with the ratios. Without the variable it prints
 *   a line saying it was skipped. `--no-side-by-side` skips it.
 *
 * Every section also adds rows to one summary table (measure, value, budget), printed at the end
 * and appended with the date and commit to bench/history.md, so that regressions show.
 * `--no-history` leaves the file alone. `--no-screens` skips the first screens.
 * Timings depend on the machine; compare runs on the same one.
 */
import type { Browser } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { appendFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { ensureClientBuilt } from '../e2e/support/build'
import { repoRoot, startInstance } from '../e2e/support/instance'
import { measureLongTimeline } from './long-timeline'
import { attackLine, LOAD_HEAD, loadRows, measureServerLoad } from './server-load'
import {
  APPEND_BUDGET_MS,
  BUDGETS_KB,
  HEAP_BUDGET_MB,
  THREAD_READY_BUDGET_MS,
  WHOLE_APP_BUDGET_KB,
  domBound,
} from './budget-limits'
import { measureSideBySide, peerDir, sideBySideRows } from './side-by-side'
import { measureThread } from './thread'
import {
  MITRA_FIRST_SCREEN_KB,
  MITRA_WHOLE_APP_KB,
  SCREENS,
  KB,
  kb,
  launchBrowser,
  memberToken,
  openScreen,
  wholeApp,
} from './first-screen'
import { median } from './median'

const RUNS = Number(process.env.PARLEY_BENCH_RUNS ?? 3)
const LONG = !process.argv.includes('--no-long')
const LOAD = !process.argv.includes('--no-load')
const SCREENS_ON = !process.argv.includes('--no-screens')
const THREAD = !process.argv.includes('--no-thread')
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse')
const HISTORY = !process.argv.includes('--no-history')
const SIDE_BY_SIDE = !process.argv.includes('--no-side-by-side')

/** The summary: one row per measure, with its budget when it has one. */
const summary: string[][] = []
const row = (measure: string, value: string, budget = '') => summary.push([measure, value, budget])

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('   ')
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('   '), ...rows.map(fmt)].join('\n')
}

// Records when an h1 with text is first visible, relative to navigation start. A string, not a
// function: tsx would wrap inner functions with a helper the page does not have.
const H1_WATCH = `(() => {
  const look = () => {
    if (window.__parleyH1 !== undefined) return
    const h1 = document.querySelector('h1')
    if (h1 && h1.textContent.trim() && h1.getClientRects().length > 0) window.__parleyH1 = performance.now()
  }
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true })
})()`

async function firstScreens(browser: Browser): Promise<void> {
  // No contract validation here: it measures the client, not the test-mode server. One warm-up
  // request so that the first measured load does not pay for the server's first answer.
  const instance = await startInstance({ seed: 'demo', contract: false })
  try {
    await instance.api('/api/v1/instance')
    let token: string | undefined
    const sizeRows: string[][] = []
    const timeRows: string[][] = []
    for (const screen of SCREENS) {
      if (screen.member) token ??= await memberToken(instance)
      const dcl: number[] = []
      const h1: number[] = []
      let sizes
      for (let run = 0; run < RUNS; run += 1) {
        sizes = await openScreen(
          browser,
          instance,
          screen,
          token,
          async (page) => {
            const timing = await page.evaluate(() => {
              const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
              return {
                dcl: nav?.domContentLoadedEventEnd ?? NaN,
                h1: (window as unknown as { __parleyH1?: number }).__parleyH1 ?? NaN,
              }
            })
            dcl.push(timing.dcl)
            h1.push(timing.h1)
          },
          H1_WATCH,
        )
      }
      if (!sizes) continue
      sizeRows.push([
        screen.name,
        kb(sizes.js),
        kb(sizes.css),
        kb(sizes.total),
        String(sizes.assets.length),
        `${(sizes.total / KB / MITRA_FIRST_SCREEN_KB).toFixed(2)}×`,
      ])
      timeRows.push([screen.name, median(dcl).toFixed(0), median(h1).toFixed(0)])
      const budget = BUDGETS_KB[screen.name]
      row(`${screen.name}: first screen JS+CSS, KB gzip`, kb(sizes.total), budget === undefined ? '' : `≤ ${budget}`)
      row(`${screen.name}: h1 visible, ms (median of ${RUNS})`, median(h1).toFixed(0))
    }
    const app = wholeApp()
    sizeRows.push([
      'whole app (no catalogues, emoji data)',
      kb(app.js),
      kb(app.css),
      kb(app.total),
      String(app.files),
      `${(app.total / KB / MITRA_WHOLE_APP_KB).toFixed(2)}×`,
    ])
    row('whole app JS+CSS without catalogues and emoji data, KB gzip', kb(app.total), `≤ ${WHOLE_APP_BUDGET_KB}`)

    console.log(
      `\nJS + CSS, gzip -9, KB (1 KB = 1000 bytes); vs Mitra: ratio to mitra-web 3.21.0 (first screen ${MITRA_FIRST_SCREEN_KB} KB, whole app ${MITRA_WHOLE_APP_KB} KB):\n`,
    )
    console.log(table(['route', 'JS KB', 'CSS KB', 'total KB', 'files', 'vs Mitra'], sizeRows))
    console.log(`\nLoad timings, ms from navigation start, median of ${RUNS} cold loads (local demo instance):\n`)
    console.log(table(['route', 'DOMContentLoaded', 'h1 visible'], timeRows))
    console.log('')
  } finally {
    await instance.dispose()
  }
}

async function longSession(browser: Browser): Promise<void> {
  // A fresh instance: the long session publishes over a thousand posts.
  const instance = await startInstance({ seed: 'demo', contract: false })
  try {
    const long = await measureLongTimeline(browser, instance)
    console.log(
      `Long session: home (member) holding ${long.posts} posts (published in ${long.seedSeconds.toFixed(1)} s, ` +
        `loaded with Load more in ${long.loadSeconds.toFixed(1)} s):\n`,
    )
    console.log(
      table(
        ['measure', 'value'],
        [
          ['JS heap after loading 1000 posts, MB (after GC)', long.heapMB.toFixed(1)],
          ['DOM nodes in the document', String(long.domNodes)],
          [`append one page: main-thread ms (median of ${long.appends})`, long.appendMainThreadMs.toFixed(0)],
          ['append one page: click to rendered, wall ms', long.appendWallMs.toFixed(0)],
          ['append one page: longest task, ms', long.appendLongestTaskMs.toFixed(0)],
        ],
      ),
    )
    console.log('')
    row('1000 posts: append one page, main-thread ms', long.appendMainThreadMs.toFixed(0), `≤ ${APPEND_BUDGET_MS}`)
    row('1000 posts: append one page, longest task ms', long.appendLongestTaskMs.toFixed(0))
    row('1000 posts: JS heap MB', long.heapMB.toFixed(1), `< ${HEAP_BUDGET_MB}`)
    row('1000 posts: DOM nodes', String(long.domNodes), `≤ ${domBound(long.posts)}`)
  } finally {
    await instance.dispose()
  }
}

async function bigThread(browser: Browser): Promise<void> {
  const instance = await startInstance({ seed: 'demo', contract: false })
  try {
    const thread = await measureThread(browser, instance)
    console.log(
      `Thread of ${thread.replies} replies (published in ${thread.seedSeconds.toFixed(1)} s), opened ${thread.opens} times, medians in ms after its data arrived:\n`,
    )
    console.log(
      table(
        ['measure', 'value'],
        [
          [
            'interactive (current post shown, no long task after)',
            `${thread.readyMs.toFixed(0)} (${thread.readyRange.map((ms) => ms.toFixed(0)).join('–')})`,
          ],
          ['every reply in place (cards or placeholders)', thread.allShownMs.toFixed(0)],
          ['longest task', thread.longestTaskMs.toFixed(0)],
        ],
      ),
    )
    console.log('')
    row(
      `thread of ${thread.replies}: interactive after data, ms (median of ${thread.opens})`,
      thread.readyMs.toFixed(0),
      `≤ ${THREAD_READY_BUDGET_MS}`,
    )
    row(`thread of ${thread.replies}: longest task ms (median)`, thread.longestTaskMs.toFixed(0))
  } finally {
    await instance.dispose()
  }
}

async function sideBySide(): Promise<void> {
  const found = peerDir()
  if ('skipped' in found) {
    console.log(`${found.skipped}\n`)
    row('side by side with mitra-web 3.21.0', 'skipped (PARLEY_PEER_DIR unset)')
    return
  }
  const runs = Number(process.env.PARLEY_SIDE_BY_SIDE_RUNS ?? 7)
  const result = await measureSideBySide(found.dir, runs)
  const rows = sideBySideRows(result)
  console.log(
    `Side by side with mitra-web 3.21.0 (${found.dir}): CPU slowed 4×, cache off, no service worker, no DevTools Runtime domain, median of ${runs}:\n`,
  )
  console.log(
    table(
      ['measure', 'Parley', 'mitra-web', 'ratio', 'goal'],
      rows.map((r) => [r.label, r.parley.toFixed(0), r.peer.toFixed(0), r.ratio.toFixed(2), `≤ ${r.goal}`]),
    ),
  )
  for (const r of rows) console.log(`  ${r.measure} runs: ${r.runs}`)
  console.log('')
  for (const r of rows)
    row(
      `${r.label}: Parley / mitra-web (ratio)`,
      `${r.parley.toFixed(0)} / ${r.peer.toFixed(0)} (${r.ratio.toFixed(2)})`,
      `≤ ${r.goal}`,
    )
}

/** Lighthouse rows, when bench/lighthouse.ts is there (it may not be in every checkout). */
async function lighthouse(): Promise<void> {
  if (!existsSync(join(repoRoot, 'bench', 'lighthouse.ts'))) return
  const module = (await import('./lighthouse')) as {
    lighthouseRows?: () => Promise<{ page: string; score: number; lcp: number; tbt: number; cls: number }[]>
    formatLighthouseRows?: (rows: never[]) => string
  }
  if (!module.lighthouseRows) return
  let rows
  try {
    rows = await module.lighthouseRows()
  } catch (error) {
    // Lighthouse sometimes fails to record a trace on a busy machine: keep the rest of the bench.
    const message = (error as Error).message.split('\n')[0] ?? ''
    console.log(`Lighthouse failed: ${message}\n`)
    row('lighthouse', `failed: ${message.slice(0, 60)}`)
    return
  }
  if (module.formatLighthouseRows)
    console.log(`Lighthouse (mobile defaults):\n\n${module.formatLighthouseRows(rows as never[])}\n`)
  for (const r of rows)
    row(
      `lighthouse ${r.page}: score / LCP ms / TBT ms / CLS`,
      `${r.score} / ${r.lcp.toFixed(0)} / ${r.tbt.toFixed(0)} / ${r.cls.toFixed(3)}`,
    )
}

async function serverLoad(): Promise<void> {
  for (const underAttack of [false, true]) {
    const result = await measureServerLoad(undefined, undefined, underAttack)
    const name = underAttack ? 'server load under attack' : 'server load'
    console.log(
      `${underAttack ? 'Server load under attack' : 'Server load'}: ${result.connections} keep-alive connections for ${result.seconds} s on loopback, demo member:\n`,
    )
    const rows = loadRows(result)
    console.log(table(LOAD_HEAD, rows))
    for (const r of rows) row(`${name} ${r[0]}: requests / errors / req/s / p50 / p99 ms`, r.slice(1).join(' / '))
    if (result.attack) console.log(`\n${attackLine(result.attack)}`)
    if (result.firstError) console.log(`\nfirst error: ${result.firstError}`)
    console.log('')
  }
}

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'server', 'bench'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim()
    return dirty ? `${sha} (with uncommitted changes)` : sha
  } catch {
    return 'unknown'
  }
}

ensureClientBuilt()
const browser = await launchBrowser()
try {
  if (SCREENS_ON) await firstScreens(browser)
  if (SIDE_BY_SIDE) await sideBySide()
  if (LONG) await longSession(browser)
  if (THREAD) await bigThread(browser)
} finally {
  await browser.close()
}
if (LOAD) await serverLoad()
if (LIGHTHOUSE) await lighthouse()

const summaryTable = table(['measure', 'value', 'budget'], summary)
console.log(`Summary:\n\n${summaryTable}\n`)
if (HISTORY && summary.length > 0) {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16)
  const entry = `\n## ${date} UTC, commit ${commit()}\n\n\`\`\`\n${summaryTable}\n\`\`\`\n`
  appendFileSync(join(repoRoot, 'bench', 'history.md'), entry)
  console.log('Appended to bench/history.md.')
}
