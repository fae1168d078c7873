import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// Subscription settings (issue 6): a creator turns on a Monero subscription with a monthly price
// and a payout address, then edits it. On Mitra 5.9 (issue 18) the form explains the instance's
// minimum price before sending and offers the creator's own wallet (monero-light, view key).

const PAYOUT = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
const VIEW_KEY = `${'ab'.repeat(31)}0c`

test('a creator enables subscriptions and edits the price', async ({ page, instance, mitra }) => {
  await instance.cli('update-config', 'monero_subscriptions', 'true')
  await signIn(page, 'dave', 'dave-demo-pass')
  await page.goto('/subscriptions/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription settings' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Subscriptions are not enabled' })).toBeVisible()

  // With no option the form is already open; Save needs a price above zero and an address.
  const price = page.getByLabel('Price per month (XMR)')
  await expect(price).toHaveValue('0.01')
  const save = page.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()
  await page.getByLabel('Payout address').fill(PAYOUT)
  await price.fill('0')
  await expect(page.getByText('The price must be greater than zero.')).toBeVisible()
  await expect(save).toBeDisabled()
  const ownWallet = page.getByRole('radio', { name: 'Straight to your own wallet, watched with its view key' })
  if (mitra === '5.9') {
    // The instance's minimum (payment_amount_min) is explained before anything is sent.
    await expect(page.getByText('At least 0.001 XMR.')).toBeVisible()
    await price.fill('0.0005')
    await expect(
      page.getByText('The price must be at least 0.001 XMR per month, the smallest payment this instance accepts.'),
    ).toBeVisible()
    await expect(save).toBeDisabled()
    // Exactly the minimum is taken by the server.
    await price.fill('0.001')
    await expect(save).toBeEnabled()
    // The creator's own wallet needs its view key.
    await expect(
      page.getByRole('radio', { name: "Through the instance's wallet, which forwards payments to your address" }),
    ).toBeChecked()
    await ownWallet.check()
    await expect(save).toBeDisabled()
    await page.getByLabel('Private view key').fill('not a key')
    await expect(page.getByText('A view key is 64 hexadecimal characters.')).toBeVisible()
    await page.getByLabel('Private view key').fill(VIEW_KEY)
  } else {
    await expect(page.getByText('At least', { exact: false })).toHaveCount(0)
    await expect(ownWallet).toHaveCount(0)
  }
  await price.fill('0.1')
  await expectNoA11yViolations(page, 'the subscription settings form')
  await save.click()

  await expect(page.getByRole('heading', { level: 2, name: 'Subscriptions are enabled' })).toBeVisible()
  await expect(page.getByText('0.1 XMR per month')).toBeVisible()
  await expect(page.getByText(PAYOUT)).toBeVisible()
  if (mitra === '5.9')
    await expect(page.getByText('Paid straight to your own wallet, watched with its view key.')).toBeVisible()
  await expectNoA11yViolations(page, 'enabled subscription settings')
  const dave = await instance.api<{ payment_options: { type: string; price?: number }[] }>(
    '/api/v1/accounts/lookup?acct=dave',
  )
  expect(dave.payment_options).toContainEqual(expect.objectContaining({ type: 'monero-subscription', price: 38580 }))

  await page.getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByLabel('Price per month (XMR)')).toHaveValue('0.1')
  if (mitra === '5.9') {
    await expect(ownWallet).toBeChecked()
    await expect(page.getByLabel('Private view key')).toHaveValue(VIEW_KEY)
  }
  await page.getByLabel('Price per month (XMR)').fill('0.25')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('0.25 XMR per month')).toBeVisible()

  await page.getByRole('link', { name: 'Open the subscription page' }).click()
  await expect(page.getByText('0.25 XMR per month')).toBeVisible()
  await expect(page.getByText('This is your own subscription.')).toBeVisible()
})
