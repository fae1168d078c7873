import { expect, expectNoA11yViolations, signIn, test, type TestInstance } from './fixtures'
import type { Page, Route } from '@playwright/test'

// Faults (issue 8): every screen says in words why its calls failed and offers a retry that works;
// forms keep what was typed. The network fails at the right moment by route interception.

const INTERNAL = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: 'internal error', error_description: 'internal error' }),
}
const SERVER_PROBLEM = 'The server ran into a problem (500 Internal Server Error).'
const UNREACHABLE = "Can't reach the server. Check your connection, then try again."

type UrlMatch = string | RegExp | ((url: URL) => boolean)

/** The alerts in the page that say something (the toast region's alert stays in the page, empty). */
const alertsIn = (page: Page) => page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ })

/** Answers the matching GETs with `answer` until `stop()`; other calls go through. */
async function failGets(
  page: Page,
  url: UrlMatch,
  answer: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const handler = (route: Route) => (route.request().method() === 'GET' ? answer(route) : route.fallback())
  await page.route(url, handler)
  return () => page.unroute(url, handler)
}

/** A next page: a URL with max_id. */
const nextPageOf = (path: string) => (url: URL) => url.pathname.endsWith(path) && url.searchParams.has('max_id')

/** Rewrites a list call to `limit` items a page, so that a next page exists with little data. */
async function smallPages(page: Page, url: UrlMatch, limit: number): Promise<void> {
  await page.route(url, (route) => {
    const next = new URL(route.request().url())
    next.searchParams.set('limit', String(limit))
    return route.fallback({ url: next.toString() })
  })
}

/** What the server keeps of the signed-in person's content-warnings setting. */
async function savedContentWarnings(page: Page, instance: TestInstance): Promise<unknown> {
  const token = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? ''
  const user = await instance.api<{ client_config?: Record<string, Record<string, unknown>> }>(
    '/api/v1/accounts/verify_credentials',
    { token },
  )
  return user.client_config?.['mitra-web']?.contentWarningsEnabled
}

test('home: a failed first load says why and Retry brings the posts; so does a failed next page', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  // From the first sign-in, so that no copy of the timeline kept by the browser stands in for it.
  const stop = await failGets(page, '**/api/v1/timelines/home**', (route) => route.fulfill(INTERNAL))
  await signIn(page, username, password)
  const main = page.getByRole('main')
  const alert = alertsIn(page)
  await expect(alert).toContainText('The posts could not be loaded')
  await expect(alert).toContainText(SERVER_PROBLEM)
  await expectNoA11yViolations(page, 'home whose first load failed')
  await stop()
  await main.getByRole('button', { name: 'Retry' }).click()
  const feed = page.getByRole('feed', { name: 'Home' })
  const posts = feed.getByRole('article')
  // A first page is 20 posts; alice's home has more.
  await expect(posts).toHaveCount(20)
  await expect(alertsIn(page)).toHaveCount(0)

  // The next page fails: the loaded posts stay, the reason shows, and Retry loads the page.
  const stopMore = await failGets(page, nextPageOf('/api/v1/timelines/home'), (route) => route.abort('failed'))
  // Reaching the end of the feed asks for the next page on its own: a click on Load more could come
  // after the button had gone.
  await main.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded()
  await expect(alertsIn(page)).toContainText('More could not be loaded')
  await expect(alertsIn(page)).toContainText(UNREACHABLE)
  await expect(posts).toHaveCount(20)
  await expectNoA11yViolations(page, 'home whose next page failed')
  await stopMore()
  await main.getByRole('button', { name: 'Retry' }).click()
  await expect.poll(() => posts.count()).toBeGreaterThan(20)
  await expect(alertsIn(page)).toHaveCount(0)
})

