import { expect, instanceTitle, signIn, test } from './fixtures'

test('an unknown path lands a member on home', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
})

test('an unknown path lands a guest on the landing page', async ({ page, instance }) => {
  const title = await instanceTitle(instance)
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
})
