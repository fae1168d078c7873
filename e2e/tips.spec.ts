import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// Issue 6: tip addresses on profiles and under posts, each copyable; the Subscribe button and the
// creator's way to a member's subscriber details.

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test("a guest copies tip addresses from a member's profile and posts", async ({ page }) => {
  await page.goto('/@frank')
  const about = page.getByRole('region', { name: 'About this profile' })
  await expect(about.getByText('$BTC', { exact: true })).toBeVisible()
  await expect(about.getByText(BTC)).toBeVisible()
  for (const name of ['Bitcoin', 'Ethereum', 'Monero', 'Bitcoin Lightning']) {
    await expect(about.getByRole('button', { name: `Copy ${name} address` })).toBeVisible()
  }
  await about.getByRole('button', { name: 'Copy Bitcoin address' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BTC)
  await expectNoA11yViolations(page, 'profile with tip addresses')

  // Under each of frank's posts: one toggle per currency, the open one with its address.
  const post = page.getByRole('article').first()
  const tips = post.getByRole('list', { name: 'Tip addresses' })
  await expect(tips.getByRole('button')).toHaveText(['BTC', 'ETH', 'XMR', '⚡'])
  const btc = tips.getByRole('button', { name: 'Send Bitcoin (BTC)' })
  await btc.click()
  await expect(btc).toHaveAttribute('aria-expanded', 'true')
  await expect(post.getByRole('textbox', { name: 'Bitcoin address' })).toHaveValue(BTC)
  await tips.getByRole('button', { name: 'Send Ethereum (ETH)' }).click()
  await expect(post.getByRole('textbox', { name: 'Bitcoin address' })).toHaveCount(0)
  const eth = post.getByRole('textbox', { name: 'Ethereum address' })
  await expect(eth).toHaveValue(/^0x[0-9a-fA-F]{40}$/)
  await post.getByRole('button', { name: 'Copy address' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await eth.inputValue())
  await expectNoA11yViolations(page, 'post with an open tip address')
})

test('a member subscribes from a creator, and the creator reaches subscriber details', async ({ page, instance }) => {
  const alice = instance.demo.all.find((a) => a.username === 'alice')!
  await signIn(page, alice.username, alice.password)
  await page.goto('/@carol')
  const subscribe = page.getByRole('link', { name: 'Subscribe', exact: true })
  await expect(subscribe).toBeVisible()
  // alice has no subscription option of her own: no way to subscriber details.
  await expect(page.getByRole('link', { name: 'Subscriber details' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'creator profile')
  await subscribe.click()
  await expect(page).toHaveURL(/\/@carol\/subscription$/)

  // The creator sees the way to a member's subscriber details; her own profile has no Subscribe.
  await page.goto('/')
  const carol = instance.demo.all.find((a) => a.username === 'carol')!
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signIn(page, carol.username, carol.password)
  await page.goto('/@carol')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Subscribe', exact: true })).toHaveCount(0)
  await page.goto('/@bob')
  await page.getByRole('link', { name: 'Subscriber details' }).click()
  await expect(page).toHaveURL(/\/subscriber\/[^/]+$/)
})
