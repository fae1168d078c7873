/**
 * Parley beside Mitra's own web client (mitra-web 3.21.0), on two demo instances with the demo seed
 * in one Chromium, in the same run: cache off, no service worker, the CPU slowed 4×, a fresh
 * context per load. The peer is built elsewhere, with its backend URL empty (same origin), and its
 * folder given in PARLEY_PEER_DIR; without it the section is skipped with a line that says so.
 * Chromium is driven over the DevTools protocol without its Runtime domain (bench/cdp.ts), as a
 * person's browser runs with no DevTools open: with it, as under Playwright, every error object a
 * page makes costs a detailed stack trace (docs/decisions/0105-side-by-side-without-the-runtime-domain.md).
 *
 * - landing, as a guest: ms from navigation start to the frame that paints a letter typed into the
 *   sign-in form's username field the moment it showed: on screen, enabled and named in the
 *   person's language ("Username" here: English). A field painted while the page's script still
 *   runs takes no letter until the script is done, and that wait counts. Then the bench types the
 *   rest once the page has settled and checks that the field holds all of it: a field that lost its
 *   text or stopped taking input does not count (the run fails).
 * - home, as the demo member: ms from navigation start to the first frame in which the text of the
 *   newest post of the member's home timeline is on screen.
 *
 *   PARLEY_PEER_DIR=/path/to/mitra-web/dist node --import tsx bench/side-by-side.ts [--runs N]
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { demoAccounts } from '../e2e/support/demo'
import { clientDir, startInstance, type Instance } from '../e2e/support/instance'
import { chromiumLaunchOptions } from '../playwright.config'
import { launchCdpBrowser, type CdpBrowser, type CdpPage } from './cdp'
import { median } from './median'
import { elementWithText, usernameField, watcher } from './side-by-side-page'

export const PEER_DIR_VARIABLE = 'PARLEY_PEER_DIR'
export const CPU_SLOWDOWN = 4
/** The goals of issue 17: Parley's time as a share of mitra-web's. */
export const SIDE_BY_SIDE_GOALS = { landing: 0.6, home: 0.5 } as const

export type Client = 'parley' | 'mitra-web'
type Measure = keyof typeof SIDE_BY_SIDE_GOALS

export interface SideBySide {
  runs: number
  /** Milliseconds per run, per measure and client. */
  times: Record<Measure, Record<Client, number[]>>
}

/** Where the peer's build is, or why the section cannot run. */
export function peerDir(): { dir: string } | { skipped: string } {
  const dir = process.env[PEER_DIR_VARIABLE]
  if (!dir)
    return {
      skipped: `side by side with mitra-web: skipped (set ${PEER_DIR_VARIABLE} to a built mitra-web 3.21.0 folder)`,
    }
  if (!existsSync(join(dir, 'index.html')))
    return { skipped: `side by side with mitra-web: skipped (${dir} has no index.html)` }
  return { dir }
}

/**
 * With PARLEY_SIDE_BY_SIDE_RUNTIME=1 the pages enable the Runtime domain, as Playwright does: the
 * figures the bench gave before 0105, to compare.
 */
const WITH_RUNTIME = process.env.PARLEY_SIDE_BY_SIDE_RUNTIME === '1'

/** A fresh page, slowed down, with a member's token stored when given. */
async function newPage(browser: CdpBrowser, token?: string): Promise<CdpPage> {
  const page = await browser.newPage()
  if (WITH_RUNTIME) await page.send('Runtime.enable')
  await page.send('Network.setCacheDisabled', { cacheDisabled: true })
  await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  if (token) await page.addInitScript(`localStorage.setItem('auth_token', ${JSON.stringify(token)})`)
  return page
}

interface Shown {
  /** The frame in which it was first on screen, ms from navigation start. */
  ms: number
  /** Its centre, where a person would click it. */
  x: number
  y: number
}

/** Waits in the page for `promise` of window.__sbs (one call, rather than polling, which costs the page). */
function fromWatcher<T>(page: CdpPage, promise: 'done' | 'typed'): Promise<T> {
  return page.evaluate<T>(
    `Promise.race([window.__sbs.${promise}, new Promise((_, reject) => setTimeout(() => reject(new Error('no "${promise}" within 30 s')), 30000))])`,
  )
}

/**
 * The landing: the frame in which the first letter, typed the moment the field showed, is painted.
 * A field on screen while the page's main thread is busy shows nothing of what is typed into it
 * until the work is done; that wait counts. Then the rest is typed once the page has settled, and
 * the field must hold all of it.
 */
