import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { clientDir } from './support/instance'
import type { Page } from '@playwright/test'

/**
 * The update journey deploys a second build while the page runs. The demo instance serves the one
 * built client of the whole run, so this test serves a copy of it (from its own origin, the API
 * passed through to the instance) and "deploys" by changing the copy's build id.
 */

const NEXT_BUILD = 'next00build1'
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
}
const PASSED_THROUGH = /^\/(api|oauth|media|feeds)\//

async function serveCopy(root: string, upstream: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'))
    if (PASSED_THROUGH.test(path)) {
      const target = new URL(req.url ?? '/', upstream)
      const forward = request(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      forward.on('error', () => res.writeHead(502).end())
      req.pipe(forward)
      return
    }
    const file = extname(path) ? join(root, path) : join(root, 'index.html')
    readFile(file).then(
      (data) =>
        res
          .writeHead(200, {
            'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
            'Cache-Control': 'no-cache',
          })
          .end(data),
      () => res.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return { server, url: `http://127.0.0.1:${address.port}` }
}

/**
 * Deploys "another build": the same files under another build id, in the worker and the page (the
 * worker holds the id of index.html's <meta name="parley-build">, scripts/service-worker.ts).
 */
async function deployNextBuild(root: string): Promise<void> {
  const index = join(root, 'index.html')
  const html = await readFile(index, 'utf8')
  const build = /<meta name="parley-build" content="([^"]*)"/.exec(html)?.[1]
  if (!build) throw new Error('no build id in index.html')
  const sw = join(root, 'sw.js')
  const worker = await readFile(sw, 'utf8')
  if (!worker.includes(`"${build}"`) && !worker.includes(`\`${build}\``))
    throw new Error(`the worker does not hold the build id ${build}`)
  await writeFile(sw, worker.replaceAll(build, NEXT_BUILD))
  await writeFile(
    index,
    html.replace(`<meta name="parley-build" content="${build}"`, `<meta name="parley-build" content="${NEXT_BUILD}"`),
  )
}

/** The build id of the service worker that controls the page. */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const container = navigator.serviceWorker
        const onMessage = (event: MessageEvent<{ type?: string; build?: string }>) => {
          if (event.data?.type !== 'VERSION') return
          container.removeEventListener('message', onMessage)
          resolve(event.data.build ?? '')
        }
        container.addEventListener('message', onMessage)
        container.controller?.postMessage({ type: 'GET_VERSION' })
      }),
  )
}

test('a new build is offered once downloaded, and Reload switches to it', async ({ browser, instance }) => {
  const root = await mkdtemp(join(tmpdir(), 'parley-update-'))
  await cp(clientDir, root, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) })
  const { server, url } = await serveCopy(root, instance.url)
  const context = await browser.newContext({ baseURL: url, locale: 'en-US', timezoneId: 'UTC' })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  try {
    const { username, password } = instance.demo.member
    await signIn(page, username, password)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
    const firstBuild = await workerBuild(page)
    expect(firstBuild).toMatch(/^[0-9a-f]{12}$/)

    // About shows the build the page runs.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expect(page.getByText(`Parley build ${firstBuild}`)).toBeVisible()
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Parley is available.' })
    await expect(prompt).toHaveCount(0)

    // A new build is deployed; the next start finds it and offers it.
    await deployNextBuild(root)
    await page.reload()
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await expectNoA11yViolations(page, 'the update prompt')
    // Until then the worker of the first build stays in charge.
    expect(await workerBuild(page)).toBe(firstBuild)

    // Reachable and usable from the keyboard: the new worker takes over and the page reloads.
    await prompt.getByRole('button', { name: 'Reload' }).focus()
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await expect(page.getByText(`Parley build ${NEXT_BUILD}`)).toBeVisible()
    await expect.poll(() => workerBuild(page)).toBe(NEXT_BUILD)
    await expect(prompt).toHaveCount(0)
    expect(problems, 'uncaught exceptions in the page').toEqual([])
  } finally {
    await context.close()
    await new Promise((resolve) => server.close(resolve))
    await rm(root, { recursive: true, force: true })
  }
})
