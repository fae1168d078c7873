import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test, type TestInstance } from './fixtures'
import {
  crawlTargets,
  demoRouteIds,
  routeTablePaths,
  type CrawlTarget,
  type Outcome,
  type RouteIds,
} from './support/routes'

// Accessibility crawl (issue 7): every path of the route table, as a guest and as a member, in
// light and dark, passes axe with no violation of any impact; guests are sent where the access
// rules say. Key screens also reflow at 320 px and at 200 % zoom without horizontal scrolling.

type Who = 'guest' | 'member'

/**
 * The axe rules whose outcome depends on colours. The dark theme changes only colours (custom
 * properties in src/ui/theme/tokens.css), so its crawl checks these and the light crawl checks every rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']
type Scheme = 'light' | 'dark'

const ALL_PATHS = Object.keys(crawlTargets)
/** The member walk is split in two so both workers share it. */
const HALF = Math.ceil(ALL_PATHS.length / 2)
const PARTS: Record<string, string[]> = { 'first half': ALL_PATHS.slice(0, HALF), 'second half': ALL_PATHS.slice(HALF) }

test('every path of the route table has a concrete URL in the crawl', () => {
  const paths = routeTablePaths()
  expect(paths.length, 'paths parsed from src/app/routes.ts').toBeGreaterThan(20)
  expect(
    paths.filter((path) => !(path in crawlTargets)),
    'route paths without a URL in e2e/support/routes.ts',
  ).toEqual([])
  expect(
    ALL_PATHS.filter((path) => !paths.includes(path)),
    'crawl entries for paths the route table no longer has',
  ).toEqual([])
})

/** Marks elements already on screen, so that waits after a navigation only match the new screen. */
const SEEN = 'data-crawl-seen'
const fresh = (page: Page) => page.locator(`:not([${SEEN}])`)

/**
 * Opens a URL: by loading it (into a blank page, or again), else the way an in-app link does (a history entry
 * the router follows), which keeps the app loaded and the crawl fast; access rules apply either way.
 */
async function open(page: Page, url: string): Promise<void> {
  const current = page.url()
  if (current === 'about:blank' || new URL(url, current).href === current) {
    await page.goto(url)
    return
  }
  await page.evaluate(
    ({ to, seen }) => {
      for (const el of document.querySelectorAll('body *')) el.setAttribute(seen, '')
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    },
    { to: url, seen: SEEN },
  )
}

/** Waits for the screen's h1 and its content, then for any loading status or busy region in main to go. */
async function expectScreen(page: Page, target: CrawlTarget): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: target.heading }).and(fresh(page))).toBeVisible()
  if (target.content) await expect(target.content(page).and(fresh(page))).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /Loading/ }),
  ).toHaveCount(0)
  await expect(page.locator('main [aria-busy="true"]:not(button)')).toHaveCount(0)
}

async function visit(page: Page, path: string, ids: RouteIds, who: Who, scheme: Scheme): Promise<void> {
  const target = crawlTargets[path]
  if (!target) throw new Error(`no crawl target for ${path}`)
  const outcome: Outcome = target[who]
  const url = target.url(ids)
  await open(page, url)
  if (outcome !== 'screen') {
    await expect(page, `${who} at ${url} goes to ${outcome.redirect}`).toHaveURL((u) => u.pathname === outcome.redirect)
    await expect(page.getByRole('heading', { level: 1 }).and(fresh(page))).toBeVisible()
    return
  }
  await expect(page, `${who} stays at ${url}`).toHaveURL((u) => u.pathname + u.search === url)
  await expectScreen(page, target)
  await expectNoA11yViolations(page, `${url} (route ${path}, ${who}, ${scheme})`, {
    rules: scheme === 'dark' ? COLOUR_RULES : undefined,
    targetSize: scheme === 'light',
  })
}

/** Visits every path, collecting each failure so one run lists them all. */
async function crawl(page: Page, instance: TestInstance, who: Who, scheme: Scheme, paths: string[]): Promise<void> {
  const ids = await demoRouteIds(instance, instance.demo.member)
  if (who === 'member') await signIn(page, instance.demo.member.username, instance.demo.member.password)
  const failures: string[] = []
  for (const path of paths) {
    try {
      await visit(page, path, ids, who, scheme)
    } catch (error) {
      failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  expect(
    failures,
    `the crawl failed on ${failures.length} of ${paths.length} paths:\n\n${failures.join('\n\n')}`,
  ).toEqual([])
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme })

    test(`a guest crawls every route (${scheme})`, async ({ page, instance }) => {
      test.setTimeout(150_000)
      await crawl(page, instance, 'guest', scheme, ALL_PATHS)
    })

    for (const [part, paths] of Object.entries(PARTS)) {
      test(`a member crawls the ${part} of the routes (${scheme})`, async ({ page, instance }) => {
        test.setTimeout(150_000)
        await crawl(page, instance, 'member', scheme, paths)
      })
    }
  })
}

const REFLOW_PATHS = ALL_PATHS.filter((path) => crawlTargets[path]?.reflow)

/**
 * Fails when the page scrolls sideways, or when an element reaches past the viewport's edge and no
 * ancestor scrolls it (clipped by overflow: hidden, or sticking out). Scrollable regions may scroll.
 */