test('a profile that cannot be reached says so and Retry opens it; a failed next page of followers keeps the list', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  const stop = await failGets(page, '**/api/v1/accounts/lookup?**', (route) => route.abort('connectionrefused'))
  await page.goto('/@bob')
  const alert = alertsIn(page)
  await expect(alert).toContainText('The profile could not be loaded')
  await expect(alert).toContainText(UNREACHABLE)
  await expectNoA11yViolations(page, 'a profile that could not be reached')
  await stop()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Bob/ })).toBeVisible()
  await expect(alertsIn(page)).toHaveCount(0)

  // The own followers, two a page: the next page fails, the first two stay, Retry loads two more.
  await smallPages(page, '**/api/v1/accounts/*/followers**', 2)
  await page.goto(`/@${username}`)
  await page.getByRole('tab', { name: 'Followers' }).click()
  const followers = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Remove @/ }) })
  await expect(followers).toHaveCount(2)
  const stopMore = await failGets(page, nextPageOf('/followers'), (route) => route.fulfill(INTERNAL))
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(alertsIn(page)).toContainText('More could not be loaded')
  await expect(alertsIn(page)).toContainText(SERVER_PROBLEM)
  await expect(followers).toHaveCount(2)
  await expectNoA11yViolations(page, 'followers whose next page failed')
  await stopMore()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(followers).toHaveCount(4)
  await expect(alertsIn(page)).toHaveCount(0)
})

test('notifications refused with too many requests say so, and Retry loads them', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  const stop = await failGets(page, '**/api/v1/notifications?**', (route) =>
    route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too many requests, retry in 30s' }),
  )
  await page.goto('/notifications')
  const main = page.getByRole('main')
  await expect(alertsIn(page)).toContainText('The notifications could not be loaded')
  await expect(alertsIn(page)).toContainText('Too many requests. Wait a moment, then try again.')
  await expectNoA11yViolations(page, 'notifications refused with 429')
  await stop()
  await main.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('feed', { name: 'Notifications' })).toBeVisible()
  await expect(alertsIn(page)).toHaveCount(0)
})

test('settings: a failed save keeps the chosen value and the typed password, and says why', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.goto('/settings')
  const saves = '**/api/v1/settings/client_config'
  await page.route(saves, (route) => route.fulfill(INTERNAL))
  const warnings = page.getByRole('switch', { name: 'Content warnings' })
  await expect(warnings).toBeChecked()
  await warnings.click()
  await expect(alertsIn(page)).toHaveText(`The change could not be saved: ${SERVER_PROBLEM}`)
  await expect(warnings).not.toBeChecked()
  await expect(warnings).toBeEnabled()
  await expectNoA11yViolations(page, 'a setting whose save failed')
  await page.unroute(saves)
  await page.getByRole('button', { name: 'Try again' }).click()
  // Saved: the switch is usable again once the answer is in, and no reason shows.
  await expect(warnings).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expect(alertsIn(page)).toHaveCount(0)
  expect(await savedContentWarnings(page, instance)).toBe(false)

  const change = '**/api/v1/settings/change_password'
  await page.route(change, (route) => route.fulfill(INTERNAL))
  await page.getByLabel('New password', { exact: true }).fill('a-new-long-pass')
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-new-long-pass')
  const submit = page.getByRole('button', { name: 'Change password' })
  await submit.click()
  await expect(alertsIn(page)).toContainText('The password could not be changed')
  await expect(alertsIn(page)).toContainText(SERVER_PROBLEM)
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('a-new-long-pass')
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveValue('a-new-long-pass')
  await expect(submit).toBeEnabled()
  await expectNoA11yViolations(page, 'a password change that failed')
  await page.unroute(change)
  await submit.click()
  await expect(page.getByText('Password changed')).toBeVisible()
})

