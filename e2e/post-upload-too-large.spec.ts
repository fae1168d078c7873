import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { noisePng } from './support/png'
import { unique } from './support/posts'

test('an upload over the size limit shows the 413 message and keeps the draft', async ({ page, instance }) => {
  // Bodies may be twice the file size limit: 2 KB here, far below the 12 KB picture.
  await instance.cli('update-config', 'media_file_size_limit', '1K')
  const { username, password } = instance.demo.member
  const text = unique('Look at this huge picture')
  await signIn(page, username, password)

  const composer = page.getByRole('form', { name: 'New post' })
  const postText = composer.getByLabel('Post text', { exact: true })
  await postText.fill(text)
  const chooser = page.waitForEvent('filechooser')
  await composer.getByRole('button', { name: 'Add media' }).click()
  await (await chooser).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: noisePng(64, 64) })

  const alert = composer.getByRole('alert').filter({ hasText: 'request body is too large' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('The upload failed: request body is too large')
  await expectNoA11yViolations(page, 'the composer after a failed upload')

  // The draft is kept, nothing is left uploading, and the text can still be published.
  await expect(postText).toHaveValue(text)
  await expect(composer.getByRole('progressbar')).toHaveCount(0)
  await expect(composer.getByRole('textbox', { name: 'Description' })).toHaveCount(0)
  const publish = composer.getByRole('button', { name: 'Publish', exact: true })
  await expect(publish).toBeEnabled()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(postText).toHaveValue(text)
  await publish.click()
  await expect(page.getByRole('feed').getByRole('article').first()).toContainText(text)
  await expect(postText).toHaveValue('')
})