async function expectReflow(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const width = root.clientWidth
    const describe = (el: Element) => {
      const classes =
        typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : ''
      return `${el.tagName.toLowerCase()}${classes} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    }
    const problems: { el: Element; text: string }[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || (box.right <= width + 1 && box.left >= -1)) continue
      if (el.closest('[aria-hidden="true"], [hidden]') || getComputedStyle(el).visibility === 'hidden') continue
      let clipper: Element | null = el.parentElement
      while (clipper && clipper !== document.body && getComputedStyle(clipper).overflowX === 'visible')
        clipper = clipper.parentElement
      const clip = clipper && clipper !== document.body ? getComputedStyle(clipper).overflowX : 'visible'
      if (clip === 'auto' || clip === 'scroll') continue
      // Visually hidden text (a 1 px clipped box) is meant for screen readers only.
      if (clipper && clipper.getBoundingClientRect().width <= 1) continue
      problems.push({
        el,
        text: `${describe(el)} ${clip === 'visible' ? 'sticks out' : `is clipped by ${describe(clipper as Element)}`}`,
      })
    }
    // The innermost offenders are the cause; their ancestors only follow them out.
    const leaves = problems.filter((p) => !problems.some((q) => q.el !== p.el && p.el.contains(q.el)))
    return { scrollWidth: root.scrollWidth, clientWidth: width, problems: leaves.slice(0, 8).map((p) => p.text) }
  })
  expect(
    overflow.problems,
    `${label}: elements past the viewport's edge (${overflow.scrollWidth} px wide page in ${overflow.clientWidth} px)`,
  ).toEqual([])
  expect(overflow.scrollWidth, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth)
}

for (const [name, viewport, zoom] of [
  ['320 px wide', { width: 320, height: 640 }, 1],
  ['200 % zoom', { width: 1280, height: 800 }, 2],
] as const) {
  test.describe(`at ${name}`, () => {
    // 200 % zoom of a 1280 px window is a 640 CSS px layout viewport at twice the pixel density.
    test.use({ viewport: { width: viewport.width / zoom, height: viewport.height / zoom }, deviceScaleFactor: zoom })

    test(`key screens reflow without horizontal scrolling (${name})`, async ({ page, instance }) => {
      test.setTimeout(120_000)
      const ids = await demoRouteIds(instance, instance.demo.member)
      const failures: string[] = []
      const check = async (who: Who) => {
        for (const path of REFLOW_PATHS) {
          const target = crawlTargets[path]
          if (!target || target[who] !== 'screen') continue
          try {
            await open(page, target.url(ids))
            await expectScreen(page, target)
            await expectReflow(page, `${path} (${who})`)
          } catch (error) {
            failures.push(`${path} (${who}): ${error instanceof Error ? error.message : String(error)}`)
          }
        }
      }
      await check('guest')
      await signIn(page, instance.demo.member.username, instance.demo.member.password)
      await check('member')
      expect(failures, failures.join('\n\n')).toEqual([])
    })
  })
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing animates or transitions on the landing page, home and a profile', async ({ page, instance }) => {
    const moving = () =>
      page.evaluate(() => {
        const seconds = (list: string) =>
          Math.max(...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)) || 0))
        const found: string[] = []
        for (const el of [document.documentElement, ...document.querySelectorAll('body, body *')]) {
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(el, pseudo)
            const animated =
              style.animationName !== 'none' && seconds(style.animationDuration) + seconds(style.animationDelay) > 0.001
            const transitioned = seconds(style.transitionDuration) + seconds(style.transitionDelay) > 0.001
            if (animated || transitioned)
              found.push(`${el.tagName.toLowerCase()}${pseudo ?? ''}.${String(el.className)}`)
          }
        }
        return found.slice(0, 8)
      })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
    expect(await moving(), 'moving elements on the landing page').toEqual([])
    await signIn(page, instance.demo.member.username, instance.demo.member.password)
    expect(await moving(), 'moving elements on home').toEqual([])
    await open(page, '/@bob')
    await expect(page.getByRole('heading', { level: 1, name: 'Bob Okafor' }).and(fresh(page))).toBeVisible()
    expect(await moving(), 'moving elements on a profile').toEqual([])
  })
})

test('when the instance closes its timelines, guests and members are sent where the rules say, and the admin still reads Federated', async ({
  page,
  browser,
  instance,
}) => {
  await instance.cli('update-config', 'instance_timeline_public', 'false')
  await instance.cli('update-config', 'federated_timeline_restricted', 'true')
  await page.goto('/local')
  await expect(page).toHaveURL((u) => u.pathname === '/')
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()

  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  await page.goto('/federated')
  await expect(page).toHaveURL((u) => u.pathname === '/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  const adminPage = await browser.newPage({ baseURL: instance.url, colorScheme: 'dark' })
  try {
    await signIn(adminPage, instance.demo.admin.username, instance.demo.admin.password)
    await adminPage.goto('/federated')
    await expectScreen(adminPage, {
      url: () => '/federated',
      heading: 'Federated',
      content: (p) => p.getByRole('main').getByRole('article').first(),
      guest: 'screen',
      member: 'screen',
    })
    await expectNoA11yViolations(adminPage, '/federated (admin, restricted, dark)')
  } finally {
    await adminPage.close()
  }
})