test('profile editor: a save refused as too large keeps the typed name and bio', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.goto('/settings/profile')
  const update = '**/api/v1/accounts/update_credentials'
  await page.route(update, (route) =>
    route.fulfill({ status: 413, contentType: 'text/plain', body: 'A payload reached size limit.' }),
  )
  await page.getByLabel('Display name', { exact: true }).fill('Alice the Baker')
  await page.getByLabel('Bio', { exact: true }).fill('Bread, maps and long walks.')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await save.click()
  const alert = alertsIn(page)
  await expect(alert).toContainText('The profile could not be saved')
  await expect(alert).toContainText('That is too large for the server to accept.')
  await expect(page.getByLabel('Display name', { exact: true })).toHaveValue('Alice the Baker')
  await expect(page.getByLabel('Bio', { exact: true })).toHaveValue('Bread, maps and long walks.')
  await expect(save).toBeEnabled()
  await expectNoA11yViolations(page, 'a profile save refused as too large')
  await page.unroute(update)
  await save.click()
  await expect(alertsIn(page)).toHaveCount(0)
})

/** Monero subscriptions on, and carol offering one. */
async function carolOffers(instance: TestInstance): Promise<void> {
  await instance.cli('update-config', 'monero_subscriptions', 'true')
  const token = await instance.token('carol', 'carol-demo-pass')
  const { blockchains } = await instance.api<{ blockchains: { chain_id: string }[] }>('/api/v1/instance')
  await instance.api('/api/v1/subscriptions/options', {
    method: 'POST',
    token,
    body: JSON.stringify({
      type: 'monero',
      chain_id: blockchains[0]?.chain_id ?? '',
      price: 38580,
      payout_address: '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU',
    }),
  })
}

test('subscription page: a failed invoice creation says why, keeps the duration, and Pay works again', async ({
  page,
  instance,
}) => {
  await carolOffers(instance)
  await signIn(page, 'alice', 'alice-demo-pass')
  await page.goto('/@carol/subscription')
  const invoices = '**/api/v1/subscriptions/invoices'
  await page.route(invoices, (route) =>
    route.request().method() === 'POST' ? route.fulfill(INTERNAL) : route.fallback(),
  )
  await page.getByLabel('Duration (months)').fill('2')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  const alert = alertsIn(page)
  await expect(alert).toContainText('The invoice could not be created')
  await expect(alert).toContainText(SERVER_PROBLEM)
  await expect(page.getByLabel('Duration (months)')).toHaveValue('2')
  await expectNoA11yViolations(page, 'an invoice that could not be created')
  await page.unroute(invoices)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Invoice' })).toBeVisible()
  await expect(alertsIn(page)).toHaveCount(0)
})

test('a call that never answers gives up after 30 seconds and says so', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  // The real time limit runs on the page's clock, which the test moves on instead of waiting.
  await page.clock.install()
  await signIn(page, username, password)
  let asked: () => void = () => {}
  let askedAt = 0
  const inFlight = new Promise<void>((resolve) => (asked = resolve))
  const stop = await failGets(page, '**/api/v1/accounts/lookup?**', () => {
    askedAt = Date.now()
    asked()
    return new Promise<void>(() => {})
  })
  await page.goto('/@bob')
  // The clock is moved on only once the call is out (as the app starts) and the profile screen is
  // up. Until then it follows the real one, which a busy machine makes last seconds: it is
  // stopped, and moved to 29 s after the call went out. It is stopped a little ahead of now: the
  // page's clock must not have passed that moment when the order reaches it (100 ms was too
  // little on a busy machine).
  await inFlight
  await expect(page).toHaveTitle(/\bProfile \|/)
  const pausedAt = Date.now() + 3_000
  await page.clock.pauseAt(pausedAt)
  await page.clock.fastForward(29_000 - (pausedAt - askedAt))
  await expect(alertsIn(page)).toHaveCount(0)
  await page.clock.fastForward(2_000)
  // The screen's own timers (rendering, focus) run again.
  await page.clock.resume()
  const alert = alertsIn(page)
  await expect(alert).toContainText('The profile could not be loaded')
  await expect(alert).toContainText('The server took too long to answer. Try again in a moment.')
  await expectNoA11yViolations(page, 'a profile whose call timed out')
  await stop()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Bob/ })).toBeVisible()
})
