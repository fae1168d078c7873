import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card } from './support/posts'
import { postAction } from './support/post-actions'

// The admin API (issue 22): on Mitra 5.9 an admin lists the accounts (GET /api/v2/admin/accounts,
// 5.9.0) from Settings and deletes one, and deletes someone else's post (DELETE
// /api/v1/admin/posts/{id}, 4.9.0), each after a confirmation. Mitra 3.21 has no admin API: neither
// the Settings entry nor "Delete as admin" shows, and the screen says it is not available.

test('an admin deletes an account and a remote post on 5.9; on 3.21 neither shows', async ({
  page,
  instance,
  mitra,
}) => {
  const { username, password } = instance.demo.admin
  await signIn(page, username, password)
  await page.goto('/settings')
  const entry = page.getByRole('link', { name: 'Accounts (admin)' })

  if (mitra === '3.21') {
    await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible()
    await expect(entry).toHaveCount(0)
    await page.goto('/admin/accounts')
    await expect(
      page.getByText('This screen is for the admins of instances that run Mitra 5.9 or later.'),
    ).toBeVisible()
    await page.goto('/@mira@remote.example')
    const post = card(page.getByRole('feed'), 'Settling an old argument on remote.example: tea or coffee?')
    await post.getByRole('button', { name: /^More/ }).first().click()
    await expect(page.getByRole('menuitem', { name: 'Load replies' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Delete as admin' })).toHaveCount(0)
    return
  }

  await entry.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Accounts' })
  await expect(list.getByRole('button', { name: 'Delete @frank' })).toBeVisible()
  // The admin's own account has no Delete.
  await expect(list.getByRole('button', { name: 'Delete @admin' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'admin accounts')

  await list.getByRole('button', { name: 'Delete @frank' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete the account @frank?' })
  await expectNoA11yViolations(page, 'admin accounts: delete dialog')
  await dialog.getByRole('button', { name: 'Delete account' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The account @frank was deleted.' })).toBeVisible()
  await expect(list.getByRole('button', { name: 'Delete @frank' })).toHaveCount(0)
  await page.goto('/@frank')
  await expect(page.getByRole('heading', { level: 1, name: 'Frank Ibarra' })).toHaveCount(0)

  await page.goto('/@mira@remote.example')
  const text = 'Settling an old argument on remote.example: tea or coffee?'
  const post = card(page.getByRole('feed'), text)
  await expect(post).toBeVisible()
  await postAction(post, 'Delete as admin')
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' })
  await expect(confirm).toContainText('This post by @mira@remote.example will be deleted from this instance')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Post deleted' })).toBeVisible()
  await expect(card(page.getByRole('feed'), text)).toHaveCount(0)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
})
