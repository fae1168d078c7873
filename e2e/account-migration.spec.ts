import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// Issue 5: importing follows from a CSV, importing followers and moving followers.

test('a member imports follows from a CSV file and finds them on the Following tab', async ({ page, instance }) => {
  const host = new URL(instance.url).hostname
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  const nav = page.getByRole('navigation', { name: 'Main' })
  // Alice's feeds come into the sidebar after home and push Settings down: a click aimed before
  // they came can land beside it (docs/footguns.md).
  await expect(nav.getByRole('link', { name: 'Close friends' })).toBeVisible()
  await nav.getByRole('link', { name: 'Settings', exact: true }).click()
  await page.getByRole('link', { name: 'Import follows' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Import follows' })).toBeVisible()
  const importButton = page.getByRole('button', { name: 'Import' })
  await expect(importButton).toBeDisabled()
  await expectNoA11yViolations(page, 'import follows')

  // Mastodon's export: a header, then addresses in the first column.
  const csv = `Account address,Show boosts,Notify on new posts,Languages\nfrank@${host},true,false,\n\notto@remote.example,true,false,\n`
  await page
    .getByLabel('Choose a .csv file')
    .setInputFiles({ name: 'follows.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByRole('textbox', { name: 'Follows (CSV)' })).toHaveValue(csv)
  await expect(page.getByText(/Addresses found: 2/)).toBeVisible()
  await importButton.click()

  await expect(page).toHaveURL(new RegExp(`/@${username}$`))
  await page.getByRole('tab', { name: 'Following' }).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('link', { name: /@frank/ })).toBeVisible()
  await expect(panel.getByRole('link', { name: /@otto@remote\.example/ })).toBeVisible()
})

test('import followers without a linked key shows the server reason', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.goto('/settings/import-followers')
  await expect(page.getByRole('heading', { level: 1, name: 'Import followers' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Source actor ID' }).fill('https://remote.example/users/mira')
  await page.getByRole('textbox', { name: 'Followers (CSV)' }).fill('yuki@social.example\n')
  await page.getByRole('button', { name: 'Import' }).click()
  // Alice has no linked key.
  await expect(page.getByText('identity proof is required')).toBeVisible()
})

test('a member with a linked key imports the followers of her old account', async ({ page, instance }) => {
  // Demo seed: erin has a linked key, erin and otto@remote.example name each other, bob follows otto.
  const host = new URL(instance.url).hostname
  const { username, password } = instance.demo.all.find((a) => a.username === 'erin')!
  await signIn(page, username, password)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click()
  await page.getByRole('link', { name: /Import followers/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Import followers' })).toBeVisible()
  await expect(page.getByText('Experimental')).toBeVisible()
  const importButton = page.getByRole('button', { name: 'Import' })
  await expect(importButton).toBeDisabled()
  await page.getByRole('textbox', { name: 'Followers (CSV)' }).fill(`bob@${host}\n`)
  await expect(importButton).toBeDisabled()
  await page.getByRole('textbox', { name: 'Source actor ID' }).fill('https://remote.example/users/otto')
  await expect(importButton).toBeEnabled()
  await expectNoA11yViolations(page, 'import followers')
  await importButton.click()

  await expect(page).toHaveURL(new RegExp(`/@${username}$`))
  await page.getByRole('tab', { name: 'Followers' }).click()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /@bob/ })).toBeVisible()
})

test('a member moves her followers to the account that names her as alias', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click()
  await page.getByRole('link', { name: 'Move followers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Move followers' })).toBeVisible()
  const move = page.getByRole('button', { name: 'Move' })
  await expect(move).toBeDisabled()
  await expectNoA11yViolations(page, 'move followers')

  const target = page.getByRole('textbox', { name: 'Target address' })
  await target.fill('@nobody@nowhere.example')
  await move.click()
  await expect(page.getByText('user not found')).toBeVisible()

  // Yuki has not named this account as an alias: the server says so.
  await target.fill('@yuki@social.example')
  await move.click()
  await expect(page.getByText('target is not an alias')).toBeVisible()
  await expect(page).toHaveURL(/\/settings\/move-followers$/)

  // Mira names alice as an alias (demo seed): the move goes through and Mira's profile opens.
  await target.fill('@mira@remote.example')
  await move.click()
  await expect(page).toHaveURL(/\/@mira@remote\.example$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mira Sol' })).toBeVisible()
  await expectNoA11yViolations(page, 'moved profile')

  // Alice's followers now follow Mira instead.
  await page.goto(`/@${username}`)
  await page.getByRole('tab', { name: 'Followers' }).click()
  await expect(page.getByRole('tabpanel').getByText('No followers', { exact: true })).toBeVisible()
})
