import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { solidPng } from './support/png'
import { card, cards, publish, tokenOf, unique } from './support/posts'
import type { Locator, Page } from '@playwright/test'

/**
 * Presses Tab until `target` has the focus (as a person tabbing through the page). Found and
 * checked in one query: a control that swaps itself for another as it gets the focus (a menu whose
 * code loads then, src/ui/menu-trigger.tsx) would otherwise be found before the swap and checked
 * after it, and the next Tab would go past the focused control.
 */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await target.and(page.locator(':focus')).count()) > 0) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('a member signs in and works home with the keyboard alone, and the focus is where expected at every step', async ({
  page,
  instance,
}) => {
  test.setTimeout(90_000)
  const { username, password } = instance.demo.member
  const bob = await tokenOf(instance, 'bob')
  const older = unique('Keyboard walk, the older post')
  const newer = unique('Keyboard walk, the newer post with a picture')
  const reply = unique('Replied without a mouse')
  await publish(instance, bob, { status: older })
  const image = await instance.api<{ id: string }>('/api/v1/media', {
    method: 'POST',
    token: bob,
    body: JSON.stringify({ file: solidPng(24, 16, [150, 190, 230]).toString('base64'), media_type: 'image/png' }),
  })
  await publish(instance, bob, { status: newer, media_ids: [image.id] })

  // Sign in with Tab, typing and Enter; home's heading then has the focus.
  await page.goto('/')
  await tabTo(page, page.getByLabel('Username', { exact: true }))
  await page.keyboard.type(username)
  await tabTo(page, page.getByLabel('Password', { exact: true }))
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/home$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Home' })
  await expect(heading).toBeFocused()
  const feed = page.getByRole('feed', { name: 'Home' })
  const first = card(feed, newer)
  const second = card(feed, older)
  await expect(first).toBeVisible()

  // The skip link is the first stop and jumps over the navigation.
  await page.reload()
  await expect(first).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main'))), {
      message: 'the focus is in the main content',
    })
    .toBe(true)

  // j and k move the focus from post to post; each is named by author, time and text.
  await page.keyboard.press('j')
  await expect(first).toBeFocused()
  await expect(first).toHaveAccessibleName(new RegExp(`^Bob Okafor, .+: ${newer}, 1 attachment$`))
  await expect(first).toHaveAttribute('aria-posinset', '1')
  await page.keyboard.press('j')
  await expect(second).toBeFocused()
  await expect(second).toHaveAttribute('aria-posinset', '2')
  await page.keyboard.press('k')
  await expect(first).toBeFocused()
  await expectNoA11yViolations(page, 'home with a post focused from the keyboard')

  // l likes the focused post, says so, and leaves the focus on it.
  await page.keyboard.press('l')
  await expect(first.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').filter({ hasText: /^Liked$/ })).toHaveCount(1)
  await expect(first).toBeFocused()

  // r opens the reply form with the focus in its text box; publishing brings the focus back.
  await page.keyboard.press('r')
  const replyBox = first.getByRole('textbox', { name: 'Post text' })
  await expect(replyBox).toBeFocused()
  // Typing in the form never triggers a shortcut.
  await page.keyboard.type(` ${reply} jkl`)
  await expect(replyBox).toHaveValue(new RegExp(`${reply} jkl$`))
  await expect(first).not.toBeFocused()
  await tabTo(page, first.getByRole('button', { name: 'Publish', exact: true }))
  await page.keyboard.press('Enter')
  await expect(replyBox).toBeHidden()
  await expect(first).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Your reply was published.' })).toBeVisible()
  await expect(first.getByRole('button', { name: 'Reply, 1 reply' })).toBeVisible()

  // e opens the picture in the lightbox: the focus stays inside, Escape brings it back to the post.
  await page.keyboard.press('e')
  const lightbox = page.getByRole('dialog', { name: 'Image' })
  await expect(lightbox).toBeVisible()
  const close = lightbox.getByRole('button', { name: 'Close' })
  const original = lightbox.getByRole('link', { name: 'Open original' })
  await expect(close).toBeFocused()
  // Tab goes round the viewer's two controls and never leaves it.
  await page.keyboard.press('Tab')
  await expect(original).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(original).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(close).toBeFocused()
  await expectNoA11yViolations(page, 'the lightbox opened from the keyboard')
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
  await expect(first).toBeFocused()

  // Tabbing to the picture and opening it with Enter returns the focus to the picture.
  await tabTo(page, first.getByRole('button', { name: /^Open image 1 of 1/ }))
  await page.keyboard.press('Enter')
  await expect(lightbox).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(lightbox).toBeHidden()
  await expect(first.getByRole('button', { name: /^Open image 1 of 1/ })).toBeFocused()

  // From inside a post, j goes on to the next post and k back to this one.
  await page.keyboard.press('j')
  await expect(second).toBeFocused()
  await page.keyboard.press('k')
  await expect(first).toBeFocused()

  // ? lists the shortcuts; Escape returns to where the focus was.
  await page.keyboard.press('Shift+Slash')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(help.getByText('Next post')).toBeVisible()
  await expect(help.getByText('Write a new post')).toBeVisible()
  await expectNoA11yViolations(page, 'the keyboard shortcuts dialog')
  // Keys pressed in the dialog are not shortcuts.
  await page.keyboard.press('j')
  await expect(help).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await expect(first).toBeFocused()

  // Enter opens the focused post; the post page's heading takes the focus.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/post\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeFocused()

  // n goes back home with the focus in the composer's text box.
  await page.keyboard.press('n')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('form', { name: 'New post' }).getByRole('textbox', { name: 'Post text' })).toBeFocused()
})

test('a member deletes a post through its menu with the keyboard: the menu and dialog return the focus, the result is said', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const token = await tokenOf(instance, username)
  const kept = unique('This one stays')
  const gone = unique('This one goes')
  await publish(instance, token, { status: kept })
  await publish(instance, token, { status: gone })
  await signIn(page, username, password)
  const feed = page.getByRole('feed', { name: 'Home' })
  const doomed = card(feed, gone)
  await expect(doomed).toBeVisible()

  await page.keyboard.press('j')
  await expect(doomed).toBeFocused()
  const more = doomed.getByRole('button', { name: 'More actions' })
  await tabTo(page, more)

  // The menu opens on its first item; Escape closes it and the focus is back on its button.
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: 'More actions' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(more).toBeFocused()

  // Delete: the arrows reach it, the dialog asks with Cancel first, Tab reaches Delete.
  await page.keyboard.press('Enter')
  const remove = menu.getByRole('menuitem', { name: 'Delete', exact: true })
  for (let i = 0; i < 15 && !(await remove.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown')
  await expect(remove).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')

  // The post is gone, that is said politely, and the focus is on the post that followed it.
  await expect(dialog).toBeHidden()
  await expect(cards(feed, gone)).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Post deleted' })).toBeVisible()
  await expect(card(feed, kept)).toBeFocused()
  await expectNoA11yViolations(page, 'home after deleting a post from the keyboard')
})
