/**
 * Takes the README's screenshot of the home timeline from a fresh demo instance:
 *
 *   node --import tsx bench/screenshot.ts [out.png]
 *
 * Signs in as the demo member, waits for the timeline, and writes a PNG (kept under 200 KB).
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureClientBuilt } from '../e2e/support/build'
import { repoRoot, startInstance } from '../e2e/support/instance'
import { launchBrowser, memberToken } from './first-screen'

const out = process.argv[2] ?? join(repoRoot, 'docs', 'screenshot-home.png')
const LIMIT = 200 * 1024

ensureClientBuilt()
const instance = await startInstance({ seed: 'demo' })
const browser = await launchBrowser()
try {
  const token = await memberToken(instance)
  const context = await browser.newContext({
    viewport: { width: 1100, height: 720 },
    colorScheme: 'light',
    locale: 'en-US',
  })
  await context.addInitScript((value) => localStorage.setItem('auth_token', value), token)
  const page = await context.newPage()
  await page.goto(`${instance.url}/home`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor()
  await page.getByRole('article').first().waitFor()
  // Wait for avatars and other images in view.
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    const inView = [...document.images].filter((i) => !i.complete && i.getBoundingClientRect().top < window.innerHeight)
    const loaded = Promise.all(inView.map((i) => new Promise((r) => (i.onload = i.onerror = r))))
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 5_000))])
  })
  await page.screenshot({ path: out, type: 'png' })
  const size = statSync(out).size
  console.log(`wrote ${out} (${(size / 1024).toFixed(0)} KiB)`)
  if (size > LIMIT) {
    console.error(`the screenshot is over ${LIMIT / 1024} KiB; make the viewport smaller`)
    process.exitCode = 1
  }
  await context.close()
} finally {
  await browser.close()
  await instance.dispose()
}
