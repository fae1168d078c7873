import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// Custom feeds (issue 4). The demo seed gives alice two feeds already: "Close friends" (bob, carol,
// erin) and "Far away" (three remote accounts); the journey makes its own feed next to them.

test('alice makes a feed, fills it by picking a suggestion, reads it, then renames and deletes it', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)

  await page.goto('/custom-feeds')
  await expect(page.getByRole('heading', { level: 1, name: 'Custom feeds' })).toBeVisible()
  const feeds = page.getByRole('list', { name: 'Custom feeds' })
  await expect(feeds.getByRole('link', { name: 'Close friends', exact: true })).toBeVisible()
  const name = page.getByLabel('Feed name')
  const create = page.getByRole('button', { name: 'Create' })
  await expect(create).toBeDisabled()
  await name.fill('   ')
  await expect(create).toBeDisabled()
  await name.fill('Makers')
  await create.click()
  await expect(feeds.getByRole('link', { name: 'Makers', exact: true })).toBeVisible()
  await expect(name).toHaveValue('')
  await expectNoA11yViolations(page, 'custom feeds')

  await feeds.getByRole('link', { name: 'Configure Makers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Makers' })).toBeVisible()
  await expect(page.getByText('No users in this feed yet')).toBeVisible()
  const address = page.getByLabel('Address')
  const add = page.getByRole('button', { name: 'Add', exact: true })
  await expect(add).toBeDisabled()

  // Nobody by that name.
  await address.fill('nobody_here_at_all')
  await add.click()
  await expect(page.getByRole('alert')).toHaveText('user not found')

  // Part of an address: the matches are offered, and one is picked.
  await address.fill('@fra')
  await add.click()
  const suggestions = page.getByRole('list', { name: 'Suggestions' })
  await suggestions.getByRole('button', { name: /Frank Ibarra\s*@frank/ }).click()
  const members = page.getByRole('list', { name: 'Users in this feed' })
  await expect(members.getByRole('link', { name: /@frank/ })).toBeVisible()
  await expect(address).toHaveValue('')
  await expect(suggestions).toBeHidden()
  await expectNoA11yViolations(page, 'custom feed configuration')

  // The same user again is refused with a message.
  await address.fill('frank')
  await add.click()
  await expect(page.getByRole('alert')).toHaveText('This user is already in the feed')

  await page.getByRole('link', { name: 'Open the feed’s timeline' }).click()
  await expect(page).toHaveURL(/\/custom-feed\/\d+\/timeline$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Makers' })
  await expect(heading.getByRole('link', { name: 'Makers' })).toBeVisible()
  const posts = page.getByRole('feed', { name: 'Makers' }).locator('article')
  await expect(posts.first()).toBeVisible()
  await expect(posts.first()).toContainText('@frank')
  await expectNoA11yViolations(page, 'custom feed timeline')

  await heading.getByRole('link', { name: 'Makers' }).click()
  await members.getByRole('button', { name: 'Remove @frank' }).click()
  const confirmRemove = page.getByRole('dialog', { name: 'Remove @frank from this feed?' })
  await confirmRemove.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(confirmRemove).toBeHidden()
  await expect(page.getByText('No users in this feed yet')).toBeVisible()

  await page.getByRole('button', { name: 'Rename' }).click()
  await page.getByLabel('Feed name').fill('Workshop')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop' })).toBeVisible()

  await page.getByRole('button', { name: 'Delete feed' }).click()
  const confirmDelete = page.getByRole('dialog', { name: /Delete the feed/ })
  await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/custom-feeds$/)
  await expect(feeds.getByRole('link', { name: 'Close friends', exact: true })).toBeVisible()
  await expect(feeds.getByRole('link', { name: 'Workshop', exact: true })).toHaveCount(0)
})

test('an unknown feed says so and leads back to the feeds', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.goto('/custom-feed/999999')
  await expect(page.getByRole('heading', { level: 1, name: 'Custom feed not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to custom feeds' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Custom feeds' })).toBeVisible()
})
