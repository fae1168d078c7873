/**
 * Playwright fixtures for Parley's journeys.
 *
 * - `instance`: a fresh demo instance per test (own temporary data directory and
 *   process, demo data, contract validation on); `baseURL` points at it.
 * - `signIn(page, username, password)`: signs in through the landing page form.
 * - `expectNoA11yViolations(page, label)`: axe scan (axe's default rules: WCAG 2.0 and 2.1 A/AA and
 *   best practices), fails on violations of any impact.
 *
 * Every test also fails on an uncaught exception in the page, on a Content-Security-Policy
 * violation, and on a response contract violation the server reports.
 */
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import { test as base, expect, type Page, type TestInfo } from '@playwright/test'
import { demoAccounts, type DemoAccounts } from './support/demo'
import { startInstance, type Instance } from './support/instance'

export interface TestInstance extends Instance {
  /** The demo accounts' credentials. */
  demo: DemoAccounts
}

interface Fixtures {
  /** The Mitra release the demo instance speaks as: set per project (playwright.config.ts). */
  mitra: '3.21' | '5.9'
  instance: TestInstance
  pageProblems: string[]
}

const CONTRACT_LINE = /^\[contract\]/

function tail(text: string, lines = 60): string {
  const all = text.trimEnd().split('\n')
  return (all.length > lines ? [`... (${all.length - lines} earlier lines)`] : []).concat(all.slice(-lines)).join('\n')
}

async function reportServer(instance: Instance, testInfo: TestInfo): Promise<void> {
  const log = instance.log()
  if (log) {
    const path = testInfo.outputPath('demo-instance.log')
    await writeFile(path, log)
    await testInfo.attach('demo instance log', { path, contentType: 'text/plain' })
  }
  const stderr = instance.stderr()
  if (stderr.trim()) console.error(`\n[demo instance stderr for "${testInfo.title}"]\n${tail(stderr)}\n`)
}

export const test = base.extend<Fixtures>({
  mitra: ['3.21', { option: true }],

  instance: async ({ mitra }, use, testInfo) => {
    const started = await startInstance({ seed: 'demo', mitra })
    const instance: TestInstance = Object.assign(started, { demo: demoAccounts(started) })
    try {
      await use(instance)
    } finally {
      await instance.stop()
      const violations = instance
        .log()
        .split('\n')
        .filter((line) => CONTRACT_LINE.test(line))
      const failed = testInfo.status !== testInfo.expectedStatus
      if (failed || violations.length > 0) await reportServer(instance, testInfo)
      await instance.dispose()
      if (!failed) expect(violations, 'the demo instance reported response contract violations').toEqual([])
    }
  },

  baseURL: async ({ instance }, use) => {
    await use(instance.url)
  },

  // Uncaught page exceptions and CSP violations are bugs, whatever the journey asserts.
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          problems.push(`CSP violation: ${message.text()}`)
        }
      })
      await use(problems)
      expect(problems, 'problems reported by the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Signs in through the landing page form and waits for the home timeline. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
}

/** Signs up through the landing page form (registrations open) and waits for home. */
export async function signUp(page: Page, username: string, password: string, inviteCode?: string): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign up' })).toBeVisible()
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  if (inviteCode !== undefined) await page.getByLabel('Invite code', { exact: true }).fill(inviteCode)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
}

/** Logs out through the sidebar and waits for the landing page's sign-in form. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
}

/** The instance title as the API reports it. */
export async function instanceTitle(instance: Instance): Promise<string> {
  const info = await instance.api<{ title: string }>('/api/v1/instance')
  return info.title
}

/** axe-core's browser build, put into a page the first time that document is scanned. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: { target: string[]; failureSummary?: string }[]
}

/**
 * Runs axe on the current page and fails on violations of any impact, listing them readably. By
 * default axe's default rules: WCAG 2.0 and 2.1 A and AA and its best practices; WCAG 2.2's target
 * size is off by default in axe and runs where asked (the route crawl: every screen freshly opened;
 * mid-journey a card half under the sticky header fails it: docs/footguns.md).
 *
 * axe runs in the page itself and is put there once per document: @axe-core/playwright put its
 * 500 KB source in again on every scan and finished in a new blank page, about half of each
 * scan's time (docs/decisions/0099-axe-in-the-page.md). The client embeds no frames.
 */
export async function expectNoA11yViolations(
  page: Page,
  label: string,
  {
    rules,
    targetSize,
  }: {
    /** Only these axe rules. */
    rules?: readonly string[]
    /** Also WCAG 2.2's target size (2.5.8), off in axe's defaults: for screens at a settled position. */
    targetSize?: boolean
  } = {},
): Promise<void> {
  // Colours still moving (a theme just switched, a transition under way) are not the page's.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: [...rules] } } : {}),
    ...(targetSize ? { rules: { 'target-size': { enabled: true } } } : {}),
  }
  const violations = await page.evaluate(async (options): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
    const results = await axe.run(document, options)
    return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
    }))
  }, options)
  const report = violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
      .join('\n')
    const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : ''
    return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`
  })
  expect(report, `accessibility violations on ${label}:\n${report.join('\n')}`).toEqual([])
}
