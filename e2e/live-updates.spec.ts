import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, instanceTitle, signIn, test } from './fixtures'
import { publish, tokenOf, unique } from './support/posts'

// Live updates (issue 9): Mitra has no streaming API, so home, the notification list and the
// unread count are polled while the tab is visible. The page clock is installed before the app
// loads, so the journey moves time to the next poll instead of waiting 45 seconds for it.

/** The first post on screen below the sticky header: which one, where, and the page's scroll. */
function firstVisiblePost(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const posts = [...document.querySelectorAll('[role="feed"] article[aria-posinset]')]
    const post = posts.find((p) => p.getBoundingClientRect().bottom > header + 1)
    const box = post?.getBoundingClientRect()
    return {
      scrollY: window.scrollY, // A post is told apart by its permalink (the link around its time).
      link: post?.querySelector('a:has(time)')?.getAttribute('href'),
      top: box?.top,
      left: box?.left,
      height: box?.height,
    }
  })
}

const notificationsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ })

async function unreadInTitle(page: Page): Promise<number> {
  const found = /^\((\d+)\) /.exec(await page.title())
  return found ? Number(found[1]) : 0
}

test("bob's new post waits behind '1 new post' without moving what alice reads; the badge and the title follow", async ({
  page,
  instance,
}) => {
  await page.clock.install()
  const alice = instance.demo.member
  const bob = await tokenOf(instance, 'bob')
  const site = await instanceTitle(instance)

  await signIn(page, alice.username, alice.password)
  const feed = page.getByRole('feed', { name: 'Home' })
  const posts = feed.locator('article[aria-posinset]')
  await expect(posts).toHaveCount(20)
  // The seeded unread notifications are in the title as in the badge.
  await expect(notificationsLink(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/)
  const unread = await unreadInTitle(page)
  expect(unread).toBeGreaterThan(0)
  await expect(page).toHaveTitle(`(${unread}) Home | ${site}`)

  // Alice reads further down the timeline.
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
  const before = await firstVisiblePost(page)
  expect(before.link).toBeTruthy()

  // Bob posts, mentioning her. The next polls bring the post and the notification.
  const text = unique('Fresh bread at the corner bakery')
  await publish(instance, bob, { status: `@alice ${text}` })
  await page.clock.fastForward('01:01')
  // In the header: it covers nothing of what she reads.
  const button = page.getByRole('banner').getByRole('button', { name: '1 new post', exact: true })
  await expect(button).toBeVisible()
  expect(await firstVisiblePost(page)).toEqual(before)
  await expect(feed.getByText(text)).toHaveCount(0)
  await expect(notificationsLink(page)).toHaveAccessibleName(`Notifications, ${unread + 1} unread`)
  await expect(page).toHaveTitle(`(${unread + 1}) Home | ${site}`)
  await expect(page).toHaveURL(/\/home$/)
  await expectNoA11yViolations(page, 'home with a new post held aside')

  // She asks for it: it is on top, in view, and has the focus.
  await button.click()
  const first = posts.first()
  await expect(first).toContainText(text)
  await expect(first).toBeFocused()
  await expect(first).toBeInViewport()
  await expect(button).toHaveCount(0)
  await expect(posts).toHaveCount(21)
  await expectNoA11yViolations(page, 'home with the new post shown')
})

// The header's layout on a phone: the polling behind it is the first journey's, on both releases.
test(
  'on a phone, in dark theme, the new posts are an arrow and their number in the header',
  { tag: '@client-only' },
  async ({ page, instance }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.clock.install()
    const alice = instance.demo.member
    const bob = await tokenOf(instance, 'bob')
    await signIn(page, alice.username, alice.password)
    await expect(page.getByRole('feed', { name: 'Home' }).locator('article[aria-posinset]')).toHaveCount(20)
    await page.mouse.wheel(0, 1200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)

    await publish(instance, bob, { status: unique('Rain expected by the evening') })
    await publish(instance, bob, { status: unique('Umbrellas at the door') })
    await page.clock.fastForward('01:01')
    const banner = page.getByRole('banner')
    const button = banner.getByRole('button', { name: '2 new posts', exact: true })
    await expect(button).toBeVisible()
    // The words are for screen readers: on screen, an arrow and the number, beside a usable search box.
    await expect(button.getByText('2', { exact: true })).toBeVisible()
    expect((await button.boundingBox())!.width).toBeLessThan(80)
    expect((await banner.getByRole('combobox', { name: 'Search' }).boundingBox())!.width).toBeGreaterThan(120)
    await expectNoA11yViolations(page, 'home on a phone with new posts held aside')
  },
)

test('the notification list polls while it is shown, and reading there clears the count in the title', async ({
  page,
  instance,
  mitra,
}) => {
  await page.clock.install()
  const alice = instance.demo.member
  const bob = await tokenOf(instance, 'bob')
  const site = await instanceTitle(instance)

  await signIn(page, alice.username, alice.password)
  await notificationsLink(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  const feed = page.getByRole('feed', { name: 'Notifications' })
  await expect(feed.getByRole('article').first()).toBeVisible()
  await expect(page).toHaveTitle(`Notifications | ${site}`)

  // What the list asks for from now on.
  const asked: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/v1/notifications') asked.push(url)
  })
  const text = unique('Are you coming to the market')
  await publish(instance, bob, { status: `@alice ${text}` })
  await page.clock.fastForward('00:46')
  await expect(feed.locator('article[aria-posinset]').filter({ hasText: text })).toHaveCount(1)
  // Mitra 4.18+ takes min_id: the poll asks only for what is newer than the newest one shown, and
  // the rest of the list stays. 3.21 does not know it: the list is read again.
  const minIds = asked.map((url) => url.searchParams.get('min_id'))
  if (mitra === '5.9') expect(minIds.filter((id) => id !== null)).toHaveLength(1)
  else expect(minIds.filter((id) => id !== null)).toEqual([])
  await expect(feed.locator('article[aria-posinset]').first()).toContainText(text)
  // Shown here is read: the count stays out of the title and the badge.
  await expect(page).toHaveTitle(`Notifications | ${site}`)
  await expect(notificationsLink(page)).toHaveAccessibleName('Notifications')
  await expectNoA11yViolations(page, 'notifications after a poll')
})
