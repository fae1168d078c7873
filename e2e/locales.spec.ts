import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { englishLeft, expectNoEnglish, expectNothingClipped, tr } from './support/locale-checks'

// Languages proven in the browser (issue 7): the landing page, home and settings render in ja, ru
// and de with no English left outside user content, only the chosen catalogue is downloaded,
// switching in Settings applies at once, and no text is clipped at desktop or phone width.

// The catalogues' parts, in their folder (vite.config.ts): assets/messages-<hash>/<locale>.<part>.js.
const CHUNK =
  /\/assets\/messages-[\w-]+\/(cs|de|en|es|fr|hu|it|ja|nl|pl|pt|pt-BR|ro|ru|sk|sl|sv|uk|zh-Hans)\.(?:core|feed|app)\.js$/

/** The locale catalogues the page downloads (a modulepreload and the import may both fetch one). */
function recordCatalogues(page: Page): string[] {
  const loaded: string[] = []
  page.on('request', (request) => {
    const match = CHUNK.exec(new URL(request.url()).pathname)
    if (match) loaded.push(match[1]!)
  })
  return loaded
}

async function signInAs(page: Page, locale: string, username: string, password: string): Promise<void> {
  await page.goto('/')
  await page.getByLabel(tr(locale, 'Username'), { exact: true }).fill(username)
  await page.getByLabel(tr(locale, 'Password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: tr(locale, 'Sign in'), exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'Home') })).toBeVisible()
}

for (const [locale, browser] of [
  ['ja', 'ja-JP'],
  ['ru', 'ru-RU'],
  ['de', 'de-DE'],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale: browser })

    test(`the landing page, home and settings speak ${locale}, unclipped, from its catalogue alone`, async ({
      page,
      instance,
    }, testInfo) => {
      test.setTimeout(120_000)
      const loaded = recordCatalogues(page)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 2, name: tr(locale, 'Sign in') })).toBeVisible()
      await expect(page.getByRole('button', { name: tr(locale, 'Sign in'), exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: tr(locale, 'Create an account') })).toBeVisible()
      await expectNoEnglish(page, `the landing page in ${locale}`)
      await expectNothingClipped(page, testInfo, `landing ${locale}`)

      // The member chose this language on another device: it is stored in client_config.
      const { username, password } = instance.demo.member
      const token = await instance.token(username, password)
      await instance.api('/api/v1/settings/client_config', {
        method: 'POST',
        token,
        body: JSON.stringify({ 'mitra-web': { locale } }),
      })
      await signInAs(page, locale, username, password)
      await expect(page.locator('main article').first()).toBeVisible()
      // Timestamps are Intl output in the active locale, never English units.
      const times = await page.locator('main article time').allTextContents()
      expect(times.length).toBeGreaterThan(0)
      for (const time of times) expect(time).not.toMatch(/^now$|\b(min|hr|days?)$/)
      await expectNoEnglish(page, `home in ${locale}`)
      await expectNothingClipped(page, testInfo, `home ${locale}`)

      // Code home loads when it is used brings its messages with it (the app part): a post's menu.
      await page
        .locator('main article')
        .first()
        .getByRole('button', { name: tr(locale, 'More actions') })
        .click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectNoEnglish(page, `a post's menu in ${locale}`)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toBeHidden()

      await page
        .getByRole('navigation', { name: tr(locale, 'Main') })
        .getByRole('link', { name: tr(locale, 'Settings'), exact: true })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'Settings') })).toBeVisible()
      await expect(page.getByLabel(tr(locale, 'Language'), { exact: true })).toHaveValue(locale)
      await expectNoEnglish(page, `settings in ${locale}`)
      await expectNothingClipped(page, testInfo, `settings ${locale}`)

      // Each page load (signing in reloads the page) fetches the one chosen catalogue.
      expect(new Set(loaded), 'the locale catalogues downloaded').toEqual(new Set([locale]))
    })
  })
}

test('the language stored with the account wins over the browser, and only its catalogue is downloaded on a reload', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const token = await instance.token(username, password)
  await instance.api('/api/v1/settings/client_config', {
    method: 'POST',
    token,
    body: JSON.stringify({ 'mitra-web': { locale: 'ru' } }),
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  // The check itself sees English where there is some (here the browser asks for English).
  const left = (await englishLeft(page)).join('\n')
  expect(left).toContain('msgid "Sign in"')
  expect(left).toContain('msgid "Create an account"')
  // The browser says English; the account says Russian: home comes up in Russian.
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: tr('ru', 'Home') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')

  const loaded = recordCatalogues(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: tr('ru', 'Home') })).toBeVisible()
  expect(new Set(loaded), 'the locale catalogues downloaded on a reload').toEqual(new Set(['ru']))
})

test.describe('switching', () => {
  test.use({ locale: 'de-DE' })

  test('choosing a language in Settings applies at once without a reload, and survives one', async ({
    page,
    instance,
  }) => {
    const { username, password } = instance.demo.member
    await signInAs(page, 'de', username, password)
    await page
      .getByRole('navigation', { name: tr('de', 'Main') })
      .getByRole('link', { name: tr('de', 'Settings'), exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: tr('de', 'Settings') })).toBeVisible()

    let navigations = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++
    })
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
    const loaded = recordCatalogues(page)
    await page.getByLabel(tr('de', 'Language'), { exact: true }).selectOption('ja')

    await expect(page.getByRole('heading', { level: 1, name: tr('ja', 'Settings') })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: tr('ja', 'Main') })
        .getByRole('link', { name: tr('ja', 'Bookmarks'), exact: true }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByLabel(tr('ja', 'Language'), { exact: true })).toBeEnabled()
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true)
    expect(navigations, 'navigations while switching').toBe(0)
    expect(new Set(loaded), 'the catalogues downloaded while switching').toEqual(new Set(['ja']))
    await expectNoEnglish(page, 'settings after switching to ja')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: tr('ja', 'Settings') })).toBeVisible()
    await expect(page.getByLabel(tr('ja', 'Language'), { exact: true })).toHaveValue('ja')
  })
})
