import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, logOut, test } from './fixtures'
import { moneroTestWallet } from './support/wallets'

// Issue 6: sign up and sign in with a Monero wallet (CAIP-122): the page shows the message, the
// person signs it in their own wallet and pastes the signature.

const CAIP122 =
  /^(\S+) wants you to sign in with your Monero account:\n(\S+)\n\nDo not sign this message on other sites!\n\nURI: (\S+)\nVersion: 1\nNonce: [0-9a-f]{16}\nIssued At: \S+Z$/

async function chooseMonero(page: Page, address: string): Promise<string> {
  await page.getByRole('radio', { name: 'With a Monero wallet' }).check()
  await page.getByLabel('Monero address', { exact: true }).fill(address)
  const message = await page.getByLabel('Message to sign', { exact: true }).inputValue()
  await expect(page.getByText('Sign this message using your Monero wallet.')).toBeVisible()
  return message
}

test('a newcomer signs up and back in with a Monero wallet', async ({ page }) => {
  const wallet = moneroTestWallet()
  await page.goto('/')
  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByLabel('Username', { exact: true }).fill('xmr_fan')
  const message = await chooseMonero(page, wallet.address)
  const [, domain, address, uri] = CAIP122.exec(message) ?? []
  expect(address).toBe(wallet.address)
  expect(domain).toBe(new URL(page.url()).host)
  expect(uri).toBe(new URL(page.url()).origin)
  expect(message).not.toContain('Chain ID')
  const submit = page.getByRole('button', { name: 'Sign up', exact: true })
  await expect(submit).toBeDisabled()
  await expectNoA11yViolations(page, 'landing, Monero sign-up')

  const signature = page.getByLabel('Signature', { exact: true })
  await expect(signature).toHaveAttribute('type', 'password')
  await signature.fill(wallet.signMessage(message))
  await submit.click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  await logOut(page)
  const again = await chooseMonero(page, wallet.address)
  // Every message gets its own nonce.
  expect(again).not.toBe(message)
  // A signature of another text is refused with the server's message.
  await page.getByLabel('Signature', { exact: true }).fill(wallet.signMessage(message))
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'invalid signature' })).toBeVisible()
  await expectNoA11yViolations(page, 'landing, Monero sign-in error')

  // A view-key signature is as good as a spend-key one.
  await page.getByLabel('Signature', { exact: true }).fill(wallet.signMessage(again, { key: 'view' }))
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test(
  'a new address in the field makes a new message and clears the signature',
  { tag: '@client-only' },
  async ({ page }) => {
    const wallet = moneroTestWallet()
    await page.goto('/')
    const first = await chooseMonero(page, wallet.address)
    await page.getByLabel('Signature', { exact: true }).fill(wallet.signMessage(first))
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
    await page.getByLabel('Monero address', { exact: true }).fill(`${wallet.address} `)
    await expect(page.getByLabel('Signature', { exact: true })).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled()
    expect(await page.getByLabel('Message to sign', { exact: true }).inputValue()).not.toBe(first)
  },
)

// Issue 18, problem 5: Instance.uri is the WebFinger domain on a split-domain Mitra 5.1+; the
// message must still name the instance URL's host, which the server checks.
// (Mitra 3.21 has no such setting: there `uri` stays the instance's host, and this still holds.)
test('with a separate WebFinger domain, the Monero message names the instance host and signs in', async ({
  page,
  instance,
}) => {
  await instance.cli('update-config', 'webfinger_hostname', 'social.example')
  const wallet = moneroTestWallet()
  await page.goto('/')
  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByLabel('Username', { exact: true }).fill('xmr_split')
  const message = await chooseMonero(page, wallet.address)
  const [, domain] = CAIP122.exec(message) ?? []
  expect(domain).toBe(new URL(page.url()).host)
  await page.getByLabel('Signature', { exact: true }).fill(wallet.signMessage(message))
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
})
