import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, logOut, signIn, signUp, test } from './fixtures'
import { message } from './support/messages'

/** The settings controls, found by their names in the interface's language (English by default). */
function settingsScreen(page: Page, locale = 'en') {
  const say = (english: string) => message(locale, english)
  return {
    open: async () => {
      await page
        .getByRole('navigation', { name: say('Main') })
        .getByRole('link', { name: say('Settings') })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: say('Settings') })).toBeVisible()
    },
    heading: page.getByRole('heading', { level: 1, name: say('Settings') }),
    darkMode: page.getByRole('switch', { name: say('Dark mode') }),
    contentWarnings: page.getByRole('switch', { name: say('Content warnings') }),
    ctrlEnter: page.getByRole('switch', { name: say('Publish with Ctrl+Enter') }),
    defaultVisibility: page.getByRole('combobox', { name: say('Default visibility of new posts') }),
    language: page.getByRole('combobox', { name: say('Language') }),
    composerVisibility: page.getByRole('combobox', { name: say('Visibility') }),
  }
}

async function openSettings(page: Page): Promise<void> {
  await settingsScreen(page).open()
}

/** Everything the first test changes, as it reads once German applies. */
async function expectChosenSettings(page: Page): Promise<void> {
  const screen = settingsScreen(page, 'de')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(screen.darkMode).toBeChecked()
  await expect(screen.contentWarnings).not.toBeChecked()
  await expect(screen.ctrlEnter).toBeChecked()
  await expect(screen.defaultVisibility).toHaveValue('private')
  await expect(screen.language).toHaveValue('de')
}

test('each setting is saved with the account: it survives a reload and a new sign-in', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  const english = settingsScreen(page)
  await english.open()
  await expect(english.darkMode).not.toBeChecked()
  await expect(english.contentWarnings).toBeChecked()
  await expect(english.ctrlEnter).not.toBeChecked()
  await expect(english.defaultVisibility).toHaveValue('public')
  await expectNoA11yViolations(page, 'settings')

  // Dark mode applies at once.
  await english.darkMode.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(english.darkMode).toBeEnabled()
  await english.contentWarnings.click()
  await expect(english.contentWarnings).toBeEnabled()
  await english.ctrlEnter.click()
  await expect(english.ctrlEnter).toBeEnabled()
  await english.defaultVisibility.selectOption({ label: 'Followers' })
  await expect(english.defaultVisibility).toBeEnabled()
  // The language applies at once, without a reload.
  await english.language.selectOption('de')
  const german = settingsScreen(page, 'de')
  await expect(german.heading).toBeVisible()
  await expect(german.language).toBeEnabled()
  await expectChosenSettings(page)
  await expectNoA11yViolations(page, 'settings (dark, German)')

  await page.reload()
  await expect(german.heading).toBeVisible()
  await expectChosenSettings(page)

  // The composer preselects the default visibility.
  await page.goto('/home')
  await expect(german.composerVisibility).toHaveValue('private')

  // A new sign-in (logging out clears this browser's storage) brings everything back from the server;
  // the landing page follows the browser's language (English here) until then.
  await page
    .getByRole('navigation', { name: message('de', 'Main') })
    .getByRole('button', { name: message('de', 'Log out') })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark')
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: message('de', 'Home') })).toBeVisible()
  await expect(german.composerVisibility).toHaveValue('private')
  await german.open()
  await expectChosenSettings(page)
})

test('a changed password signs in; the old one no longer does', async ({ page }) => {
  const username = 'carol'
  const oldPassword = `${username}-demo-pass`
  const newPassword = 'a much better passphrase'
  await signIn(page, username, oldPassword)
  await openSettings(page)
  const change = page.getByRole('button', { name: 'Change password' })
  await expect(change).toBeDisabled()
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await expect(change).toBeDisabled()
  await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}!`)
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await expect(change).toBeDisabled()
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
  await change.click()
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible()
  await logOut(page)

  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(oldPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await signIn(page, username, newPassword)
})

test('follows and followers download as CSV files matching the account', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const token = await instance.token(username, password)
  const me = await instance.api<{ id: string }>('/api/v1/accounts/verify_credentials', { token })
  const { uri } = await instance.api<{ uri: string }>('/api/v1/instance')
  // Local accounts are written with the instance's host name (without a port, as Mitra does).
  const host = new URL(uri.includes('://') ? uri : `http://${uri}`).hostname
  const addresses = async (kind: 'following' | 'followers') => {
    const list = await instance.api<{ acct: string }[]>(`/api/v1/accounts/${me.id}/${kind}?limit=200`, { token })
    return list.map((a) => (a.acct.includes('@') ? a.acct : `${a.acct}@${host}`)).sort()
  }

  await signIn(page, username, password)
  await openSettings(page)
  for (const [button, file, kind] of [
    ['Export follows', 'follows.csv', 'following'],
    ['Export followers', 'followers.csv', 'followers'],
  ] as const) {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: button }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe(file)
    const csv = await readFile(await saved.path(), 'utf8')
    const lines = csv.split('\n').filter(Boolean).sort()
    const expected = await addresses(kind)
    expect(expected.length).toBeGreaterThan(0)
    expect(lines).toEqual(expected)
  }
})

test('a deleted account ends its session and can no longer sign in', async ({ page }) => {
  const username = `leaver${Date.now() % 100000}`
  const password = 'leaving-for-good'
  await signUp(page, username, password)
  await openSettings(page)
  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toBeVisible()
  await expectNoA11yViolations(page, 'the delete account confirmation')
  // Cancel keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Delete account' }).click()
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible()

  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})
