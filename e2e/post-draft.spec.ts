import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, unique } from './support/posts'

test('a draft survives a reload and is gone after publishing', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const text = unique('A thought I will finish later')
  await signIn(page, username, password)

  const postText = page.getByLabel('Post text', { exact: true })
  await postText.fill(text)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(postText).toHaveValue(text)
  await expectNoA11yViolations(page, 'home with a saved draft')

  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(card(page.getByRole('feed'), text)).toBeVisible()
  await expect(postText).toHaveValue('')

  // The published draft does not come back.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(card(page.getByRole('feed'), text)).toBeVisible()
  await expect(postText).toHaveValue('')
})
