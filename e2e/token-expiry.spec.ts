import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import type { Page } from '@playwright/test'

// Tokens that expire (issue 22). Mitra's tokens live authentication_token_lifetime seconds; since
// 4.12.0 the token answer says how long (expires_in). The instance here gives 15-second tokens
// (`update-config authentication_token_lifetime 15`, Mitra's configuration parameter). On 5.9 the
// client ends the session when the token ends, by itself: the member lands on the landing page,
// told that the draft is kept, and finds it after signing in again. On 3.21 (no expires_in) the
// client cannot know: nothing happens until the next call is refused, which ends it the same way.

const LIFETIME_S = 15
const alertsIn = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ })
const drafts = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Drafts.*1 draft/ })

test('a token that ends takes the member to the landing page with the draft kept', async ({
  page,
  instance,
  mitra,
}) => {
  test.setTimeout(90_000)
  const { username, password } = instance.demo.member
  const draft = `Half a thought about tokens ${Date.now()}`
  await instance.cli('update-config', 'authentication_token_lifetime', String(LIFETIME_S))
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(r.url())
  })
  const tokenAnswer = page.waitForResponse((r) => r.url().endsWith('/oauth/token'))
  await signIn(page, username, password)
  const answer = (await (await tokenAnswer).json()) as { expires_in?: number }
  expect(answer.expires_in).toBe(mitra === '5.9' ? LIFETIME_S : undefined)
  const signedInAt = Date.now()
  await page.getByLabel('Post text', { exact: true }).fill(draft)
  await expect(drafts(page)).toBeVisible()

  if (mitra === '3.21') {
    // The server refuses the token once it has ended; the page, told nothing, stays as it is...
    const token = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? ''
    await expect
      .poll(
        () =>
          instance.api('/api/v1/accounts/verify_credentials', { token }).then(
            () => 200,
            () => 401,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(401)
    await expect(page).toHaveURL(/\/home$/)
    await expect(alertsIn(page)).toHaveCount(0)
    // ...until its next call: refused, it ends the session as before.
    await page.reload()
  }

  // 5.9: no call is made meanwhile (home is polled every 45 s, the unread count every 60 s).
  await expect(page).toHaveURL(/\/$/, { timeout: (LIFETIME_S + 10) * 1000 })
  if (mitra === '5.9') {
    expect(Date.now() - signedInAt).toBeLessThan((LIFETIME_S + 10) * 1000)
    // The client ended it itself: no call was refused.
    expect(refused).toEqual([])
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await expect(alertsIn(page)).toContainText('Your session has expired. Sign in again; your draft is kept.')
  await expectNoA11yViolations(page, 'the landing page after the token ended')

  // Tokens live as long as the release's default again; signing in finds the draft.
  await instance.cli('update-config', 'authentication_token_lifetime', '')
  await signIn(page, username, password)
  await expect(page.getByLabel('Post text', { exact: true })).toHaveValue(draft)
})
