import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { cards, publish, tokenOf, unique } from './support/posts'
import type { Page } from '@playwright/test'

// Muted users (issue 4): a member mutes bob from his profile, finds him on /mutes, no longer sees his
// posts on home and local (the server leaves muted authors out), and unmutes him again from the
// list and from the profile menu.

async function openTimeline(page: Page, name: 'Home' | 'Local', visible: string): Promise<void> {
  // Home is the header's button; Local is in the main navigation.
  if (name === 'Home') await page.getByRole('banner').getByRole('button', { name: 'Home', exact: true }).click()
  else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(cards(page.getByRole('feed'), visible).first()).toBeVisible()
}

async function profileAction(page: Page, item: 'Mute' | 'Unmute'): Promise<void> {
  await page.getByRole('button', { name: 'Profile actions' }).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
}

/** The profile menu offers `item` (the relationship has its new state), then closes again. */
async function expectMenuItem(page: Page, item: 'Mute' | 'Unmute'): Promise<void> {
  await page.getByRole('button', { name: 'Profile actions' }).click()
  await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
}

test('a member mutes bob, his posts leave home and local, and unmutes him from the list and the profile', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const bobsText = unique('Bread is proofing')
  const carolsText = unique('Fog over the station')
  await publish(instance, await tokenOf(instance, 'bob'), { status: bobsText })
  await publish(instance, await tokenOf(instance, 'carol'), { status: carolsText })
  await signIn(page, username, password)
  await expect(cards(page.getByRole('feed'), bobsText).first()).toBeVisible()
  await openTimeline(page, 'Local', bobsText)

  // Mute bob from his profile.
  await page.goto('/@bob')
  await expect(page.getByRole('heading', { level: 1, name: 'Bob Okafor' })).toBeVisible()
  await profileAction(page, 'Mute')
  await expectMenuItem(page, 'Unmute')

  for (const name of ['Home', 'Local'] as const) {
    await openTimeline(page, name, carolsText)
    await expect(cards(page.getByRole('feed'), bobsText)).toHaveCount(0)
  }
  await page.reload()
  await expect(cards(page.getByRole('feed'), carolsText).first()).toBeVisible()
  await expect(cards(page.getByRole('feed'), bobsText)).toHaveCount(0)

  // The own profile menu leads to the muted users.
  await page.goto(`/@${username}`)
  await page.getByRole('button', { name: 'Profile actions' }).click()
  await page.getByRole('menuitem', { name: 'Muted users' }).click()
  await expect(page).toHaveURL(/\/mutes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Muted users' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Muted users' })
  await expect(list.getByRole('link', { name: /Bob Okafor/ })).toHaveAttribute('href', '/@bob')
  await expect(list.getByRole('link', { name: /Weather Bot/ })).toBeVisible()
  await expectNoA11yViolations(page, 'muted users')

  await page.getByRole('button', { name: 'Unmute @bob' }).click()
  await expect(list.getByRole('link', { name: /Bob Okafor/ })).toHaveCount(0)
  await expect(list.getByRole('link', { name: /Weather Bot/ })).toBeVisible()
  await openTimeline(page, 'Home', bobsText)
  await page.goto('/mutes')
  await expect(page.getByRole('list', { name: 'Muted users' }).getByRole('link', { name: /Weather Bot/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Bob Okafor/ })).toHaveCount(0)

  // Mute and unmute again from the profile menu; the list follows.
  await page.goto('/@bob')
  await expectMenuItem(page, 'Mute')
  await profileAction(page, 'Mute')
  await expectMenuItem(page, 'Unmute')
  await page.goto('/mutes')
  await expect(page.getByRole('list', { name: 'Muted users' }).getByRole('link', { name: /Bob Okafor/ })).toBeVisible()
  await page
    .getByRole('list', { name: 'Muted users' })
    .getByRole('link', { name: /Bob Okafor/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bob Okafor' })).toBeVisible()
  await profileAction(page, 'Unmute')
  await expectMenuItem(page, 'Mute')
  await openTimeline(page, 'Home', bobsText)
  await page.goto('/mutes')
  await expect(page.getByRole('list', { name: 'Muted users' }).getByRole('link', { name: /Weather Bot/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Bob Okafor/ })).toHaveCount(0)
})

test('a member who mutes nobody sees an empty list', async ({ page }) => {
  await signIn(page, 'carol', 'carol-demo-pass')
  await page.goto('/mutes')
  await expect(page.getByRole('heading', { level: 1, name: 'Muted users' })).toBeVisible()
  await expect(page.getByText('No muted users')).toBeVisible()
  await expectNoA11yViolations(page, 'muted users, none')
})
