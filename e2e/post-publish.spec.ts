import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { pngFile } from './support/png'
import { unique } from './support/posts'

test('a member publishes two described images, a poll and a sensitive flag, and sees each rendered', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const text = unique('Two pictures from the walk, and a question')
  const sky = 'A pale blue sky over the harbour'
  const field = 'A green field with one red tractor'
  await signIn(page, username, password)

  const composer = page.getByRole('form', { name: 'New post' })
  await composer.getByLabel('Post text', { exact: true }).fill(text)

  // Two images through the file picker, each described.
  const chooser = page.waitForEvent('filechooser')
  await composer.getByRole('button', { name: 'Add media' }).click()
  await (
    await chooser
  ).setFiles([pngFile('sky.png', 24, 16, [150, 190, 230]), pngFile('field.png', 24, 16, [60, 160, 60])])
  const descriptions = composer.getByRole('textbox', { name: 'Description' })
  await expect(descriptions).toHaveCount(2)
  await descriptions.nth(0).fill(sky)
  await descriptions.nth(1).fill(field)

  // A poll with two options (a third blank one appears as they fill).
  await composer.getByRole('button', { name: 'Add a poll' }).click()
  await composer.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Walk again tomorrow')
  await composer.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Stay in and read')
  await expect(composer.getByRole('textbox', { name: 'Option 3', exact: true })).toBeVisible()

  await composer.getByRole('checkbox', { name: 'Mark as sensitive' }).check()
  await expectNoA11yViolations(page, 'the composer with images, a poll and the sensitive flag')
  await composer.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(composer.getByLabel('Post text', { exact: true })).toHaveValue('')
  await expect(composer.getByRole('textbox', { name: 'Description' })).toHaveCount(0)

  // On home the new post is first, its content behind the sensitive notice.
  const post = page.getByRole('feed').getByRole('article').first()
  await expect(post.getByText('This post is marked as sensitive.')).toBeVisible()
  await expect(post.getByText(text)).toHaveCount(0)
  await expect(post.getByRole('img', { name: sky })).toHaveCount(0)
  await expectNoA11yViolations(page, 'home with a sensitive post')

  const reveal = post.getByRole('button', { name: 'Show content' })
  await expect(reveal).toHaveAttribute('aria-expanded', 'false')
  await reveal.click()
  await expect(post.getByRole('button', { name: 'Hide content' })).toHaveAttribute('aria-expanded', 'true')
  await expect(post.getByText(text)).toBeVisible()
  await expect(post.getByRole('img', { name: sky })).toBeVisible()
  await expect(post.getByRole('img', { name: field })).toBeVisible()
  const poll = post.getByRole('group', { name: 'Poll, choose one' })
  await expect(poll.getByText('Walk again tomorrow')).toBeVisible()
  await expect(poll.getByText('Stay in and read')).toBeVisible()
  // Blank options are dropped.
  await expect(poll.getByRole('listitem')).toHaveCount(2)
  // The author sees the results without voting.
  await expect(poll.getByRole('listitem').first()).toContainText('0%')
  await expect(poll.getByRole('radio')).toHaveCount(0)

  // The lightbox shows each image with its description and is worked with the keyboard.
  await post.getByRole('button', { name: `Open image 1 of 2: ${sky}` }).click()
  const first = page.getByRole('dialog', { name: 'Image 1 of 2' })
  await expect(first).toBeVisible()
  await expect(first.getByText(sky)).toBeVisible()
  await expectNoA11yViolations(page, 'the image lightbox')
  await page.keyboard.press('ArrowRight')
  const second = page.getByRole('dialog', { name: 'Image 2 of 2' })
  await expect(second.getByText(field)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(second).toBeHidden()
  await expect(post.getByRole('button', { name: `Open image 1 of 2: ${sky}` })).toBeFocused()

  // After a reload the post is hidden again, and the same once shown.
  await page.reload()
  const again = page.getByRole('feed').getByRole('article').first()
  await expect(again.getByText('This post is marked as sensitive.')).toBeVisible()
  await again.getByRole('button', { name: 'Show content' }).click()
  await expect(again.getByText(text)).toBeVisible()
  await expect(again.getByRole('img', { name: sky })).toBeVisible()
  await expect(again.getByRole('img', { name: field })).toBeVisible()
})
