import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { publish, tokenOf, unique } from './support/posts'
import { firstVisiblePost, markerSaved } from './support/reading'

// Reading position (issue 9): home keeps the newest post the reader has seen in Mitra's home
// marker, and opens at it when newer posts came in, after a reload as in a new session.

/** Home opened at the post alice read last, below the newer ones, with the focus left alone. */
async function expectOpenedAt(page: Page, link: string, newer: number) {
  const jump = page.getByRole('button', { name: 'Jump to newest', exact: true })
  await expect(jump).toBeVisible()
  await expect.poll(async () => (await firstVisiblePost(page)).link).toBe(link)
  const shown = await firstVisiblePost(page)
  expect(shown.position).toBe(newer + 1)
  expect(shown.belowHeader).toBeGreaterThanOrEqual(0)
  expect(shown.belowHeader).toBeLessThan(120)
  // The focus stays where the page put it (the body, or the heading after signing in).
  const focused = await page.evaluate(() => document.activeElement?.closest('[role="feed"], button')?.tagName ?? null)
  expect(focused).toBeNull()
}

test('home opens at the last read post after a reload and in a new session, with a jump to the newest', async ({
  page,
  browser,
  instance,
}) => {
  const alice = instance.demo.member
  const bob = await tokenOf(instance, 'bob')

  // Alice opens home: the newest post is on screen, and becomes her marker.
  const saved = markerSaved(page)
  await signIn(page, alice.username, alice.password)
  const feed = page.getByRole('feed', { name: 'Home' })
  const posts = feed.locator('article[aria-posinset]')
  await expect(posts).toHaveCount(20)
  const lastRead = (await posts.first().locator('a:has(time)').first().getAttribute('href'))!
  await saved
  await expect(page.getByRole('button', { name: 'Jump to newest' })).toHaveCount(0)

  // Bob posts three times while she is away; she reloads.
  const texts = [unique('Rain on the tin roof'), unique('The ferry is late again'), unique('Plums are ripe')]
  for (const status of texts) await publish(instance, bob, { status })
  await page.reload()
  await expect(posts.first()).toContainText(texts[2]!)
  await expectOpenedAt(page, lastRead, 3)
  await expectNoA11yViolations(page, 'home opened at the last read post')

  // The same in a new browser context: a new sign-in reads the marker from the server.
  const other = await browser.newContext({ baseURL: instance.url })
  try {
    const second = await other.newPage()
    await signIn(second, alice.username, alice.password)
    const secondPosts = second.getByRole('feed', { name: 'Home' }).locator('article[aria-posinset]')
    await expect(secondPosts.first()).toContainText(texts[2]!)
    await expectOpenedAt(second, lastRead, 3)

    // Jump to newest: the newest post is on top with the focus; it becomes the marker.
    const newer = markerSaved(second)
    await second.getByRole('button', { name: 'Jump to newest', exact: true }).click()
    await expect(secondPosts.first()).toBeFocused()
    await expect(secondPosts.first()).toBeInViewport()
    await expect(second.getByRole('button', { name: 'Jump to newest' })).toHaveCount(0)
    await newer
    await expectNoA11yViolations(second, 'home after jumping to the newest post')
  } finally {
    await other.close()
  }

  // Back in the first tab, nothing is newer than the marker any more: a reload offers no jump
  // (the tab keeps its own scroll position, as on every screen).
  await page.reload()
  await expect(posts.first()).toContainText(texts[2]!)
  await expect(posts).toHaveCount(20)
  await expect(page.getByRole('button', { name: 'Jump to newest' })).toHaveCount(0)
})
