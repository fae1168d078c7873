import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// Issue 5: a member declares an account on another server as an alias, sees it listed, and removes it.

test('a member adds an alias by address, sees it declared, and removes it again', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click()
  await page.getByRole('link', { name: 'Identities' }).click()
  await expect(page).toHaveURL(/\/settings\/aliases$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Identities' })).toBeVisible()
  await expect(page.getByText('No aliases declared yet.')).toBeVisible()
  await expect(page.getByText('No verified aliases yet.')).toBeVisible()
  await expectNoA11yViolations(page, 'identities')

  const address = page.getByRole('textbox', { name: 'Fediverse address' })
  const add = page.getByRole('button', { name: 'Add alias' })
  await expect(add).toBeDisabled()
  await address.fill('ghost@nowhere.example')
  await add.click()
  await expect(page.getByText('user not found')).toBeVisible()
  await expect(add).toBeDisabled()

  // A local account cannot be an alias: the server's message shows inline.
  await address.fill('bob')
  await add.click()
  await expect(page.getByText('alias must be on another server')).toBeVisible()

  // A partial address offers the accounts found to pick from.
  await address.fill('mira')
  await add.click()
  const suggestions = page.getByRole('region', { name: 'Suggestions' })
  await expect(suggestions.getByRole('button', { name: 'Add @mira@remote.example' })).toBeVisible()
  await expectNoA11yViolations(page, 'alias suggestions')
  await suggestions.getByRole('button', { name: 'Add @mira@remote.example' }).click()
  const declared = page.getByRole('list', { name: 'Declared aliases' })
  await expect(declared.getByRole('link', { name: /@mira@remote\.example/ })).toBeVisible()
  await expect(address).toHaveValue('')
  // Mira names this account back (demo seed): the alias is verified.
  await expect(
    page.getByRole('list', { name: 'Verified aliases' }).getByRole('link', { name: /@mira@remote\.example/ }),
  ).toBeVisible()

  // A full address is added at once.
  await address.fill('  yuki@social.example ')
  await expect(add).toBeEnabled()
  await add.click()
  await expect(declared.getByRole('link', { name: /@yuki@social\.example/ })).toBeVisible()
  await expectNoA11yViolations(page, 'identities with aliases')

  // The list is the server's: it is still there after a reload.
  await page.reload()
  await expect(declared.getByRole('link', { name: /@mira@remote\.example/ })).toBeVisible()
  await declared.getByRole('button', { name: 'Remove @mira@remote.example' }).click()
  await expect(declared.getByRole('link', { name: /@mira@remote\.example/ })).toHaveCount(0)
  await expect(page.getByText('No verified aliases yet.')).toBeVisible()
  await declared.getByRole('button', { name: 'Remove @yuki@social.example' }).click()
  await expect(page.getByText('No aliases declared yet.')).toBeVisible()
})
