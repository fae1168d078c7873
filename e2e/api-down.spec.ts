import { expect, expectNoA11yViolations, instanceTitle, test } from './fixtures'

test('with the API down the page says so, and Try again works once it is back', async ({ page, instance }) => {
  const title = await instanceTitle(instance)
  const abort = (route: { abort: () => Promise<void> }) => route.abort()
  await page.route('**/api/**', abort)

  await page.goto('/')
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: 'Cannot reach the server' })).toBeVisible()
  const retry = page.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeVisible()
  await expectNoA11yViolations(page, 'the unreachable-server message')

  // Still down: trying again keeps the message.
  await retry.click()
  await expect(alert.getByRole('heading', { name: 'Cannot reach the server' })).toBeVisible()

  await page.unroute('**/api/**', abort)
  await retry.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Cannot reach the server' })).toHaveCount(0)
})

test('a member whose API goes down gets the message and home after retry', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const token = await instance.token(username, password)
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), token)
  const abort = (route: { abort: () => Promise<void> }) => route.abort()
  await page.route('**/api/**', abort)

  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Cannot reach the server' })).toBeVisible()
  await page.unroute('**/api/**', abort)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
})
