import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// Counts on profiles (issue 19, items 11 and 13): a remote profile shows its counts like a local
// one, says they are this server's view, and links its original page in a new tab; a creator's
// profile shows how many subscribers they have.

type AccountCounts = { url: string; statuses_count: number; followers_count: number; subscribers_count: number }

test('a remote profile shows its counts and a link to the original, in both themes and on a phone', async ({
  page,
  instance,
}) => {
  const mira = await instance.api<AccountCounts>('/api/v1/accounts/lookup?acct=mira@remote.example')
  await signIn(page, 'alice', 'alice-demo-pass')
  await page.goto('/@mira@remote.example')
  await expect(page.getByRole('heading', { level: 1, name: 'Mira Sol' })).toBeVisible()

  const stats = page.getByRole('list', { name: 'Statistics' })
  // "1 post", "2 posts": the words follow the numbers' plural forms.
  const counted = (n: number, word: string) => new RegExp(`(?<!\\d)${n} ${word}${n === 1 ? '' : 's'}(?![a-z])`)
  await expect(stats).toContainText(counted(mira.statuses_count, 'post'))
  await expect(stats).toContainText(counted(mira.followers_count, 'follower'))
  await expect(stats).toContainText('following')
  await expect(page.getByText('Counts as known to this server.')).toBeVisible()

  const original = page.getByRole('link', { name: 'Open original profile on remote.example (opens in a new tab)' })
  await expect(original).toBeVisible()
  await expect(original).toHaveAttribute('href', mira.url)
  await expect(original).toHaveAttribute('target', '_blank')
  await expect(original).toHaveAttribute('rel', 'noopener noreferrer')
  // A remote account has no Atom feed on this server.
  await expect(page.getByRole('link', { name: /Atom feed/ })).toHaveCount(0)
  await expectNoA11yViolations(page, 'a remote profile (light)')

  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoA11yViolations(page, 'a remote profile (dark)')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(original).toBeVisible()
  await expect(stats).toBeVisible()
  await expectNoA11yViolations(page, 'a remote profile (390 px)')
})

test('a local profile has no original link', async ({ page }) => {
  await page.goto('/@alice')
  await expect(page.getByRole('list', { name: 'Statistics' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Atom feed/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open original profile/ })).toHaveCount(0)
  await expect(page.getByText('Counts as known to this server.')).toHaveCount(0)
})

test("a creator's profile shows the subscriber count; a member without subscriptions shows none", async ({
  page,
  instance,
}) => {
  const carol = await instance.api<AccountCounts>('/api/v1/accounts/lookup?acct=carol')
  // The demo seed gives carol an active subscriber.
  expect(carol.subscribers_count).toBeGreaterThan(0)
  const words = carol.subscribers_count === 1 ? 'subscriber' : 'subscribers'
  await signIn(page, 'alice', 'alice-demo-pass')
  await page.goto('/@carol')
  const stats = page.getByRole('list', { name: 'Statistics' })
  await expect(stats).toContainText(`${carol.subscribers_count} ${words}`)
  await expectNoA11yViolations(page, "a creator's profile with subscribers")
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoA11yViolations(page, "a creator's profile with subscribers (dark)")
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(stats).toContainText(`${carol.subscribers_count} ${words}`)
  await expectNoA11yViolations(page, "a creator's profile with subscribers (390 px)")

  await page.goto('/@dave')
  await expect(page.getByRole('list', { name: 'Statistics' })).toContainText('followers')
  await expect(page.getByRole('list', { name: 'Statistics' })).not.toContainText('subscriber')
})
