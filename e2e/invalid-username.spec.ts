import { expect, expectNoA11yViolations, test } from './fixtures'

const RULE = 'Only lowercase letters, numbers and underscores are allowed.'

test('an invalid username shows the rule and keeps submit disabled', async ({ page }) => {
  await page.goto('/')
  const username = page.getByLabel('Username', { exact: true })
  const password = page.getByLabel('Password', { exact: true })
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true })

  await expect(signIn).toBeDisabled()
  await username.fill('Bad Name!')
  await password.fill('some password')
  await expect(page.getByText(RULE)).toBeVisible()
  await expect(username).toHaveAccessibleDescription(new RegExp(RULE.replace(/\./g, '\\.')))
  await expect(signIn).toBeDisabled()
  await expectNoA11yViolations(page, 'the landing page with an invalid username')

  // The same rule applies when signing up.
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign up' })).toBeVisible()
  await username.fill('Bad Name!')
  await password.fill('some password')
  await expect(page.getByText(RULE)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeDisabled()

  // A valid username clears the message and enables submit.
  await username.fill('good_name_1')
  await expect(page.getByText(RULE)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeEnabled()
})
