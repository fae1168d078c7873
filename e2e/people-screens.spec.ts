import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// A first walk over the people screens (issue 4): each shows what a person expects and passes axe.
// The full journeys (following, custom feeds, mutes) come with the rest of that issue.

test('a member reads notifications, which clears the unread badge, and opens search, bookmarks and the directory', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible()

  await nav.getByRole('link', { name: /^Notifications/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.locator('main article').first()).toBeVisible()
  await expectNoA11yViolations(page, 'notifications')
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()

  await page.getByRole('combobox', { name: 'Search' }).fill('#coffee')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  const hashtag = page.getByRole('main').getByRole('link', { name: 'coffee', exact: true })
  await expect(hashtag).toHaveAttribute('href', '/tag/coffee')
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('#coffee')
  await expectNoA11yViolations(page, 'search')
  await hashtag.click()
  await expect(page.getByRole('heading', { level: 1, name: '#coffee' })).toBeVisible()

  await nav.getByRole('link', { name: 'Bookmarks', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible()
  await expectNoA11yViolations(page, 'bookmarks')

  await nav.getByRole('link', { name: 'Profile directory', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Profile directory' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /@bob/ }).first()).toBeVisible()
  await expectNoA11yViolations(page, 'profile directory')
})

test('a guest opens a profile by @acct and its gallery; a missing profile says so', async ({ page }) => {
  await page.goto('/@bob')
  const name = page.getByRole('heading', { level: 1 })
  await expect(name).not.toHaveText('Profile')
  await expect(page.getByText('@bob', { exact: true }).first()).toBeVisible()
  await expectNoA11yViolations(page, 'profile')

  await page.getByRole('link', { name: 'Gallery' }).click()
  await expect(page).toHaveURL(/\/@bob\/gallery$/)
  await expect(page.getByRole('link', { name: 'Back to profile' })).toBeVisible()
  await expectNoA11yViolations(page, 'gallery')

  await page.goto('/@nobody_here')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible()
  await expectNoA11yViolations(page, 'profile not found')
})
