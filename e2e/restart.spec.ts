import { expect, signIn, test } from './fixtures'

test('posts and sessions survive a restart of the instance', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const text = `Still here after a restart ${Date.now().toString(36)}`
  await signIn(page, username, password)
  await page.getByLabel('Post text', { exact: true }).fill(text)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible()

  await instance.stop()
  await instance.start()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible()
})