async function landing(browser: CdpBrowser, instance: Instance, client: Client): Promise<number> {
  const page = await newPage(browser)
  try {
    const label = 'Username'
    await page.addInitScript(watcher(usernameField(label)))
    await page.goto(`${instance.url}/`)
    const shown = await fromWatcher<Shown>(page, 'done')
    await page.click(shown.x, shown.y)
    await page.press('a')
    const ms = await fromWatcher<number>(page, 'typed')
    for (const letter of 'li') await page.press(letter)
    await page.networkIdle()
    for (const letter of 'ce') await page.press(letter)
    // The field that took the letters, named by its label (Parley) or its placeholder (mitra-web).
    const typed = await page.evaluate<{ name: string; value: string } | null>(`(() => {
      const field = document.activeElement
      if (!(field instanceof HTMLInputElement)) return null
      return { name: ((field.labels && field.labels[0] && field.labels[0].textContent) || field.placeholder || '').trim(), value: field.value }
    })()`)
    if (typed?.name !== label || typed.value !== 'alice')
      throw new Error(
        `${client} landing: typed "alice" into "${label}" before and after the page settled; the focused field is ${typed ? `"${typed.name}", holding "${typed.value}"` : 'not a text field'}`,
      )
    return ms
  } finally {
    await page.close()
  }
}

async function home(browser: CdpBrowser, instance: Instance, token: string, newest: string): Promise<number> {
  const page = await newPage(browser, token)
  try {
    await page.addInitScript(watcher(elementWithText(newest)))
    await page.goto(`${instance.url}/home`)
    return (await fromWatcher<Shown>(page, 'done')).ms
  } finally {
    await page.close()
  }
}

/** The first words of the newest post on the member's home, as both clients show them. */
async function newestPostWords(instance: Instance, token: string): Promise<string> {
  const [status] = await instance.api<{ content: string; reblog: { content: string } | null }[]>(
    '/api/v1/timelines/home?limit=1',
    { token },
  )
  if (!status) throw new Error('the demo member has an empty home timeline')
  const html = (status.reblog ?? status).content
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  // A run of plain words that sits in one text node in both clients.
  const words = text.split(' ').filter((w) => /^[\p{L}\p{N},.'!?-]+$/u.test(w))
  const snippet = words.slice(0, 4).join(' ')
  if (snippet.length < 8) throw new Error(`the newest post has too few plain words to find: "${text}"`)
  return snippet
}

export async function measureSideBySide(peer: string, runs = 7): Promise<SideBySide> {
  const browser = await launchCdpBrowser(chromiumLaunchOptions)
  const parley = await startInstance({ seed: 'demo', contract: false, clientDir })
  const mitra = await startInstance({ seed: 'demo', contract: false, clientDir: peer })
  try {
    const instances: Record<Client, Instance> = { parley, 'mitra-web': mitra }
    const tokens = {} as Record<Client, string>
    const newest = {} as Record<Client, string>
    for (const client of ['parley', 'mitra-web'] as const) {
      const instance = instances[client]
      // The first answers of a fresh server are slower: not part of what is measured.
      await instance.api('/api/v1/instance')
      const { member } = demoAccounts(instance)
      tokens[client] = await instance.token(member.username, member.password)
      newest[client] = await newestPostWords(instance, tokens[client])
    }
    const times: SideBySide['times'] = {
      landing: { parley: [], 'mitra-web': [] },
      home: { parley: [], 'mitra-web': [] },
    }
    for (let run = 0; run < runs; run += 1) {
      // Each client goes first in every other run.
      const order: Client[] = run % 2 === 0 ? ['parley', 'mitra-web'] : ['mitra-web', 'parley']
      for (const client of order) times.landing[client].push(await landing(browser, instances[client], client))
      for (const client of order)
        times.home[client].push(await home(browser, instances[client], tokens[client], newest[client]))
    }
    return { runs, times }
  } finally {
    await browser.close()
    await parley.dispose()
    await mitra.dispose()
  }
}

export const SIDE_BY_SIDE_LABELS: Record<Measure, string> = {
  landing: 'landing: sign-in form shown and usable, ms',
  home: 'home as a member: first post shown, ms',
}

/** One row per measure: Parley, mitra-web (medians), the ratio and the goal; then each run. */
export function sideBySideRows(
  result: SideBySide,
): { measure: Measure; label: string; parley: number; peer: number; ratio: number; goal: number; runs: string }[] {
  return (Object.keys(SIDE_BY_SIDE_GOALS) as Measure[]).map((measure) => {
    const parley = median(result.times[measure].parley)
    const peer = median(result.times[measure]['mitra-web'])
    const runs = `Parley ${result.times[measure].parley.map((t) => t.toFixed(0)).join(' ')}; mitra-web ${result.times[measure]['mitra-web'].map((t) => t.toFixed(0)).join(' ')}`
    return {
      measure,
      label: SIDE_BY_SIDE_LABELS[measure],
      parley,
      peer,
      ratio: parley / peer,
      goal: SIDE_BY_SIDE_GOALS[measure],
      runs,
    }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = peerDir()
  if ('skipped' in found) {
    console.log(found.skipped)
  } else {
    const { ensureClientBuilt } = await import('../e2e/support/build')
    ensureClientBuilt()
    const runsArg = process.argv.indexOf('--runs')
    const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7
    const result = await measureSideBySide(found.dir, runs)
    for (const row of sideBySideRows(result)) {
      console.log(
        `${row.label}: Parley ${row.parley.toFixed(0)}, mitra-web ${row.peer.toFixed(0)}, ratio ${row.ratio.toFixed(2)} (goal ≤ ${row.goal})`,
      )
      console.log(`  runs: ${row.runs}`)
    }
  }
}
