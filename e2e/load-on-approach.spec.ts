import type { Locator, Page, Request } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { publish, tokenOf, unique } from './support/posts'
import { firstVisiblePost, markerSaved } from './support/reading'

// Loading on approach (issue 19, item 6): scrolling alone brings the next page of a timeline,
// before the reader reaches its end; Load more stays for the keyboard and as the fallback.

const SHOTS = process.env.PARLEY_SHOTS_DIR

/** Every request the page has made that has not ended yet (an event stream never does: left out). */
function requestsInFlight(page: Page): () => number {
  const open = new Set<Request>()
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') open.add(request)
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return () => open.size
}

/**
 * Waits until whatever could still move the feed has happened: no request in flight (a page, an
 * image), then two frames drawn (what came is laid out and scrolled for).
 */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect.poll(inFlight, { timeout: 15_000 }).toBe(0)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect.poll(inFlight, { timeout: 15_000 }).toBe(0)
}

const focusInFeed = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.closest('[role="feed"]') !== null &&
      document.activeElement?.closest('[role="feed"]') !== undefined,
  )

/** Scrolls so that `card` starts right where the sticky header ends. */
async function alignBelowHeader(page: Page, card: Locator): Promise<void> {
  const header = await page.getByRole('banner').boundingBox()
  const box = await card.boundingBox()
  if (!header || !box) throw new Error('the header or the card is not on the page')
  await page.evaluate((by) => window.scrollBy(0, by), box.y - (header.y + header.height))
  await expect
    .poll(async () => Math.round((await card.boundingBox())?.y ?? -1))
    .toBe(Math.round(header.y + header.height))
}

test('a member scrolls home: the next pages come on their own, j and k cross them, and the reading position holds', async ({
  page,
  instance,
}) => {
  test.setTimeout(150_000)
  const bob = await tokenOf(instance, 'bob')
  const marker = unique('Approach')
  // Newest first: the first page holds posts 44 to 25, the second 24 to 5.
  for (let i = 0; i < 45; i++) await publish(instance, bob, { status: `${marker} ${i}`, visibility: 'public' })

  const inFlight = requestsInFlight(page)
  const saved = markerSaved(page)
  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  const feed = page.getByRole('feed', { name: 'Home' })
  const posts = feed.locator('article[aria-posinset]')
  await expect(posts).toHaveCount(20)
  const newest = (await posts.first().locator('a:has(time)').first().getAttribute('href'))!
  await saved

  // The mouse wheel alone: the second page arrives before the end of the first is reached.
  await page.mouse.move(640, 400)
  await expect(async () => {
    await page.mouse.wheel(0, 600)
    expect(await posts.count()).toBe(40)
  }).toPass({ timeout: 20_000 })
  // Its posts are there as the reader goes on, whole cards, and Load more was never pressed:
  // the focus is not taken into the feed.
  const twentyFirst = posts.nth(20)
  await expect(twentyFirst).toContainText(`${marker} 24`)
  await twentyFirst.scrollIntoViewIfNeeded()
  await expect(twentyFirst.getByRole('button', { name: /Like|Unlike/ }).first()).toBeVisible()
  expect(await focusInFeed(page)).toBe(false)
  await expect(page.getByRole('button', { name: 'Load more', exact: true })).toBeAttached()
  // Scanned with the 21st post's top at the sticky header's lower edge: where the wheel stopped, a
  // card's buttons may be half under the header, which axe counts as targets too small.
  await alignBelowHeader(page, twentyFirst)
  await expectNoA11yViolations(page, 'home after scrolling into the second page')
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/approach-light.png` })
  }

  // The keyboard's End: the bottom comes near, and the third page with it.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('End')
  await expect(posts).toHaveCount(60)
  await expect(posts.nth(40)).toHaveAttribute('aria-posinset', '41')

  // j and k move through posts across the boundary between the first two pages.
  await posts.nth(18).focus()
  const focused = page.locator('article:focus')
  for (const [key, position] of [
    ['j', '20'],
    ['j', '21'],
    ['j', '22'],
    ['k', '21'],
    ['k', '20'],
  ] as const) {
    await page.keyboard.press(key)
    await expect(focused).toHaveAttribute('aria-posinset', position)
    await expect(focused).toBeInViewport()
  }
  await expect(focused).toContainText(`${marker} 25`)
  await expect(focused.getByRole('button', { name: /Like|Unlike/ }).first()).toBeVisible()

  // Bob posts 25 more while she is away; she reloads. Home opens at the post she read last,
  // on the second page, and stays there: loading on approach neither moves it nor runs ahead.
  for (let i = 45; i < 70; i++) await publish(instance, bob, { status: `${marker} ${i}`, visibility: 'public' })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Jump to newest', exact: true })).toBeVisible()
  await expect.poll(async () => (await firstVisiblePost(page)).link, { timeout: 15_000 }).toBe(newest)
  expect((await firstVisiblePost(page)).position).toBe(26)
  await settled(page, inFlight)
  expect((await firstVisiblePost(page)).link).toBe(newest)
  expect(await focusInFeed(page)).toBe(false)
  await expectNoA11yViolations(page, 'home reopened at the last read post')

  // Dark, and on a phone: scrolling still brings the next page.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 390, height: 844 })
  const before = await posts.count()
  await page.mouse.move(200, 400)
  await expect(async () => {
    await page.mouse.wheel(0, 800)
    expect(await posts.count()).toBeGreaterThan(before)
  }).toPass({ timeout: 30_000 })
  await expectNoA11yViolations(page, 'home on a phone, dark, after scrolling into the next page')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/approach-dark-390.png` })
})
