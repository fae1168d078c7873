import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { tokenOf } from './support/posts'

const PHONE = { width: 390, height: 844 }

/** The phone tab bar: the list inside the main navigation that holds the Menu button. */
const tabBar = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Menu(,|$)/ }) })

/** Words of the labels in the first navigation that the browser laid out over two lines. */
async function wordsBrokenAcrossLines(page: Page): Promise<string[]> {
  return page
    .locator('nav')
    .first()
    .evaluate((nav) => {
      const broken: string[] = []
      for (const label of nav.querySelectorAll('a span, button span')) {
        const node = label.firstChild
        if (!(node instanceof Text) || label.getClientRects().length === 0) continue
        const text = node.data
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (tops.size > 1) broken.push(match[0])
        }
      }
      return broken
    })
}

test('on a phone: labelled tabs, New post opens the composer, Menu holds the rest, log out asks first', async ({
  page,
  instance,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  const tabs = tabBar(page)
  for (const name of ['Home', 'Search', 'Notifications', 'Menu'])
    await expect(tabs.getByText(name, { exact: true })).toBeVisible()
  // New post is the "+" in the middle, named for screen readers.
  await expect(tabs.getByRole('button', { name: 'New post' })).toBeVisible()
  // The composer is one line until focused: no Publish button on the first screen.
  const postText = page.getByLabel('Post text', { exact: true })
  await expect(postText).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeHidden()
  expect((await postText.boundingBox())!.height).toBeLessThan(60)
  await expectNoA11yViolations(page, 'home on a phone (light)')

  // New post from another screen goes home and puts the cursor in the composer.
  await tabs.getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search/)
  await tabs.getByRole('button', { name: 'New post' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(postText).toBeFocused()
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()
  await postText.fill('Typed on a phone')
  await page.getByRole('heading', { level: 1, name: 'Home' }).click()
  await expect(postText).toHaveValue('Typed on a phone')
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()

  // Menu: a sheet with everything else; Escape closes it.
  await tabs.getByRole('button', { name: 'Menu' }).click()
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  for (const name of [
    'Local',
    'Federated',
    'Profile directory',
    'Bookmarks',
    'Manage feeds',
    'Profile',
    'Muted users',
    'Settings',
    'About',
  ]) {
    await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible()
  }
  // What was typed is kept as a draft.
  await expect(sheet.getByRole('link', { name: /^Drafts, 1 draft$/ })).toBeVisible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoA11yViolations(page, 'the phone menu (dark)')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(tabs.getByRole('button', { name: 'Menu' })).toBeFocused()

  // Log out asks first: Cancel keeps the session.
  await tabs.getByRole('button', { name: 'Menu' }).click()
  await sheet.getByRole('button', { name: 'Log out' }).click()
  const confirm = page.getByRole('dialog', { name: 'Log out of @alice?' })
  await expect(confirm).toBeVisible()
  await expectNoA11yViolations(page, 'the log-out confirmation (dark, phone)')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy()
  await tabs.getByRole('button', { name: 'Menu' }).click()
  await sheet.getByRole('button', { name: 'Log out' }).click()
  await confirm.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
})

test('a locked account sees its pending follow requests and its feeds in the sidebar; German labels never break mid-word', async ({
  page,
  instance,
}) => {
  test.setTimeout(120_000)
  const grace = instance.demo.all.find((a) => a.username === 'grace')!
  const graceToken = await tokenOf(instance, 'grace')
  const graceAccount = await instance.api<{ id: string }>('/api/v1/accounts/lookup?acct=grace', { token: graceToken })
  await instance.api(`/api/v1/accounts/${graceAccount.id}/follow`, {
    method: 'POST',
    token: await tokenOf(instance, 'carol'),
  })
  // The seed has requests waiting for grace already: the count is what the server lists.
  const pending = (await instance.api<unknown[]>('/api/v1/follow_requests', { token: graceToken })).length
  expect(pending).toBeGreaterThan(0)
  const requestsName = `Follow requests, ${pending} pending request${pending === 1 ? '' : 's'}`
  const feed = await instance.api<{ id: string }>('/api/v1/lists', {
    method: 'POST',
    token: graceToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Garden club' }),
  })

  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, grace.username, grace.password)
  await page.emulateMedia({ colorScheme: 'light' })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: requestsName })).toBeVisible()
  const feeds = nav.getByRole('list', { name: 'Feeds' })
  await expect(feeds.getByRole('link', { name: 'Garden club' })).toHaveAttribute(
    'href',
    `/custom-feed/${feed.id}/timeline`,
  )
  await expect(feeds.getByRole('link', { name: 'Manage feeds' })).toBeVisible()
  // The header names the account once (its button), and home has no second directory button.
  await expect(page.getByRole('banner').getByText('@grace', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Profile directory' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'home with follow requests and feeds (light)')
  await nav.getByRole('link', { name: requestsName }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible()

  // On a phone the Menu tab carries the count.
  await page.setViewportSize(PHONE)
  await expect(
    tabBar(page).getByRole('button', { name: `Menu, ${requestsName.slice('Follow requests, '.length)}` }),
  ).toBeVisible()

  // German: "Benachrichtigungen" and the rest wrap between words only, in the sidebar and the tabs.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/settings')
  await page.getByLabel('Language', { exact: true }).selectOption('de')
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
  const notifications = page
    .locator('nav')
    .first()
    .getByRole('link', { name: /^Benachrichtigungen/ })
    .first()
  await expect(notifications).toBeVisible()
  expect(await wordsBrokenAcrossLines(page)).toEqual([])
  await page.setViewportSize(PHONE)
  await expect(page.locator('nav').first().getByText('Benachrichtigungen', { exact: true }).last()).toBeVisible()
  expect(await wordsBrokenAcrossLines(page)).toEqual([])
})

test('a read-only member is offered no Drafts, no New post and no posting settings', async ({ page, instance }) => {
  const reader = instance.demo.all.find((a) => a.role === 'read_only_user')!
  await page.setViewportSize(PHONE)
  await signIn(page, reader.username, reader.password)
  const tabs = tabBar(page)
  await expect(tabs.getByText('Home', { exact: true })).toBeVisible()
  await expect(tabs.getByRole('button', { name: 'New post' })).toHaveCount(0)
  await tabs.getByRole('button', { name: 'Menu' }).click()
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  await expect(sheet.getByRole('link', { name: 'Settings', exact: true })).toBeVisible()
  await expect(sheet.getByRole('link', { name: /^Drafts/ })).toHaveCount(0)
  await sheet.getByRole('link', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Content warnings' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Publish with Ctrl+Enter' })).toHaveCount(0)
  await expect(page.getByLabel('Default visibility of new posts')).toHaveCount(0)
  await expectNoA11yViolations(page, 'settings of a read-only member (phone)')
})
