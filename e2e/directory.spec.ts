import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// Issue 19 item 10: the profile directory shows each profile as a card with its banner, two lines
// of bio, counts and Follow.

const SHOTS = process.env.PARLEY_SHOTS

test('a member reads the directory cards and follows and unfollows from one', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile directory', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Profile directory' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Profile directory' })

  // Alice already follows Bob; Bob has a banner of his own.
  const bob = list.getByRole('article', { name: /^Bob Okafor @bob$/ })
  await expect(bob.getByText('Cyclist. Bread baker. Recovering sysadmin.')).toBeVisible()
  await expect(bob.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  await expect(bob.locator('img[src*="/media/"]').first()).toBeVisible()
  // Alice's own card offers no Follow.
  await expect(list.getByRole('article', { name: /^Alice Moreau @alice$/ }).getByRole('button')).toHaveCount(0)

  const frank = list.getByRole('article', { name: /^Frank Ibarra @frank$/ })
  await expect(frank.getByText('Coffee roaster and amateur astronomer.')).toBeVisible()
  const stats = frank.getByRole('list', { name: 'Statistics' })
  await expect(stats.getByRole('listitem')).toHaveText([/^\d+ posts?$/, /^\d+ following$/, /^\d+ followers?$/])
  const followers = Number((await stats.getByRole('listitem').nth(2).innerText()).match(/\d+/)?.[0])
  const followersText = (n: number) => new RegExp(`^${n} followers?$`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/directory-light.png`, fullPage: true, animations: 'disabled' })
  await expectNoA11yViolations(page, 'profile directory')

  await frank.getByRole('button', { name: 'Follow' }).click()
  await expect(frank.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  await expect(stats.getByRole('listitem').nth(2)).toHaveText(followersText(followers + 1))

  // The server kept it: after a reload the card still says so.
  await page.reload()
  await expect(frank.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  await expect(stats.getByRole('listitem').nth(2)).toHaveText(followersText(followers + 1))

  await page.emulateMedia({ colorScheme: 'dark' })
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/directory-dark.png`, fullPage: true, animations: 'disabled' })
  await expectNoA11yViolations(page, 'profile directory (dark)')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(frank.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/directory-390-dark.png`, fullPage: true, animations: 'disabled' })
  await expectNoA11yViolations(page, 'profile directory (dark, 390 px)')
  await page.emulateMedia({ colorScheme: 'light' })
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/directory-390.png`, animations: 'disabled' })
  await expectNoA11yViolations(page, 'profile directory (390 px)')

  await frank.getByRole('button', { name: 'Unfollow' }).click()
  await expect(frank.getByRole('button', { name: 'Follow' })).toBeVisible()
  await expect(stats.getByRole('listitem').nth(2)).toHaveText(followersText(followers))

  // The name leads to the profile.
  await frank.getByRole('link', { name: /Frank Ibarra/ }).click()
  await expect(page).toHaveURL(/\/@frank$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Frank Ibarra' })).toBeVisible()
})
