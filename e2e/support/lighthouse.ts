/**
 * Runs Lighthouse against a demo instance, as a guest or signed in.
 *
 * Lighthouse drives a Chromium over its remote debugging port and cannot run an init script, so
 * the Chromium is a Playwright persistent context (its default browser context is the one
 * Lighthouse's tab lands in): the member's token is written to localStorage through a Playwright
 * page on the same origin, and Lighthouse then runs with `disableStorageReset` so that it keeps
 * the token. The HTTP cache is cleared before every run, so each load is cold either way.
 * Used from Node only (the journeys and the bench).
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '../../playwright.config'
import { demoRouteIds } from './routes'
import type { Instance } from './instance'

/** Key of the access token in localStorage (src/lib/session.ts TOKEN_KEY). */
const TOKEN_KEY = 'auth_token'

export interface LighthousePage {
  name: string
  path: string
  /** Signed in as the demo member. */
  member: boolean
}

/** The screens of issues 7 and 8, with the ids a seeded demo instance has. */
export async function lighthousePages(
  instance: Instance,
  member: { username: string; password: string },
): Promise<LighthousePage[]> {
  const ids = await demoRouteIds(instance, member)
  return [
    { name: 'landing', path: '/', member: false },
    { name: 'home', path: '/home', member: true },
    { name: 'profile', path: '/@bob', member: true },
    { name: 'post', path: `/post/${ids.postId}`, member: true },
    { name: 'notifications', path: '/notifications', member: true },
    { name: 'settings', path: '/settings', member: true },
  ]
}

export interface AuditOptions {
  /** Signed in with this token; undefined: as a guest. */
  token?: string
  /** Lighthouse flags on top of the defaults (mobile form factor, simulated throttling). */
  flags?: Flags
}

export interface LighthouseRunner {
  /** Runs Lighthouse on `origin + path` and returns its result. */
  audit(path: string, options?: AuditOptions): Promise<Result>
  close(): Promise<void>
}

async function devToolsPort(userDataDir: string): Promise<number> {
  const file = join(userDataDir, 'DevToolsActivePort')
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const text = await readFile(file, 'utf8').catch(() => '')
    const port = Number(text.split('\n')[0])
    if (port > 0) return port
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Chromium did not write ${file}`)
}

/** One Chromium for any number of Lighthouse runs against `origin`. */
export async function startLighthouse(origin: string): Promise<LighthouseRunner> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'parley-lh-'))
  let context: BrowserContext | undefined
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--remote-debugging-port=0'],
      headless: true,
    })
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true })
    throw error
  }
  const ctx = context
  const port = await devToolsPort(userDataDir)
  const page: Page = ctx.pages()[0] ?? (await ctx.newPage())
  const cdp = await ctx.newCDPSession(page)

  /**
   * Leaves the token alone in the origin's localStorage (or nothing, for a guest), from a cheap
   * same-origin URL: what earlier runs left there (the mark that an offline copy was saved, say)
   * would make the next load a return visit.
   */
  const setToken = async (token: string | undefined) => {
    await page.goto(`${origin}/api/v1/instance`)
    await page.evaluate(
      ({ key, value }) => {
        localStorage.clear()
        if (value) localStorage.setItem(key, value)
      },
      { key: TOKEN_KEY, value: token ?? null },
    )
    await page.goto('about:blank')
  }

  return {
    async audit(path, options = {}) {
      // Every run is a first visit: no service worker, no cached files, no offline copy of the
      // cache or anything else an earlier run stored (the token is written afresh; Lighthouse's
      // storage reset stays off for it).
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage,indexeddb' })
      await setToken(options.token)
      await cdp.send('Network.clearBrowserCache')
      const result = await lighthouse(`${origin}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        // Keep the token just written (the cache was cleared above).
        disableStorageReset: true,
        ...options.flags,
      })
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`)
      const { lhr } = result
      if (lhr.runtimeError)
        throw new Error(`Lighthouse could not load ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      return lhr
    },
    async close() {
      await ctx.close()
      await rm(userDataDir, { recursive: true, force: true })
    },
  }
}

/** Score of a category, 0..100 (NaN when the category did not run or could not be scored). */
export function categoryScore(lhr: Result, category: string): number {
  const score = lhr.categories[category]?.score
  return typeof score === 'number' ? Math.round(score * 100) : NaN
}

/** The audits of a category that did not pass, with their failing elements, for a readable failure. */
export function failingAudits(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  const lines: string[] = []
  for (const ref of refs) {
    const audit = lhr.audits[ref.id]
    if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue
    lines.push(`${audit.id} (${audit.title}), score ${audit.score}`)
    const details = audit.details as
      { items?: { node?: { selector?: string; snippet?: string; explanation?: string } }[] } | undefined
    for (const item of details?.items?.slice(0, 5) ?? []) {
      if (item.node)
        lines.push(
          `  ${item.node.selector ?? ''}  ${item.node.snippet ?? ''}${item.node.explanation ? `\n    ${item.node.explanation.replace(/\n/g, ' ')}` : ''}`,
        )
    }
  }
  return lines
}
