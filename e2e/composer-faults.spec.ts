import type { Page, Route } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test, type TestInstance } from './fixtures'
import { pngFile } from './support/png'
import { tokenOf, unique } from './support/posts'

const PUBLISH = '**/api/v1/statuses'
const isPublish = (route: Route) => route.request().method() === 'POST'
const newPost = (page: Page) => page.getByRole('form', { name: 'New post' })
const postText = (page: Page) => newPost(page).getByLabel('Post text', { exact: true })
const publishButton = (page: Page) => newPost(page).getByRole('button', { name: 'Publish', exact: true })
const json = (status: number, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: message, error_description: message }),
})

/** Alice's own posts with `text`, as the server has them. */
async function postsWith(instance: TestInstance, text: string): Promise<number> {
  const token = await tokenOf(instance, 'alice')
  const me = await instance.api<{ id: string }>('/api/v1/accounts/verify_credentials', { token })
  const posts = await instance.api<{ content: string }[]>(`/api/v1/accounts/${me.id}/statuses?limit=40`, { token })
  return posts.filter((p) => p.content.includes(text)).length
}

/** Publishes with the server failing the way `fail` says; every field stays, and the words say why. */
async function failOnce(page: Page, fail: (route: Route) => Promise<void>, words: string | RegExp) {
  await page.route(PUBLISH, (route) => (isPublish(route) ? fail(route) : route.continue()))
  await publishButton(page).click()
  const alert = newPost(page).getByRole('alert')
  await expect(alert).toContainText(words)
  await expect(alert).toContainText('Your post is kept here')
  await page.unroute(PUBLISH)
}

// These journeys fake the network with page.route, which Playwright says does not see what a service
// worker handles; ours claims the page once installed, at a moment that varies (docs/footguns.md).
test.use({ serviceWorkers: 'block' })

test('publishing that fails keeps the text, picture, poll and flags, and says why in words', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const text = unique('Will this ever get through')
  await signIn(page, username, password)
  await postText(page).fill(text)
  const chooser = page.waitForEvent('filechooser')
  await newPost(page).getByRole('button', { name: 'Add media' }).click()
  await (await chooser).setFiles(pngFile('storm.png', 24, 16, [90, 90, 110]))
  await newPost(page).getByRole('textbox', { name: 'Description' }).fill('Dark clouds')
  await newPost(page).getByRole('button', { name: 'Add a poll' }).click()
  await newPost(page).getByRole('textbox', { name: 'Option 1', exact: true }).fill('Rain')
  await newPost(page).getByRole('textbox', { name: 'Option 2', exact: true }).fill('Sun')
  await newPost(page).getByRole('checkbox', { name: 'Mark as sensitive' }).check()
  await newPost(page)
    .getByRole('combobox', { name: /visibility/i })
    .selectOption({ label: 'Followers' })

  await failOnce(
    page,
    (route) => route.fulfill(json(500, 'internal error')),
    'The server ran into a problem (500 Internal Server Error).',
  )
  await expectNoA11yViolations(page, 'the composer after a server fault')
  await failOnce(page, (route) => route.abort('failed'), "Can't reach the server.")
  await failOnce(
    page,
    (route) => route.fulfill(json(429, 'too many requests')),
    'Too many requests. Wait a moment, then try again.',
  )
  await failOnce(
    page,
    (route) => route.fulfill({ status: 413, contentType: 'text/plain', body: 'too large' }),
    'request body is too large',
  )
  await failOnce(
    page,
    (route) => route.fulfill(json(504, 'gateway timeout')),
    'The server ran into a problem (504 Gateway Timeout).',
  )

  // Everything is still there, also after a reload.
  await page.reload()
  await expect(postText(page)).toHaveValue(text)
  await expect(newPost(page).getByRole('textbox', { name: 'Description' })).toHaveValue('Dark clouds')
  await expect(newPost(page).getByRole('textbox', { name: 'Option 2', exact: true })).toHaveValue('Sun')
  await expect(newPost(page).getByRole('checkbox', { name: 'Mark as sensitive' })).toBeChecked()
  await expect(newPost(page).getByRole('combobox', { name: /visibility/i })).toHaveValue('private')
  expect(await postsWith(instance, text)).toBe(0)

  await publishButton(page).click()
  await expect(postText(page)).toHaveValue('')
  expect(await postsWith(instance, text)).toBe(1)
})

test('an upload refused as too large says so and keeps the draft', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const text = unique('A picture too big to send')
  await signIn(page, username, password)
  await postText(page).fill(text)
  await page.route('**/api/v1/media', (route) =>
    route.fulfill({ status: 413, contentType: 'text/plain', body: 'too large' }),
  )
  const chooser = page.waitForEvent('filechooser')
  await newPost(page).getByRole('button', { name: 'Add media' }).click()
  await (await chooser).setFiles(pngFile('big.png', 24, 16, [200, 10, 10]))
  await expect(newPost(page).getByRole('alert')).toContainText(
    'The upload failed: request body is too large (more than the server accepts).',
  )
  await expect(newPost(page).getByRole('progressbar')).toHaveCount(0)
  await expect(postText(page)).toHaveValue(text)
  await expect(publishButton(page)).toBeEnabled()
})

test('a lost answer then a retry, and a double click, each publish exactly once', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const lost = unique('Sent while the line dropped')
  await signIn(page, username, password)

  // The server gets the post, but its answer never arrives. The request is dropped whatever
  // happens to the copy sent on its behalf: a handler that throws would leave it hanging.
  let delivered: string | null = null
  await page.route(PUBLISH, async (route) => {
    if (!isPublish(route)) return route.continue()
    try {
      delivered = String((await route.fetch({ timeout: 20_000 })).status())
    } catch (error) {
      delivered = String(error)
    } finally {
      await route.abort('failed')
    }
  })
  await postText(page).fill(lost)
  await publishButton(page).click()
  await expect
    .poll(() => delivered, { message: "the copy of the post sent on the browser's behalf was accepted" })
    .toBe('200')
  await expect(newPost(page).getByRole('alert')).toContainText("Can't reach the server.")
  await expect(postText(page)).toHaveValue(lost)
  expect(await postsWith(instance, lost)).toBe(1)
  await page.unroute(PUBLISH)

  // After a reload the same idempotency key goes again: the server answers with the same post.
  await page.reload()
  await expect(postText(page)).toHaveValue(lost)
  await publishButton(page).click()
  await expect(postText(page)).toHaveValue('')
  await expect(page.getByRole('feed').getByRole('article').filter({ hasText: lost })).toHaveCount(1)
  expect(await postsWith(instance, lost)).toBe(1)

  // A double click sends once.
  const twice = unique('Clicked twice in a hurry')
  let sent = 0
  await page.route(PUBLISH, async (route) => {
    if (isPublish(route)) sent += 1
    await route.continue()
  })
  await postText(page).fill(twice)
  await publishButton(page).dblclick()
  await expect(postText(page)).toHaveValue('')
  expect(sent).toBe(1)
  expect(await postsWith(instance, twice)).toBe(1)
})
