import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { pngFile } from './support/png'
import { unique } from './support/posts'

// Adding media from a URL (issue 22). On Mitra 5.9 (whose policy lets the client connect to any
// origin since 4.6.0) the member adds an image from another site, describes and publishes it; a
// site that does not let other origins read it gives a message and the draft stays. On 3.21
// (connect-src 'self') the control is absent.

/** Another origin: a PNG other sites may read, and one they may not (no Access-Control-Allow-Origin). */
async function otherSite(): Promise<{ server: Server; origin: string }> {
  const png = pngFile('x.png', 24, 16, [200, 120, 40]).buffer
  const server = createServer((req, res) => {
    const open = req.url === '/pictures/sunset.png'
    if (!open && req.url !== '/closed/sunset.png') {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      ...(open ? { 'Access-Control-Allow-Origin': '*' } : {}),
    })
    res.end(png)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

test('a member adds an image from another site by its URL; a site that refuses says so; 3.21 offers none', async ({
  page,
  instance,
  mitra,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  const composer = page.getByRole('form', { name: 'New post' })
  const text = unique('The sunset from the other site')
  const textBox = composer.getByLabel('Post text', { exact: true })
  await expect(composer.getByRole('button', { name: 'Add media' })).toBeVisible()
  const fromUrl = composer.getByRole('button', { name: 'Add from a URL' })

  if (mitra === '3.21') {
    await textBox.fill(text)
    // The complete form is up (it has the poll editor), and still no such control.
    await composer.getByRole('button', { name: 'Add a poll' }).click()
    await expect(composer.getByRole('textbox', { name: 'Option 1', exact: true })).toBeVisible()
    await expect(fromUrl).toHaveCount(0)
    return
  }

  const { server, origin } = await otherSite()
  try {
    // Pressed first thing on home, as the rest of the composer loads: the dialog opens all the same.
    await fromUrl.click()
    const dialog = page.getByRole('dialog', { name: 'Add media from a URL' })
    const address = dialog.getByRole('textbox', { name: 'Address of the image, video or audio' })
    await expect(address).toBeFocused()
    await expectNoA11yViolations(page, 'the Add from a URL dialog')
    // A site that does not let other sites read its files: the message, and the draft stays.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(fromUrl).toBeFocused()
    await textBox.fill(text)
    await fromUrl.click()
    await address.fill(`${origin}/closed/sunset.png`)
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(dialog.getByRole('alert')).toContainText('does not let other sites read its files')
    await expectNoA11yViolations(page, 'the Add from a URL dialog with an error')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(textBox).toHaveValue(text)

    // An open one: uploaded like a picked file, described, published, shown on the card.
    await fromUrl.click()
    await address.fill(`${origin}/pictures/sunset.png`)
    await address.press('Enter')
    await expect(dialog).toBeHidden()
    const description = composer.getByRole('textbox', { name: 'Description' })
    await description.fill('An orange sunset')
    await composer.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(textBox).toHaveValue('')
    const post = page.getByRole('feed').getByRole('article').filter({ hasText: text })
    await expect(post.getByRole('img', { name: 'An orange sunset' })).toBeVisible()
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})
