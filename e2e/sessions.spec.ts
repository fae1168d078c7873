import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { person, tokenOf } from './support/posts'
import type { Page } from '@playwright/test'

// Sessions and Clear all (issue 22, notifications and sessions). On Mitra 5.9 (sessions since
// 4.14.0, clear since 3.22.0) the member sees where they are signed in, ends another session, and
// clears their notifications; a session ended elsewhere brings them to the landing page like an
// expired token. On 3.21 neither control shows. The journey runs on both dialects.

const SHOTS = '/tmp/shots-notif'

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true })
  await page.emulateMedia({ colorScheme: 'light' })
  const size = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true })
  if (size) await page.setViewportSize(size)
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('a member sees their sessions, ends another one and clears their notifications; 3.21 shows neither', async ({
  page,
  instance,
  mitra,
}) => {
  const grace = person(instance, 'grace')
  // grace is signed in elsewhere too, and bob follows her (a notification to clear).
  const elsewhere = await tokenOf(instance, 'grace')
  const bob = await tokenOf(instance, 'bob')
  const graceAccount = await instance.api<{ id: string }>('/api/v1/accounts/lookup?acct=grace', { token: bob })
  await instance.api(`/api/v1/accounts/${graceAccount.id}/follow`, { method: 'POST', token: bob, body: '{}' })
  await signIn(page, grace.username, grace.password)

  await nav(page).getByRole('link', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  const sessionsHeading = page.getByRole('heading', { level: 2, name: 'Sessions' })
  await nav(page)
    .getByRole('link', { name: /^Notifications/ })
    .click()
  await expect(page.getByRole('feed', { name: 'Notifications' })).toBeVisible()
  const clearAll = page.getByRole('button', { name: 'Clear all' })

  if (mitra === '3.21') {
    await expect(page.getByRole('feed', { name: 'Notifications' }).getByRole('article').first()).toBeVisible()
    await expect(clearAll).toHaveCount(0)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible()
    await expect(sessionsHeading).toHaveCount(0)
    return
  }

  // Clear all, confirmed: the list empties and stays empty after a reload.
  await clearAll.click()
  const clearDialog = page.getByRole('dialog', { name: 'Clear all notifications?' })
  await expect(clearDialog).toBeVisible()
  await shoot(page, 'clear-all-dialog')
  await clearDialog.getByRole('button', { name: 'Clear all' }).click()
  await expect(page.getByText('No notifications')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Notifications cleared.' })).toBeVisible()
  await expect(clearAll).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('No notifications')).toBeVisible()

  // Sessions, on the settings screen: this one and the other, this one marked.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(sessionsHeading).toBeVisible()
  const list = page.getByRole('list', { name: 'Sessions' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('This session')
  await expectNoA11yViolations(page, 'settings with sessions')
  await sessionsHeading.scrollIntoViewIfNeeded()
  await shoot(page, 'sessions')

  await list.getByRole('button', { name: /^End the session signed in/ }).click()
  const endDialog = page.getByRole('dialog', { name: 'End this session?' })
  await endDialog.getByRole('button', { name: 'End session' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible()
  await expect(list).toBeFocused()
  // The other device's token no longer works.
  await expect(instance.api('/api/v1/accounts/verify_credentials', { token: elsewhere })).rejects.toThrow(/401/)

  // Ended from another device (as when the token expires): the next call returns grace to the
  // landing page, told that her draft is kept.
  const other = await tokenOf(instance, 'grace')
  const sessions = await instance.api<{ id: number; is_current: boolean }[]>('/api/v1/settings/sessions', {
    token: other,
  })
  const mine = sessions.find((s) => !s.is_current)
  await instance.api(`/api/v1/settings/sessions/${mine?.id}`, { method: 'DELETE', token: other })
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText('Your session has expired.')
})
