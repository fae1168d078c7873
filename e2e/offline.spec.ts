import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, openPost, publish, tokenOf, unique } from './support/posts'
import type { Page } from '@playwright/test'

const OFFLINE_NOTICE =
  "You're offline. What you see may be out of date; nothing can be sent until the connection is back."

/** Waits until the service worker controls the page (it claims the page on its first visit). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
}

/** Waits until the offline copy in IndexedDB holds every one of `texts`. */
async function savedOffline(page: Page, texts: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const saved = await page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('parley-cache')
              // Not yet written: leave the database for the app to create (with its store).
              open.onupgradeneeded = () => open.transaction?.abort()
              open.onerror = () => resolve('')
              open.onsuccess = () => {
                const db = open.result
                if (!db.objectStoreNames.contains('queries')) return resolve('')
                const all = db.transaction('queries').objectStore('queries').getAll()
                all.onsuccess = () => resolve(JSON.stringify(all.result))
                all.onerror = () => resolve('')
              }
            }),
        )
        return texts.filter((text) => !saved.includes(text))
      },
      { timeout: 10_000, message: 'the offline copy holds what was read' },
    )
    .toEqual([])
}

/** How long the last start took to put the offline copy into the cache (performance measure). */
function restoreDuration(page: Page): Promise<number | null> {
  return page.evaluate(() => performance.getEntriesByName('parley:restore-cache')[0]?.duration ?? null)
}

test('read timelines, posts and profiles open offline with the notice, refuse actions, and refresh back online', async ({
  page,
  context,
  instance,
}, testInfo) => {
  const bob = await tokenOf(instance, 'bob')
  const bobsText = unique('Notes from the allotment')
  await publish(instance, bob, { status: bobsText })
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await controlledByWorker(page)

  // Read home, Bob's post and Bob's profile while online.
  const feed = page.getByRole('feed')
  await expect(card(feed, bobsText)).toBeVisible()
  await openPost(page, card(feed, bobsText))
  const postUrl = page.url()
  await card(page, bobsText).getByRole('link', { name: /bob/i }).first().click()
  await expect(page).toHaveURL(/\/@bob|\/profile\//)
  const profileUrl = page.url()
  await expect(card(page, bobsText)).toBeVisible()
  // Home, the thread, the profile and the profile's posts (key [accounts, detail, id, statuses, filters]).
  await savedOffline(page, [bobsText, '["statuses","thread",', '["accounts","acct","bob"]', '"statuses",{'])

  // Offline: the app still opens, from the worker and the offline copy.
  await context.setOffline(true)
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible()
  await expect(card(page.getByRole('feed'), bobsText)).toBeVisible()
  testInfo.annotations.push({ type: 'restore-ms', description: String(await restoreDuration(page)) })
  await expectNoA11yViolations(page, 'home offline')

  // Liking is refused with words; nothing changes.
  const like = card(page.getByRole('feed'), bobsText).getByRole('button', { name: 'Like', exact: true })
  await like.click()
  await expect(page.getByRole('alert').getByText(/^Could not change the like: .*offline/i)).toBeVisible()
  await expect(like).toHaveAttribute('aria-pressed', 'false')

  await page.goto(postUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible()
  await expect(card(page, bobsText)).toBeVisible()
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible()
  await expectNoA11yViolations(page, 'a post offline')

  await page.goto(profileUrl)
  await expect(card(page, bobsText)).toBeVisible()
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible()
  await expectNoA11yViolations(page, 'a profile offline')

  // Back online: the notice goes and the screen refreshes with what was posted meanwhile.
  const newer = unique('Back from the allotment')
  await publish(instance, bob, { status: newer })
  await context.setOffline(false)
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden()
  await expect(card(page, newer)).toBeVisible()
  await page.goto('/home')
  await expect(card(page.getByRole('feed'), newer)).toBeVisible()
})

test('the app is installable: a manifest with the icons and a service worker that handles pages', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  // Playwright's contexts are incognito windows, where Chromium never offers to install.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] }
  expect(errors.map((error) => error.message)).toEqual([])
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: 'Parley', short_name: 'Parley', display: 'standalone', start_url: '/' })
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await page.request.get(icon.src)
    expect(response.ok(), icon.src).toBe(true)
    expect(response.headers()['content-type']).toContain(icon.type)
  }
})

test('the service worker leaves /api/ and /oauth/ to the network: cached nowhere, and offline they fail', async ({
  page,
  context,
  instance,
}) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await controlledByWorker(page)
  await expect(page.getByRole('feed')).toBeVisible()
  const fetchFromPage = (path: string) =>
    page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => `answered ${response.status}`,
          () => 'failed',
        ),
      path,
    )
  expect(await fetchFromPage('/api/v1/instance')).toBe('answered 200')

  // What the worker's caches hold: the app's own files, never an API or sign-in answer.
  const cached = await page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    return paths
  })
  expect(cached).toContain('/index.html')
  expect(cached.filter((path) => /^\/(api|oauth)\//.test(path))).toEqual([])

  // Offline, a call the page made online is not answered from a cache, nor is a page under /oauth/.
  await context.setOffline(true)
  expect(await fetchFromPage('/api/v1/instance')).toBe('failed')
  expect(await fetchFromPage('/api/v1/timelines/home')).toBe('failed')
  expect(await fetchFromPage('/oauth/authorize')).toBe('failed')
  // While the app's own pages still open, from the worker (in words: nothing of them was saved).
  const shell = await page.goto('/notifications')
  expect(shell?.fromServiceWorker()).toBe(true)
  await expect(page.getByText(/You're offline/).first()).toBeVisible()
  await expect(page.goto('/oauth/authorize')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
})
