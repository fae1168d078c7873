import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, publish, tokenOf, unique } from './support/posts'
import type { Page } from '@playwright/test'

const switcher = (page: Page, acct: string) =>
  page.getByRole('banner').getByRole('button', { name: `Accounts, signed in as @${acct}`, exact: true })

const accountMenu = (page: Page) => page.getByRole('menu', { name: 'Accounts' })

async function expectHomeOf(page: Page, acct: string): Promise<void> {
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(switcher(page, acct)).toBeVisible()
}

async function openMenu(page: Page, acct: string): Promise<void> {
  await switcher(page, acct).click()
  await expect(accountMenu(page)).toBeVisible()
}

/** Adds an account through the switcher's "Add account" and the landing page's form. */
async function addAccount(page: Page, current: string, who: { username: string; password: string }): Promise<void> {
  await openMenu(page, current)
  await accountMenu(page).getByRole('menuitem', { name: 'Add account' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Add an account' })).toBeVisible()
  await page.getByLabel('Username', { exact: true }).fill(who.username)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('two accounts in one browser: add, switch from the header, each with its own home and draft, log out one by one', async ({
  page,
  instance,
}) => {
  // A long walk (two sign-ins, six switches and logouts, three axe scans) on a shared machine.
  test.setTimeout(75_000)
  const alice = instance.demo.all.find((p) => p.username === 'alice')!
  const bob = instance.demo.all.find((p) => p.username === 'bob')!
  // Bob follows frank, alice does not: frank's post is on bob's home only.
  const franks = unique('Frank on the allotment')
  await publish(instance, await tokenOf(instance, 'frank'), { status: franks })
  const alicesDraft = unique('Alice is still writing')
  const bobsDraft = unique('Bob is still writing')
  const postText = page.getByLabel('Post text', { exact: true })
  const feed = page.getByRole('feed')

  await signIn(page, alice.username, alice.password)
  await expectHomeOf(page, 'alice')
  await postText.fill(alicesDraft)

  // The switcher: her profile, "Add account" and "Log out @alice" (nobody else to switch to yet).
  await openMenu(page, 'alice')
  await expect(accountMenu(page).getByRole('menuitem')).toHaveText(['Your profile', 'Add account', 'Log out @alice'])
  await expectNoA11yViolations(page, 'the account switcher with one account')
  await accountMenu(page).getByRole('menuitem', { name: 'Add account' }).click()

  // The landing page in add-account mode; Cancel goes back home still as alice.
  await expect(page).toHaveURL(/\/\?add-account$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Add an account' })).toBeVisible()
  await expectNoA11yViolations(page, 'the landing page adding an account')
  await page.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expectHomeOf(page, 'alice')
  await openMenu(page, 'alice')
  await accountMenu(page).getByRole('menuitem', { name: 'Add account' }).click()
  await page.getByLabel('Username', { exact: true }).fill(bob.username)
  await page.getByLabel('Password', { exact: true }).fill(bob.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  // Bob's home: frank's post, and not alice's draft.
  await expectHomeOf(page, 'bob')
  await expect(card(feed, franks)).toBeVisible()
  await expect(postText).toHaveValue('')
  await postText.fill(bobsDraft)

  // Back to alice from the header, without signing in: her home and her draft.
  await openMenu(page, 'bob')
  const toAlice = accountMenu(page).getByRole('menuitem', { name: 'Switch to Alice', exact: false })
  await expect(toAlice).toContainText('@alice')
  await expectNoA11yViolations(page, 'the account switcher with two accounts')
  await toAlice.click()
  await expectHomeOf(page, 'alice')
  await expect(postText).toHaveValue(alicesDraft)
  await expect(card(feed, franks)).toHaveCount(0)

  // To bob again by keyboard alone: the arrows open the menu and move; Enter switches.
  await switcher(page, 'alice').focus()
  await page.keyboard.press('ArrowDown')
  await expect(accountMenu(page).getByRole('menuitem', { name: 'Your profile' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(accountMenu(page).getByRole('menuitem', { name: /Switch to .*@bob/ })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(accountMenu(page)).toBeHidden()
  await expect(switcher(page, 'alice')).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expectHomeOf(page, 'bob')
  await expect(postText).toHaveValue(bobsDraft)

  // A reload keeps the active account.
  await page.reload()
  await expectHomeOf(page, 'bob')
  await expect(card(feed, franks)).toBeVisible()

  // Logging out of bob revokes his token and leaves alice signed in.
  const bobsToken = await page.evaluate(() => localStorage.getItem('auth_token'))
  await openMenu(page, 'bob')
  await accountMenu(page).getByRole('menuitem', { name: 'Log out @bob' }).click()
  await expectHomeOf(page, 'alice')
  await expect(postText).toHaveValue(alicesDraft)
  await openMenu(page, 'alice')
  await expect(accountMenu(page).getByRole('menuitem')).toHaveText(['Your profile', 'Add account', 'Log out @alice'])
  expect(await page.evaluate(() => localStorage.getItem('parley-accounts'))).not.toContain('"acct":"bob"')
  await expect(instance.api('/api/v1/accounts/verify_credentials', { token: bobsToken! })).rejects.toThrow(/401/)
  await page.keyboard.press('Escape')

  // His draft went with him: signing him in again starts from an empty composer.
  await addAccount(page, 'alice', bob)
  await expectHomeOf(page, 'bob')
  await expect(postText).toHaveValue('')
  await openMenu(page, 'bob')
  await accountMenu(page).getByRole('menuitem', { name: 'Log out @bob' }).click()
  await expectHomeOf(page, 'alice')

  // Logging out of the last account ends the session: the landing page, nothing kept.
  await openMenu(page, 'alice')
  await accountMenu(page).getByRole('menuitem', { name: 'Log out @alice' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Continue as' })).toHaveCount(0)
  // Nothing of either account is kept. The landing page is a guest's, whose offline copy (the
  // instance's public description) may already be saved: only its mark may be there.
  expect((await page.evaluate(() => Object.keys(localStorage))).filter((key) => key !== 'parley_offline_copy')).toEqual(
    [],
  )
})

test('an account whose session expired leaves the others one press away on the landing page', async ({
  page,
  instance,
}) => {
  const alice = instance.demo.all.find((p) => p.username === 'alice')!
  const bob = instance.demo.all.find((p) => p.username === 'bob')!
  const bobsDraft = unique('Bob, before his session ends')
  const postText = page.getByLabel('Post text', { exact: true })
  await signIn(page, alice.username, alice.password)
  await addAccount(page, 'alice', bob)
  await expectHomeOf(page, 'bob')
  await postText.fill(bobsDraft)

  // Bob's token stops working (revoked elsewhere): the next load drops just bob.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  await instance.api('/oauth/revoke', { method: 'POST', token: token!, body: JSON.stringify({ token }) })
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  const remembered = page.getByRole('region', { name: 'Continue as' })
  await expect(remembered.getByRole('button')).toHaveCount(1)
  await expectNoA11yViolations(page, 'the landing page with a remembered account')

  await remembered.getByRole('button', { name: /Continue as .*@alice/ }).click()
  await expectHomeOf(page, 'alice')
  await openMenu(page, 'alice')
  await expect(accountMenu(page).getByRole('menuitem')).toHaveText(['Your profile', 'Add account', 'Log out @alice'])
  await page.keyboard.press('Escape')

  // Signing bob in again finds his draft: an expired session keeps it.
  await addAccount(page, 'alice', bob)
  await expectHomeOf(page, 'bob')
  await expect(postText).toHaveValue(bobsDraft)
})

test(
  'another tab follows a switch of account, showing nothing of the previous one',
  { tag: '@client-only' },
  async ({ page, instance }) => {
    const alice = instance.demo.all.find((p) => p.username === 'alice')!
    const bob = instance.demo.all.find((p) => p.username === 'bob')!
    await signIn(page, alice.username, alice.password)
    const other = await page.context().newPage()
    await other.goto('/home')
    await expectHomeOf(other, 'alice')

    await addAccount(page, 'alice', bob)
    await expectHomeOf(page, 'bob')
    await expectHomeOf(other, 'bob')

    // Switching back in the second tab brings the first one along.
    await openMenu(other, 'bob')
    await accountMenu(other)
      .getByRole('menuitem', { name: /Switch to .*@alice/ })
      .click()
    await expectHomeOf(other, 'alice')
    await expectHomeOf(page, 'alice')
  },
)
