import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { postAction } from './support/post-actions'
import { card, openPost, publish, tokenOf, unique } from './support/posts'

/** The marker reads "Edited", and "Edited on <date>" to a screen reader. */
const EDITED = /^Edited( on .+)?$/

test('a member edits a post and sees it marked Edited; a post with only HTML is refused', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const token = await tokenOf(instance, username)
  const before = unique('Meet at the station at nine')
  const after = unique('Meet at the station at ten')
  const htmlText = unique('Imported from my old blog')
  await publish(instance, token, { status: before })
  await publish(instance, token, { status: `<p>${htmlText}</p>`, content_type: 'text/html' })
  await signIn(page, username, password)
  const feed = page.getByRole('feed')

  // Edit replaces the post with a form holding its markdown source.
  await postAction(card(feed, before), 'Edit')
  const form = page.getByRole('form', { name: 'Edit post' })
  const text = form.getByLabel('Post text', { exact: true })
  await expect(text).toHaveValue(before)
  // Visibility cannot change while editing, and a poll cannot be added.
  await expect(form.getByRole('combobox', { name: 'Visibility' })).toBeDisabled()
  await expect(form.getByRole('button', { name: 'Add a poll' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'the edit form')
  await text.fill(after)
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(form).toBeHidden()

  const edited = card(feed, after)
  await expect(edited).toBeVisible()
  await expect(edited.getByText(EDITED)).toBeVisible()
  await expect(feed.getByText(before)).toHaveCount(0)

  // The same after a reload and on the post page; editing never left a draft behind.
  await page.reload()
  await expect(card(feed, after).getByText(EDITED)).toBeVisible()
  await expect(page.getByRole('form', { name: 'New post' }).getByLabel('Post text', { exact: true })).toHaveValue('')
  await openPost(page, card(feed, after))
  await expect(card(page, after).getByText(EDITED)).toBeVisible()
  await expectNoA11yViolations(page, 'an edited post')

  // A post whose source is text/html cannot be edited: the member is told why.
  await page.goto('/home')
  await postAction(card(feed, htmlText), 'Edit')
  await expect(
    page.getByRole('alert').filter({ hasText: "This post can't be edited: it has no markdown source." }),
  ).toBeVisible()
  await expect(page.getByRole('form', { name: 'Edit post' })).toHaveCount(0)
  await expect(card(feed, htmlText)).toBeVisible()
})
