import { expect, expectNoA11yViolations, logOut, test } from './fixtures'

test('with registrations closed, sign-up needs an invite code made with the CLI', async ({ page, instance }) => {
  await instance.cli('update-config', 'registrations_open', 'false')
  const code = lastToken(await instance.cli('generate-invite-code'))

  await page.goto('/')
  await page.getByRole('button', { name: 'Create an account' }).click()
  const inviteCode = page.getByLabel('Invite code', { exact: true })
  const submit = page.getByRole('button', { name: 'Sign up', exact: true })
  await expect(inviteCode).toBeVisible()
  await page.getByLabel('Username', { exact: true }).fill('invited')
  await page.getByLabel('Password', { exact: true }).fill('a long enough password')
  await expect(submit).toBeDisabled()
  await expectNoA11yViolations(page, 'sign-up with registrations closed')

  await inviteCode.fill(code)
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await logOut(page)

  // An invite code works once.
  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByLabel('Username', { exact: true }).fill('invited_again')
  await page.getByLabel('Password', { exact: true }).fill('a long enough password')
  await page.getByLabel('Invite code', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('invalid invite code')
  await expect(page).toHaveURL(/\/$/)
  await expectNoA11yViolations(page, 'sign-up with a used invite code')

  // Toggling the form clears the error.
  await page.getByRole('button', { name: 'Sign in to an existing account' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

/** The invite code is the last word the CLI prints. */
function lastToken(output: string): string {
  const words = output.trim().split(/\s+/)
  const code = words[words.length - 1]
  if (!code) throw new Error(`generate-invite-code printed nothing: ${JSON.stringify(output)}`)
  return code
}
