import { DEMO_PASSWORD_SUFFIX } from '../server/db/seed-content'
import { LOCKED_PERSON } from '../server/db/seed-people'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import type { Browser, Page } from '@playwright/test'
import type { TestInstance } from './fixtures'

// Follow requests (issue 4): members ask to follow the locked account grace, who accepts one and
// rejects the other; each person uses their own browser.

async function signedInPage(browser: Browser, instance: TestInstance, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: instance.url })
  const page = await context.newPage()
  await signIn(page, username, username + DEMO_PASSWORD_SUFFIX)
  return page
}

const statistics = (page: Page) => page.getByRole('list', { name: 'Statistics' })

async function requestToFollowGrace(page: Page): Promise<void> {
  await page.goto('/@grace')
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper-Nakamura' })).toBeVisible()
  await expect(page.getByText('Locked', { exact: true })).toBeVisible()
  await expect(statistics(page)).toContainText(/(?<!\d)1 follower(?![a-z])/)
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Cancel follow request' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0)
}

test('grace accepts one follow request and rejects another; the followers see the outcome', async ({
  browser,
  instance,
}) => {
  // Three people in three browsers: on a busy two-core machine this walk takes about a minute.
  test.setTimeout(120_000)
  const carol = await signedInPage(browser, instance, 'carol')
  const erin = await signedInPage(browser, instance, 'erin')
  await requestToFollowGrace(carol)
  await requestToFollowGrace(erin)
  await carol.reload()
  await expect(carol.getByRole('button', { name: 'Cancel follow request' })).toBeVisible()

  // Nobody asked to follow erin: her list is empty.
  await erin.goto('/follow-requests')
  await expect(erin.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible()
  await expect(erin.getByText('No follow requests found')).toBeVisible()
  await expectNoA11yViolations(erin, 'follow requests, none')

  const grace = await signedInPage(browser, instance, LOCKED_PERSON.username)
  const nav = grace.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: /^Notifications/ }).click()
  await expect(grace.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(
    grace
      .getByRole('main')
      .getByText(/Carol Lindqvist.*requested to follow you/)
      .first(),
  ).toBeVisible()

  // Grace's own profile menu leads to her requests.
  await grace.goto('/@grace')
  await grace.getByRole('button', { name: 'Profile actions' }).click()
  await grace.getByRole('menuitem', { name: 'Follow requests' }).click()
  await expect(grace).toHaveURL(/\/follow-requests$/)
  await expect(grace.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible()
  const list = grace.getByRole('list', { name: 'Follow requests' })
  for (const name of ['Carol Lindqvist', 'Erin Walsh', 'Dave Tanaka']) {
    await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  }
  await expectNoA11yViolations(grace, 'follow requests')

  await grace.getByRole('button', { name: 'Accept @carol' }).click()
  await expect(grace.getByRole('button', { name: 'Accept @carol' })).toHaveCount(0)
  await grace.getByRole('button', { name: 'Reject @erin' }).click()
  await expect(grace.getByRole('button', { name: 'Reject @erin' })).toHaveCount(0)
  await expect(list.getByRole('link', { name: /Dave Tanaka/ })).toBeVisible()
  await grace.reload()
  await expect(grace.getByRole('button', { name: 'Accept @dave' })).toBeVisible()
  await expect(grace.getByRole('button', { name: 'Accept @carol' })).toHaveCount(0)
  await expect(grace.getByRole('button', { name: 'Accept @erin' })).toHaveCount(0)

  // Carol now follows grace, and grace has one more follower; erin may ask again.
  await carol.reload()
  await expect(carol.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  await expect(statistics(carol)).toContainText('2 followers')
  await erin.goto('/@grace')
  await expect(erin.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
  await expect(erin.getByRole('button', { name: 'Cancel follow request' })).toHaveCount(0)
  await expect(statistics(erin)).toContainText('2 followers')

  // Grace's followers tab lists carol.
  await grace.goto('/@grace')
  await grace.getByRole('tab', { name: 'Followers' }).click()
  await expect(grace.getByRole('tabpanel').getByRole('link', { name: /Carol Lindqvist/ })).toBeVisible()

  for (const page of [carol, erin, grace]) await page.context().close()
})

test('a member removes a follower after confirming, and the followers count drops', async ({ page }) => {
  await signIn(page, 'carol', 'carol' + DEMO_PASSWORD_SUFFIX)
  await page.goto('/@carol')
  await expect(page.getByRole('heading', { level: 1, name: 'Carol Lindqvist' })).toBeVisible()
  const before = Number(
    (await statistics(page)
      .getByRole('button', { name: /\bfollowers?\b/ })
      .locator('strong')
      .textContent()) ?? 'NaN',
  )
  // "1 follower", "2 followers".
  const after = new RegExp(`(?<!\\d)${before - 1} followers?(?![a-z])`)
  await page.getByRole('tab', { name: 'Followers' }).click()
  await page.getByRole('button', { name: 'Remove @bob from followers' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove @bob from followers?' })
  await expect(dialog).toBeVisible()
  await expectNoA11yViolations(page, 'remove follower confirmation')
  await dialog.getByRole('button', { name: 'Remove from followers' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Remove @bob from followers' })).toHaveCount(0)
  await expect(statistics(page)).toContainText(after)
  await page.reload()
  await expect(statistics(page)).toContainText(after)
  await page.getByRole('tab', { name: 'Followers' }).click()
  await expect(page.getByRole('button', { name: 'Remove @alice from followers' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove @bob from followers' })).toHaveCount(0)
})
