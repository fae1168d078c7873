import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { publish, tokenOf, unique } from './support/posts'

test('a member reads a long home timeline: far posts step aside, and j and k still reach every one', async ({
  page,
  instance,
}) => {
  test.setTimeout(120_000)
  const bob = await tokenOf(instance, 'bob')
  const marker = unique('Long session')
  // The oldest of the posts published here is the first one Load more brings after the seed's.
  for (let i = 0; i < 70; i++) await publish(instance, bob, { status: `${marker} ${i}`, visibility: 'public' })

  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  const feed = page.getByRole('feed', { name: 'Home' })
  const posts = feed.locator('article[aria-posinset]')
  await expect(posts).toHaveCount(20)
  // Going down to the bottom brings the next pages on approach (Load more need not be pressed).
  const more = page.getByRole('button', { name: 'Load more', exact: true })
  await expect(async () => {
    await more.scrollIntoViewIfNeeded()
    expect(await posts.count()).toBeGreaterThanOrEqual(60)
  }).toPass({ timeout: 20_000 })

  // At the bottom, the first page is far above: its posts are placeholders, still in the feed.
  await more.scrollIntoViewIfNeeded()
  const firstPage = feed.locator('[data-feed-page="0"]')
  await expect(firstPage).not.toHaveAttribute('data-rendered', '')
  await expect(posts.nth(4)).toHaveAttribute('aria-posinset', '5')
  await expect(posts.nth(4)).toHaveAttribute('aria-label', new RegExp(`${marker} \\d+`))
  await expectNoA11yViolations(page, 'home with far posts unrendered')

  // k walks back up through them; each post it reaches is the real card again.
  await posts.nth(25).focus()
  for (let i = 0; i < 24; i++) await page.keyboard.press('k')
  const focused = page.locator('article:focus')
  await expect(focused).toHaveAttribute('aria-posinset', '2')
  await expect(focused.getByRole('button', { name: /Like|Unlike/ }).first()).toBeVisible()
  await expect(firstPage).toHaveAttribute('data-rendered', '')
})

test('a member presses Load more: the new posts on the screen are there at once, the rest as they come near', async ({
  page,
  instance,
}) => {
  test.setTimeout(90_000)
  const bob = await tokenOf(instance, 'bob')
  const marker = unique('Coming near')
  // Newest first: the second page holds posts 19 down to 0.
  for (let i = 0; i < 40; i++) await publish(instance, bob, { status: `${marker} ${i}`, visibility: 'public' })

  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  const feed = page.getByRole('feed', { name: 'Home' })
  const posts = feed.locator('article[aria-posinset]')
  await expect(posts).toHaveCount(20)
  // Scrolled into view to be clicked, the button may already have brought the page on approach:
  // the press then joins it, and the focus goes on all the same. The next page is held until the
  // press lands: on a slow machine a page that arrived first moved the button, Playwright scrolled
  // to it again, and that brought a further page on approach before the press.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/v1\/timelines\/home\?.*max_id=/, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Load more', exact: true }).click()
  release()
  await expect.poll(() => posts.count()).toBeGreaterThanOrEqual(40)
  const focused = page.locator('article:focus')
  await expect(focused).toHaveAttribute('aria-posinset', '21')
  await expect(focused).toContainText(`${marker} 19`)

  // Every post in sight is a whole card (with its actions); the last one is still waiting.
  const inSight = (await page.evaluate(`[...document.querySelectorAll('[role="feed"] article[aria-posinset]')]
    .filter((a) => { const r = a.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight })
    .map((a) => ({ position: a.getAttribute('aria-posinset'), card: a.querySelector('button') !== null }))`)) as {
    position: string
    card: boolean
  }[]
  expect(inSight.map((p) => p.position)).toContain('21')
  expect(inSight.filter((p) => !p.card)).toEqual([])
  await expect(posts.nth(39).getByRole('button')).toHaveCount(0)

  // j moves on through the new posts, each a card when reached.
  for (let i = 0; i < 8; i++) await page.keyboard.press('j')
  await expect(focused).toHaveAttribute('aria-posinset', '29')
  await expect(focused).toContainText(`${marker} 11`)
  await expect(focused.getByRole('button', { name: /Like|Unlike/ }).first()).toBeVisible()

  // Scrolling down with the wheel brings the last one in as a card.
  await page.mouse.move(600, 300)
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 400)
  await expect(posts.nth(39)).toContainText(`${marker} 0`)
  await expect(
    posts
      .nth(39)
      .getByRole('button', { name: /Like|Unlike/ })
      .first(),
  ).toBeVisible()
  await expectNoA11yViolations(page, 'home after Load more')
})
