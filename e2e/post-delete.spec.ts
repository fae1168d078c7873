import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, publish, tokenOf, unique } from './support/posts'
import { postAction } from './support/post-actions'

test('deleting a post asks first: cancel keeps it, confirm removes it', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const text = unique('A post I will regret')
  const post = await publish(instance, await tokenOf(instance, username), { status: text })
  await signIn(page, username, password)

  const mine = card(page.getByRole('feed'), text)
  await expect(mine).toBeVisible()
  await postAction(mine, 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' })
  await expect(dialog).toBeVisible()
  await expectNoA11yViolations(page, 'the delete confirmation')

  // Cancel keeps the post.
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(mine).toBeVisible()

  // Confirm removes it, here and on the server.
  await postAction(mine, 'Delete')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(card(page.getByRole('feed'), text)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible()
  await expect(card(page.getByRole('feed'), text)).toHaveCount(0)
  await page.goto(`/post/${post.id}`)
  await expect(page.getByText('Post not found')).toBeVisible()
})
