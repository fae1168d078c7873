import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// Issue 22: the automated-account flag. Mitra 4.2 and later take `bot` in update_credentials (the
// actor type); every release serves `Account.bot`, so the mark shows on 3.21 too, but only 5.9
// offers the checkbox (docs/mitra-versions.md, Profile).

const SHOTS = process.env.PARLEY_SHOTS
const FLAG = 'This is an automated account'

test('a member marks the account as automated and the profile shows it', async ({ page, instance, mitra }) => {
  // Demo seed: weatherbot@social.example is automated in both dialects.
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.goto('/@weatherbot@social.example')
  const main = page.getByRole('main')
  await expect(main.getByText('Automated account')).toBeAttached()
  await expect(main.getByText('Automated', { exact: true })).toBeVisible()

  await page.goto('/settings/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
  if (mitra === '3.21') {
    await expect(page.getByLabel('Display name', { exact: true })).toBeVisible()
    await expect(page.getByLabel(FLAG)).toHaveCount(0)
    return
  }

  const flag = page.getByLabel(FLAG)
  await expect(flag).not.toBeChecked()
  await flag.check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible()
  await expect(flag).toBeChecked()
  await expectNoA11yViolations(page, 'the profile editor with the automated flag')
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/bot-editor-light.png`, fullPage: true, animations: 'disabled' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.screenshot({ path: `${SHOTS}/bot-editor-dark.png`, fullPage: true, animations: 'disabled' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SHOTS}/bot-editor-390.png`, fullPage: true, animations: 'disabled' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.emulateMedia({ colorScheme: 'light' })
  }

  await page.getByRole('link', { name: 'View profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/@${username}$`))
  await expect(main.getByText('Automated', { exact: true })).toBeVisible()
  await expect(main.getByText('Automated account')).toBeAttached()
  await expectNoA11yViolations(page, 'an automated profile')
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/bot-profile-light.png`, animations: 'disabled' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.screenshot({ path: `${SHOTS}/bot-profile-dark.png`, animations: 'disabled' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SHOTS}/bot-profile-390.png`, animations: 'disabled' })
  }

  // Unticking it saves a person again.
  await page.goto('/settings/profile')
  await page.getByLabel(FLAG).uncheck()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible()
  await page.getByRole('link', { name: 'View profile' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(main.getByText('Automated account')).toHaveCount(0)
})
