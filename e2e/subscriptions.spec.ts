import { expect, expectNoA11yViolations, signIn, test, type TestInstance } from './fixtures'
import type { Page } from '@playwright/test'

// Paying for a subscription (issue 6): alice opens carol's subscription page, pays with an invoice
// the payment processor (the CLI) settles, sees the active subscription and can extend it; a short
// payment stays underpaid until the rest arrives; an open invoice is cancelled; a reload resumes
// an open invoice; a guest names themselves by address. The instance's payment note shows above
// Pay, the address has a Copy button, and an invoice already over on a later visit is forgotten.

const PAYOUT = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
/** 0.1 XMR per month, in piconero per second. */
const PRICE = 38580
/** The demo seed's Monero chain description (server/db/seed-subscriptions.ts). */
const NOTE = 'Monero. Payments on this demo are simulated: nothing real is sent or received.'
/** Polling runs every 10 s. */
const POLL = { timeout: 25_000 }

/** Monero subscriptions on, and carol offering one at 0.1 XMR a month. */
async function carolOffers(instance: TestInstance): Promise<void> {
  await instance.cli('update-config', 'monero_subscriptions', 'true')
  const token = await instance.token('carol', 'carol-demo-pass')
  const { blockchains } = await instance.api<{ blockchains: { chain_id: string }[] }>('/api/v1/instance')
  const chain = blockchains[0]?.chain_id ?? ''
  await instance.api('/api/v1/subscriptions/options', {
    method: 'POST',
    token,
    body: JSON.stringify({ type: 'monero', chain_id: chain, price: PRICE, payout_address: PAYOUT }),
  })
}

async function payFor(page: Page, months: string, button: 'Pay' | 'Extend' = 'Pay'): Promise<string> {
  const duration = page.getByLabel('Duration (months)')
  await duration.fill(months)
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Invoice' })).toBeVisible()
  await expect(page).toHaveURL(/invoice_id=/)
  return new URL(page.url()).searchParams.get('invoice_id') ?? ''
}

test('alice pays for three months, the payment completes, and she can extend', async ({ page, context, instance }) => {
  test.setTimeout(90_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await carolOffers(instance)
  await signIn(page, 'alice', 'alice-demo-pass')
  await page.goto('/@carol/subscription')
  await expect(page.getByRole('heading', { level: 1, name: /Subscription to/ })).toBeVisible()
  await expect(page.getByText('0.1 XMR per month')).toBeVisible()
  await expect(page.getByText('Not subscribed yet.')).toBeVisible()
  // The instance's note on payments, inside the payment form as in Mitra's client.
  await expect(page.locator('form').getByText(NOTE)).toBeVisible()
  await expectNoA11yViolations(page, 'the subscription page')

  // More than 1000 months is clamped; the amount follows the duration.
  await page.getByLabel('Duration (months)').fill('5000')
  await expect(page.getByLabel('Duration (months)')).toHaveValue('1000')
  await expect(page.getByText('Amount: 100 XMR')).toBeVisible()

  const id = await payFor(page, '3')
  await expect(page.getByText('Please send 0.3 XMR to this address:')).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code of the payment address' })).toBeVisible()
  await expect(page.getByText(/Waiting for payment, 1\d\d minutes left/)).toBeVisible()
  const address = page.locator('a[href^="monero:"]')
  await expect(address).toHaveAttribute('href', /^monero:\w+\?tx_amount=0\.3$/)
  await page.getByRole('button', { name: 'Copy address' }).click()
  await expect(page.getByRole('status').getByText('Copied to the clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent())
  await page.getByText('Payment links for wallets').click()
  await expect(page.getByText(/^monero-request:1:H4sI/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'OK' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'an open invoice')

  await instance.cli('pay-invoice', id)
  await expect(page.getByText('Payment completed')).toBeVisible(POLL)
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  await expect(page.getByText(/Subscription active until/)).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page).not.toHaveURL(/invoice_id=/)
  await expect(page.getByRole('heading', { level: 2, name: 'Extend the subscription' })).toBeVisible()
  await expectNoA11yViolations(page, 'an active subscription')

  // Extending is another invoice.
  await payFor(page, '1', 'Extend')
  await expect(page.getByText('Please send 0.1 XMR to this address:')).toBeVisible()
})

test('a short payment stays underpaid with the address shown, and the rest completes it', async ({
  page,
  instance,
}) => {
  test.setTimeout(90_000)
  await carolOffers(instance)
  await signIn(page, 'alice', 'alice-demo-pass')
  await page.goto('/@carol/subscription')
  const id = await payFor(page, '1')
  await instance.cli('pay-invoice', id, '1000')
  await expect(page.getByText('The amount received is too small')).toBeVisible(POLL)
  await expect(page.getByText('Please send 0.1 XMR to this address:')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'an underpaid invoice')
  await instance.cli('pay-invoice', id)
  await expect(page.getByText('Payment completed')).toBeVisible(POLL)
})

test('an open invoice is cancelled, and a reload resumes an open one', async ({ page, instance }) => {
  await carolOffers(instance)
  await signIn(page, 'alice', 'alice-demo-pass')
  await page.goto('/@carol/subscription')
  await payFor(page, '2')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Payment cancelled')).toBeVisible()
  await expectNoA11yViolations(page, 'a cancelled invoice')
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible()

  // Cancelled and left without OK: a later visit forgets it and offers the form again.
  await payFor(page, '2')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Payment cancelled')).toBeVisible()
  await page.goto('/@carol')
  await page.goto('/@carol/subscription')
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible()
  await expect(page.getByText('Payment cancelled')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'OK' })).toHaveCount(0)
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('invoice_')))).toEqual([])

  const id = await payFor(page, '1')
  await page.reload()
  await expect(page.getByText('Please send 0.1 XMR to this address:')).toBeVisible()
  // Without the URL parameter, the invoice stored for carol comes back.
  await page.goto('/@carol/subscription')
  await expect(page.getByText(/Waiting for payment/)).toBeVisible()
  expect(await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('invoice_'))?.[1])).toBe(
    id,
  )
})

test('a guest names the paying profile by address', async ({ page, instance }) => {
  await carolOffers(instance)
  await page.goto('/@carol/subscription')
  await expect(page.getByText('0.1 XMR per month')).toBeVisible()
  const address = page.getByLabel('Your address')
  await address.fill('nobody-here')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Profile not found')).toBeVisible()
  await address.fill('carol')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Profile not found')).toBeVisible()
  await expectNoA11yViolations(page, 'the payer lookup')
  await address.fill('alice')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Paying as @alice')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled()
})

test(
  "the payment note and the address's Copy button in dark theme and on a phone",
  { tag: '@client-only' },
  async ({ page, instance }) => {
    await carolOffers(instance)
    await signIn(page, 'alice', 'alice-demo-pass')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/@carol/subscription')
    await expect(page.locator('form').getByText(NOTE)).toBeVisible()
    await expectNoA11yViolations(page, 'the payment form with the note (dark)')
    await payFor(page, '1')
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
    await expectNoA11yViolations(page, 'an open invoice (dark)')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
    await expectNoA11yViolations(page, 'an open invoice (390 px)')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page.locator('form').getByText(NOTE)).toBeVisible()
    await expectNoA11yViolations(page, 'the payment form with the note (390 px)')
  },
)
