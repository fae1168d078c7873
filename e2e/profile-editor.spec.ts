import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { pngFile } from './support/png'

test('a member edits the profile with avatar, banner and two fields and sees it on the profile page', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await expect(page).toHaveURL(/\/settings\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
  await expectNoA11yViolations(page, 'the profile editor')

  // The display name: at most 75 characters, trimmed.
  const save = page.getByRole('button', { name: 'Save', exact: true })
  const name = page.getByLabel('Display name', { exact: true })
  await name.fill('x'.repeat(76))
  await expect(page.getByText('Use at most 75 characters.')).toBeVisible()
  await expect(save).toBeDisabled()
  await name.fill('  Alice in Settings  ')
  await expect(save).toBeEnabled()
  await page.getByLabel('Bio', { exact: true }).fill('Baker of **bread**, reader of maps.')

  // Images: a picked PNG shows as a preview before saving.
  await page.locator('input[type=file][name=avatar]').setInputFiles(pngFile('avatar.png', 64, 64, [200, 40, 40]))
  await expect(page.getByRole('button', { name: 'Remove avatar' })).toBeVisible()
  await page.locator('input[type=file][name=header]').setInputFiles(pngFile('banner.png', 300, 100, [40, 90, 200]))
  await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', /^data:image\/png;base64,/)

  // Two fields; a repeated label is an error that blocks saving.
  const removeField = page.getByRole('button', { name: /^Remove field/ })
  while ((await removeField.count()) > 0) await removeField.first().click()
  await expect(page.getByRole('button', { name: /^Remove field/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add field' }).click()
  await page.getByLabel('Label 1', { exact: true }).fill(' Website ')
  await page.getByLabel('Content 1', { exact: true }).fill(' https://bakery.example ')
  await page.getByRole('button', { name: 'Add field' }).click()
  await page.getByLabel('Label 2', { exact: true }).fill('Website')
  await expect(page.getByText('This label is already used by another field.')).toBeVisible()
  await expect(save).toBeDisabled()
  await page.getByLabel('Label 2', { exact: true }).fill('Pronouns')
  await page.getByLabel('Content 2', { exact: true }).fill('she/her')
  await expect(save).toBeEnabled()

  await save.click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible()
  await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Alice in Settings')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoA11yViolations(page, 'the profile editor (dark)')
  await page.emulateMedia({ colorScheme: 'light' })

  await page.getByRole('link', { name: 'View profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/@${username}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Alice in Settings' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText('reader of maps')).toBeVisible()
  await expect(main.locator('dt', { hasText: 'Website' })).toBeVisible()
  await expect(main.getByRole('link', { name: /bakery\.example/ })).toBeVisible()
  await expect(main.locator('dt', { hasText: 'Pronouns' })).toBeVisible()
  await expect(main.getByText('she/her')).toBeVisible()
  const images = await main.locator('header img').evaluateAll((els) => els.map((el) => (el as HTMLImageElement).src))
  expect(images.filter((src) => /\/media\//.test(src) || /^https?:/.test(src)).length).toBeGreaterThanOrEqual(2)

  // Removing the banner keeps the avatar.
  await page.goto('/settings/profile')
  await page.getByRole('button', { name: 'Remove banner' }).click()
  await expect(page.getByText('No banner')).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible()
  await expect(page.getByText('No banner')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove avatar' })).toBeVisible()
})

test('an image type the instance does not take is refused in the editor', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.goto('/settings/profile')
  await page
    .locator('input[type=file][name=avatar]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
  await expect(page.getByText(/This file type is not supported/)).toBeVisible()
})
