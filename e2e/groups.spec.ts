import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, person, unique } from './support/posts'
import type { Page } from '@playwright/test'

// Groups (issue 23, "Groups"; Mitra 5.9). alice creates a group from the Groups screen; bob follows
// it and posts to it from its page; the post shows on the group's timeline and on bob's home,
// named as the group's; alice, its moderator, removes it, edits the group and deletes it. On 3.21
// nothing of it shows.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('a group is created, followed, posted to, moderated, edited and deleted; 3.21 shows none of it', async ({
  page,
  browser,
  instance,
  mitra,
}) => {
  test.setTimeout(90_000)
  const alice = person(instance, 'alice')
  await signIn(page, alice.username, alice.password)

  if (mitra === '3.21') {
    await expect(nav(page).getByRole('link', { name: 'Profile directory' })).toBeVisible()
    await expect(nav(page).getByRole('link', { name: 'Groups' })).toHaveCount(0)
    await page.goto('/groups')
    await expect(page.getByText('This server has no groups.')).toBeVisible()
    return
  }

  // alice's groups: none yet; a name Mitra refuses is explained before anything is sent.
  await nav(page).getByRole('link', { name: 'Groups' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible()
  await expect(page.getByText('You moderate no groups yet.')).toBeVisible()
  await expect(page.getByText(/You follow no groups yet/)).toBeVisible()
  await page.getByRole('button', { name: 'New group' }).click()
  const form = page.getByRole('form', { name: 'Create a group' })
  await form.getByLabel('Name', { exact: true }).fill('book club')
  await form.getByLabel('Description (optional)').fill('We read books together.')
  await form.getByRole('button', { name: 'Create group' }).click()
  await expect(form.getByText('Only letters, numbers, hyphens and underscores are allowed.')).toBeVisible()
  await expectNoA11yViolations(page, 'the new group form with a refused name')
  await form.getByLabel('Name', { exact: true }).fill('readers')
  await form.getByRole('button', { name: 'Create group' }).click()

  // Its page: the profile of the group, with its moderator and the moderator's tools.
  await expect(page).toHaveURL(/\/@readers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'readers' })).toBeVisible()
  await expect(page.getByText('We read books together.')).toBeVisible()
  await expect(page.getByText('Group', { exact: true })).toBeVisible()
  const moderators = page.getByRole('list', { name: 'Moderators' })
  await expect(moderators.getByRole('link', { name: /Alice Moreau/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit group' })).toBeVisible()
  await expect(page.getByText('No posts in this group yet.')).toBeVisible()
  await expectNoA11yViolations(page, "a group's page for its moderator")

  // bob follows the group and posts to it from its page.
  const bobContext = await browser.newContext({ baseURL: instance.url })
  const bobPage = await bobContext.newPage()
  const bob = person(instance, 'bob')
  await signIn(bobPage, bob.username, bob.password)
  await bobPage.goto('/@readers')
  await expect(bobPage.getByRole('heading', { level: 1, name: 'readers' })).toBeVisible()
  await expect(bobPage.getByRole('button', { name: 'Edit group' })).toHaveCount(0)
  await bobPage.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(bobPage.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  const text = unique('Has anyone read the new translation')
  const composer = bobPage.getByRole('form', { name: 'New post' })
  await composer.getByLabel('Post text', { exact: true }).fill(text)
  await composer.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(composer.getByLabel('Post text', { exact: true })).toHaveValue('')
  const inGroup = card(bobPage, text)
  await expect(inGroup).toBeVisible()
  await expect(inGroup.getByRole('link', { name: 'readers', exact: true })).toBeVisible()
  await expectNoA11yViolations(bobPage, "a group's page for a member, with a post in it")
  await bobPage.goto('/home')
  await expect(card(bobPage, text).getByText(/^In the group readers$/)).toBeVisible()
  await bobPage.goto('/groups')
  await expect(
    bobPage.getByRole('list', { name: 'Groups you follow' }).getByRole('link', { name: /readers/ }),
  ).toBeVisible()
  await bobContext.close()

  // alice removes bob's post from the group.
  await page.reload()
  const post = card(page, text)
  await post.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Remove from group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove this post from the group?' })
  await expectNoA11yViolations(page, 'the removal confirmation')
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(page.getByText('Post removed from the group')).toBeVisible()
  await expect(card(page, text)).toHaveCount(0)
  await expect(page.getByText('No posts in this group yet.')).toBeVisible()

  // alice edits the description, then deletes the group.
  await page.getByRole('button', { name: 'Edit group' }).click()
  const edit = page.getByRole('form', { name: 'Edit the group' })
  await expect(edit.getByLabel('Description', { exact: true })).toHaveValue('We read books together.')
  await edit.getByLabel('Description', { exact: true }).fill('We read novels, mostly.')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toHaveCount(0)
  await expect(page.getByText('We read novels, mostly.')).toBeVisible()
  await page.getByRole('button', { name: 'Delete group' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete the group “readers”?' })
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/groups$/)
  await expect(page.getByText('You moderate no groups yet.')).toBeVisible()
})
