import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, feed, openPost, unique } from './support/posts'

// Post titles (issue 22). On Mitra 5.9 (`title` since 5.6.0) the composer has an optional Title
// field; the published post's card shows the title as its heading (an <h2> under the screen's
// <h1>), on home and in the thread, and is named by it. On 3.21 no field shows and the post has no
// heading. Both dialects.

test('a member gives a post a title that heads its card on home and in the thread; 3.21 offers none', async ({
  page,
  instance,
  mitra,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  const composer = page.getByRole('form', { name: 'New post' })
  const text = unique('Notes from the bakery')
  await composer.getByLabel('Post text', { exact: true }).fill(text)
  const titleField = composer.getByRole('textbox', { name: 'Title (optional)' })

  if (mitra === '3.21') {
    // The complete form is up (Add a poll is one of its controls once typed into) without a title.
    await composer.getByRole('button', { name: 'Add a poll' }).click()
    await expect(composer.getByRole('textbox', { name: 'Option 1', exact: true })).toBeVisible()
    await expect(titleField).toHaveCount(0)
    await composer.getByRole('button', { name: 'Add a poll' }).click()
    await composer.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(card(feed(page), text)).toBeVisible()
    await expect(card(feed(page), text).getByRole('heading')).toHaveCount(0)
    return
  }

  const title = unique('Sourdough, week one')
  await titleField.fill(title)
  await expectNoA11yViolations(page, 'composer with the title field')
  // Over Mitra's 300 characters (counted as characters, not bytes) Publish is off.
  await titleField.fill('é'.repeat(301))
  await expect(titleField).toHaveAttribute('aria-invalid', 'true')
  await expect(composer.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled()
  await titleField.fill(title)
  await composer.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(composer.getByLabel('Post text', { exact: true })).toHaveValue('')
  await expect(titleField).toHaveValue('')

  const post = card(feed(page), text)
  await expect(post.getByRole('heading', { level: 2, name: title })).toBeVisible()
  // Said once: Mitra's own <h1> of the title in the content is this heading, not a second one.
  await expect(post.getByRole('heading')).toHaveCount(1)
  await expect(post).toHaveAccessibleName(new RegExp(`: ${title}$`))
  await expectNoA11yViolations(page, 'home with a titled post')

  await openPost(page, post)
  const inThread = card(page, text)
  await expect(inThread.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expectNoA11yViolations(page, 'thread of a titled post')
})
