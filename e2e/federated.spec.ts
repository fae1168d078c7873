import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

test.describe('restricted federated timeline', () => {
  test.beforeEach(async ({ instance }) => {
    await instance.cli('update-config', 'federated_timeline_restricted', 'true')
  })

  test('a member is sent home and sees no Federated link', async ({ page, instance }) => {
    const { username, password } = instance.demo.member
    await signIn(page, username, password)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Local' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Federated' })).toHaveCount(0)

    await page.goto('/federated')
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  })

  test('an admin sees the federated timeline', async ({ page, instance }) => {
    const { username, password } = instance.demo.admin
    await signIn(page, username, password)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Federated' }).click()
    await expect(page).toHaveURL(/\/federated$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Federated' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoA11yViolations(page, 'the federated timeline (admin)')
  })
})

test('with the federated timeline open, a member reads it', async ({ page, instance }) => {
  await instance.cli('update-config', 'federated_timeline_restricted', 'false')
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Federated' }).click()
  await expect(page).toHaveURL(/\/federated$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Federated' })).toBeVisible()
})
