import { expect, expectNoA11yViolations, instanceTitle, signIn, test } from './fixtures'
import { escapeRegExp } from './support/regexp'

test('a member finds the sidebar, the page titles and the search box', async ({ page, instance }) => {
  const title = await instanceTitle(instance)
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  // The member has unread notifications, counted at the start of the title.
  await expect(page).toHaveTitle(new RegExp(`^\\(\\d+\\) Home \\| ${escapeRegExp(title)}$`))

  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['Local', 'Federated', 'Profile directory', 'Bookmarks', 'Settings', 'About']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: /^Notifications/ })).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Accounts, signed in as @${username}` }),
  ).toBeVisible()

  // Search: submit disabled while empty, a clear button once there is text.
  const search = page.getByRole('search')
  const box = search.getByRole('combobox', { name: 'Search' })
  const submit = search.getByRole('button', { name: 'Search', exact: true })
  await expect(submit).toBeDisabled()
  await box.fill('tea')
  await expect(submit).toBeEnabled()
  await search.getByRole('button', { name: 'Clear search' }).click()
  await expect(box).toHaveValue('')
  await expect(submit).toBeDisabled()

  // Focus shows the prefixes; picking one fills the box.
  await box.focus()
  await expect(page.getByRole('button', { name: /^# / })).toBeVisible()
  await expect(page.getByRole('button', { name: /^> / })).toBeVisible()
  await page.getByRole('button', { name: /^@ / }).click()
  await expect(box).toHaveValue('@')
  await expectNoA11yViolations(page, 'home with the search help open')
  await box.fill('@bob')
  await submit.click()
  await expect(page).toHaveURL(/\/search\?q=%40bob$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^\\(\\d+\\) Search \\| ${escapeRegExp(title)}$`))

  // About shows the technical information to members.
  await nav.getByRole('link', { name: 'About', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: `About ${title}` })).toBeVisible()
  await expect(page.getByText('Server version')).toBeVisible()
  await expect(page.getByText(/Parley \d+\.\d+\.\d+ \(Mitra web client 3\.21\.0 compatible\)/)).toBeVisible()
  await expectNoA11yViolations(page, 'About (member)')
})

test('a read-only member is told so and gets no composer', async ({ page, instance }) => {
  const reader = instance.demo.all.find((a) => a.role === 'read_only_user')
  if (!reader) throw new Error('the demo seed has no read-only account')
  await signIn(page, reader.username, reader.password)
  await expect(page.getByText('Your account is read-only: you can read and react, but not post.')).toBeVisible()
  await expect(page.getByLabel('Post text')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'home (read-only member)')
})
