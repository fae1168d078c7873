import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { unique } from './support/posts'
import type { Page } from '@playwright/test'

// A language per post and the default post language kept on the server (issue 22). On Mitra 5.9
// (a post's language since 3.23.0, the shared defaults since 4.17.0) the member sets a default
// language in the settings, the composer's language chooser starts from it, and the published
// post's text is marked with it for screen readers. On 3.21 no chooser shows. Both dialects.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test("a member's default post language comes from the server and marks the post; 3.21 offers none", async ({
  page,
  instance,
  mitra,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await nav(page).getByRole('link', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  const defaultLanguage = page.getByRole('combobox', { name: 'Default language of new posts' })

  if (mitra === '5.9') {
    await defaultLanguage.selectOption('fr')
    await expect(defaultLanguage).toBeEnabled()
    await expect(defaultLanguage).toHaveValue('fr')
    await expectNoA11yViolations(page, 'settings with the default post language')
  } else {
    await expect(page.getByRole('combobox', { name: 'Default visibility of new posts' })).toBeVisible()
    await expect(defaultLanguage).toHaveCount(0)
  }

  // Loaded afresh: what the composer starts from is what the server kept.
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  const composer = page.getByRole('form', { name: 'New post' })
  const text = unique('Bonjour tout le monde')
  await composer.getByLabel('Post text', { exact: true }).fill(text)
  const chooser = composer.getByRole('combobox', { name: 'Post language' })

  if (mitra === '3.21') {
    // The complete form is up (Add a poll is one of its controls once typed into) without a chooser.
    await composer.getByRole('button', { name: 'Add a poll' }).click()
    await expect(composer.getByRole('textbox', { name: 'Option 1', exact: true })).toBeVisible()
    await expect(chooser).toHaveCount(0)
    return
  }

  await expect(chooser).toHaveValue('fr')
  await expect(chooser.locator('option:checked')).toHaveText('French')
  await expectNoA11yViolations(page, 'composer with the language chooser')
  await composer.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(composer.getByLabel('Post text', { exact: true })).toHaveValue('')
  const post = page.getByRole('feed').getByRole('article').filter({ hasText: text })
  await expect(post.locator('[lang="fr"]', { hasText: text })).toBeVisible()
  await expectNoA11yViolations(page, 'home with a post marked French')
})
