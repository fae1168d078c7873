import { expect, expectNoA11yViolations, instanceTitle, test } from './fixtures'

test('the page title is the instance title, and a changed title shows', async ({ page, instance }) => {
  const title = await instanceTitle(instance)
  await page.goto('/')
  await expect(page).toHaveTitle(title)

  await instance.cli('update-config', 'instance_title', 'Harbour Town')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Town' })).toBeVisible()
  await expect(page).toHaveTitle('Harbour Town')
})

test('guests read the local timeline when the instance allows it', async ({ page, instance }) => {
  await instance.cli('update-config', 'instance_timeline_public', 'true')
  await page.goto('/')
  await page.getByRole('link', { name: 'Explore' }).click()
  await expect(page).toHaveURL(/\/local$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectNoA11yViolations(page, 'the local timeline (guest)')
})

test('guests are sent to the landing page when the local timeline is not public', async ({ page, instance }) => {
  await instance.cli('update-config', 'instance_timeline_public', 'false')
  const title = await instanceTitle(instance)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Explore' })).toHaveCount(0)

  await page.goto('/local')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})
