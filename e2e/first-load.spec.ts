import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

/*
 * A first visit (no cache, no service worker) asks for each file and each of the first screen's
 * data once: the boot script's early requests (src/boot/boot.ts) are the ones the app takes, not
 * a second copy of them.
 */
test.use({ serviceWorkers: 'block' })

async function coldRequests(page: Page): Promise<Request[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/** The same-origin requests made more than once. */
function askedTwice(requests: Request[], origin: string): string[] {
  const counts = new Map<string, number>()
  for (const request of requests) {
    const url = new URL(request.url())
    if (url.origin !== new URL(origin).origin) continue
    const key = `${request.method()} ${url.pathname}${url.search}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${key} (${count}×)`)
}

test('a member opening home asks for each file and the first data once', async ({ page, instance }) => {
  const token = await instance.token(instance.demo.member.username, instance.demo.member.password)
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), token)
  const requests = await coldRequests(page)
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  const paths = requests.map((request) => new URL(request.url()).pathname)
  expect(paths.filter((path) => path === '/api/v1/timelines/home')).toHaveLength(1)
  expect(paths.filter((path) => path === '/api/v1/accounts/verify_credentials')).toHaveLength(1)
  expect(paths.filter((path) => path.endsWith('.css')).length).toBeGreaterThan(0)
  expect(askedTwice(requests, instance.url)).toEqual([])
})

test('a guest opening a post and a profile asks for each file and the first data once', async ({ page, instance }) => {
  const [post] = await instance.api<{ id: string; account: { acct: string } }[]>(
    '/api/v1/timelines/public?local=true&limit=1',
  )
  const requests = await coldRequests(page)
  await page.goto(`/post/${post!.id}`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(askedTwice(requests, instance.url)).toEqual([])

  requests.length = 0
  await page.goto(`/@${post!.account.acct}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(askedTwice(requests, instance.url)).toEqual([])
})

test("a profile's avatar is asked for before the app's code has come, and once", async ({ page, instance }) => {
  const bob = await instance.api<{ acct: string; avatar: string | null }>('/api/v1/accounts/lookup?acct=bob')
  expect(bob.avatar, 'the demo seed gives bob an avatar').toBeTruthy()
  const avatar = new URL(bob.avatar!, instance.url).href
  const avatarAsked = page.waitForRequest((request) => request.url() === avatar, { timeout: 10_000 })
  // The app's code is held back until the avatar has been asked for (or 10 s have gone by): only
  // the boot script can ask for it meanwhile.
  let askedBeforeCode: boolean | undefined
  await page.route('**/assets/core-*.js', async (route) => {
    askedBeforeCode ??= await avatarAsked.then(
      () => true,
      () => false,
    )
    await route.continue()
  })
  const requests = await coldRequests(page)
  await page.goto(`/@${bob.acct}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator(`header img[src="${bob.avatar}"]`)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(askedBeforeCode).toBe(true)
  // The preload is the picture the page shows, not a second download of it.
  expect(askedTwice(requests, instance.url)).toEqual([])
})

test('a guest opening the landing page asks for each file once', async ({ page, instance }) => {
  const requests = await coldRequests(page)
  await page.goto('/')
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(askedTwice(requests, instance.url)).toEqual([])
})

test("a boot script that comes after the app's code still goes first", async ({ page, instance }) => {
  // An async script may run after the app's module code has started: held back here until the
  // app's entry code (the core chunk the page's module script loads) has arrived.
  const appCode = page.waitForEvent('requestfinished', {
    predicate: (request) => /\/assets\/core-[\w-]+\.js$/.test(new URL(request.url()).pathname),
    timeout: 15_000,
  })
  await page.route('**/assets/boot-*.js', async (route) => {
    await appCode
    await route.continue()
  })
  const requests = await coldRequests(page)
  await page.goto('/')
  const username = page.getByLabel('Username', { exact: true })
  await expect(username).toBeVisible()
  await username.fill('alice')
  await page.waitForLoadState('networkidle')
  // React took over the page the build wrote, rather than rendering it again.
  await expect(page.locator('html')).toHaveAttribute('data-prerender', '')
  await expect(page.locator('html')).not.toHaveAttribute('data-render-recovered')
  await expect(username).toHaveValue('alice')
  expect(askedTwice(requests, instance.url)).toEqual([])
})

test('a click on the landing page before its code has come still does what it says', async ({ page }) => {
  // The app's code is held back: the page the build wrote is on screen and looks ready meanwhile.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const createAccount = page.getByRole('button', { name: 'Create an account' })
  await expect(createAccount).toBeVisible()
  await createAccount.click()
  // Nothing could answer the click yet.
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign up' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in to an existing account' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-render-recovered')
  // Once the app runs, the button works as it always does, and the click is not replayed again.
  await page.getByRole('button', { name: 'Sign in to an existing account' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
})

test("nothing that can be clicked on the landing page moves when the instance's information arrives", async ({
  page,
}) => {
  // The instance's answer is held back: the page shows its form without it, and a person may be
  // about to press a button as it arrives.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/instance', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/')
  const createAccount = page.getByRole('button', { name: 'Create an account' })
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true })
  await expect(createAccount).toBeVisible()
  const before = [await createAccount.boundingBox(), await signIn.boundingBox()]
  release()
  // The demo instance offers three ways to sign in: their choice appears, under the buttons.
  await expect(page.getByRole('group', { name: 'How to sign in' })).toBeVisible()
  expect([await createAccount.boundingBox(), await signIn.boundingBox()]).toEqual(before)
  await createAccount.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign up' })).toBeVisible()
})
