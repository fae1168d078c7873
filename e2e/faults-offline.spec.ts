import { expect, expectNoA11yViolations, signIn, test, type TestInstance } from './fixtures'
import { unique } from './support/posts'
import type { Page } from '@playwright/test'

// Faults (issue 8), the connection and the session: offline, a banner says so and every action is
// refused with a message instead of being lost; an expired token returns to the landing page with
// a message, and the draft is there after signing in again.

const OFFLINE_BANNER =
  "You're offline. What you see may be out of date; nothing can be sent until the connection is back."
const OFFLINE = "You're offline. Try again once the connection is back."

/** The alerts in the page that say something (the toast region's alert stays in the page, empty). */
const alertsIn = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ })

/** What the server keeps of the signed-in person's content-warnings setting. */
async function savedContentWarnings(page: Page, instance: TestInstance): Promise<unknown> {
  const token = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? ''
  const user = await instance.api<{ client_config?: Record<string, Record<string, unknown>> }>(
    '/api/v1/accounts/verify_credentials',
    { token },
  )
  return user.client_config?.['mitra-web']?.contentWarningsEnabled
}

test('offline: a banner says so, a like, an unfollow and a setting are refused with a message, and nothing is lost', async ({
  page,
  context,
  instance,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  // Visit the screens first, so that their code is in the page before the connection goes.
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.goto('/@bob')
  await expect(page.getByRole('heading', { level: 1, name: /Bob/ })).toBeVisible()
  // A post nobody liked yet, so that its Like button is named just "Like".
  const post = page
    .getByRole('feed')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Like', exact: true }) })
    .first()
  await expect(post).toBeVisible()

  await context.setOffline(true)
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER })
  await expect(banner).toBeVisible()
  await expectNoA11yViolations(page, 'a profile while offline')

  const like = post.getByRole('button', { name: 'Like', exact: true })
  await like.click()
  await expect(alertsIn(page)).toContainText(`Could not change the like: ${OFFLINE}`)
  await expect(like).toHaveAttribute('aria-pressed', 'false')

  await page.getByRole('button', { name: 'Unfollow' }).click()
  await expect(page.getByRole('alert').getByText(OFFLINE, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
  await expectNoA11yViolations(page, 'actions refused while offline')

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  const warnings = page.getByRole('switch', { name: 'Content warnings' })
  await expect(warnings).toBeChecked()
  await warnings.click()
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'could not be saved' })).toHaveText(
    `The change could not be saved: ${OFFLINE}`,
  )
  await expect(warnings).not.toBeChecked()
  await expect(banner).toBeVisible()
  await expectNoA11yViolations(page, 'a setting refused while offline')

  // Back online: the banner goes, and the kept choice is saved with Try again.
  await context.setOffline(false)
  await expect(banner).toHaveCount(0)
  await page.getByRole('button', { name: 'Try again' }).click()
  // Saved: the switch is usable again once the answer is in, and no reason shows.
  await expect(warnings).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'could not be saved' })).toHaveCount(0)
  expect(await savedContentWarnings(page, instance)).toBe(false)
})

test('an expired token returns to the landing page with a message, and the draft waits for the next sign-in', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const draft = unique('Half a thought about rye bread')
  // Home saves the reading position a moment after showing the posts: that call is let through
  // first, so that the refused call is the like below.
  const positionSaved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/markers') && r.request().method() === 'POST',
  )
  await signIn(page, username, password)
  const postText = page.getByLabel('Post text', { exact: true })
  await postText.fill(draft)
  await positionSaved
  // The draft is stored: the sidebar counts it.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Drafts.*1 draft/ }),
  ).toBeVisible()

  // The server forgets the session's token (as when it expires); the next call is refused.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  expect(token).toBeTruthy()
  await instance.api('/oauth/revoke', {
    method: 'POST',
    token: token ?? '',
    body: JSON.stringify({ token }),
  })
  await page.getByRole('feed').getByRole('button', { name: /^Like/ }).first().click()

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await expect(alertsIn(page)).toContainText('Your session has expired. Sign in again; your draft is kept.')
  await expectNoA11yViolations(page, 'the landing page after the session expired')

  await signIn(page, username, password)
  await expect(page.getByLabel('Post text', { exact: true })).toHaveValue(draft)
})
