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
 * - the server under load (bench/server-load.ts): 50 keep-alive connections for 30 s against
 *   the home timeline and notifications; requests, errors, p50, p99. `--no-load` skips it.
 *
 * Timings depend on the machine; compare runs on the same one.
 */
import type { Browser } from '@playwright/test'
import { ensureClientBuilt } from '../e2e/support/build'
import { startInstance } from '../e2e/support/instance'
import { measureLongTimeline } from './long-timeline'
import { LOAD_HEAD, loadRows, measureServerLoad } from './server-load'
import { MITRA_FIRST_SCREEN_KB, MITRA_WHOLE_APP_KB, SCREENS, KB, kb, launchBrowser, memberToken, openScreen, wholeApp } from './first-screen'

const RUNS = Number(process.env.PARLEY_BENCH_RUNS ?? 3)
const LONG = !process.argv.includes('--no-long')
const LOAD = !process.argv.includes('--no-load')
const SCREENS_ON = !process.argv.includes('--no-screens')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('   ')
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
        sizes = await openScreen(browser, instance, screen, token, async (page) => {
          const timing = await page.evaluate(() => {
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
            return { dcl: nav?.domContentLoadedEventEnd ?? NaN, h1: (window as unknown as { __parleyH1?: number }).__parleyH1 ?? NaN }
          })
          dcl.push(timing.dcl)
          h1.push(timing.h1)
        }, H1_WATCH)
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
    }
    const app = wholeApp()
    sizeRows.push(['whole app (dist/assets)', kb(app.js), kb(app.css), kb(app.total), String(app.files), `${(app.total / KB / MITRA_WHOLE_APP_KB).toFixed(2)}×`])

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
        `loaded with Load more in ${long.loadSeconds.toFixed(1)} s); measured, no budget yet:\n`,
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
  } finally {
    await instance.dispose()
  }
}

async function serverLoad(): Promise<void> {
  const result = await measureServerLoad()
  console.log(`Server load: ${result.connections} keep-alive connections for ${result.seconds} s on loopback, demo member:\n`)
  console.log(table(LOAD_HEAD, loadRows(result)))
  if (result.firstError) console.log(`\nfirst error: ${result.firstError}`)
  console.log('')
}

ensureClientBuilt()
const browser = await launchBrowser()
try {
  if (SCREENS_ON) await firstScreens(browser)
  if (LONG) await longSession(browser)
} finally {
  await browser.close()
}
if (LOAD) await serverLoad()
