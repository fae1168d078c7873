import { expect, expectNoA11yViolations, logOut, test } from './fixtures'
import { ethereumTestWallet, installEthereumProvider, TEST_ETHEREUM_KEYS } from './support/wallets'

// Issue 6: sign up and sign in with a browser Ethereum wallet (EIP-4361), a refused signature,
// no wallet at all, and linking the wallet's address to the profile.

const EIP4361 =
  /^(\S+) wants you to sign in with your Ethereum account:\n(0x[0-9a-fA-F]{40})\n\nDo not sign this message on other sites!\n\nURI: (\S+)\nVersion: 1\nChain ID: 1\nNonce: [0-9a-f]{16}\nIssued At: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

test('a newcomer signs up and back in with an Ethereum wallet', async ({ page }) => {
  const wallet = ethereumTestWallet(TEST_ETHEREUM_KEYS[1])
  const control = await installEthereumProvider(page, wallet)
  await page.goto('/')
  // A wallet is present and the instance offers Ethereum: that is where the form starts.
  await expect(page.getByRole('radio', { name: 'With an Ethereum wallet' })).toBeChecked()
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0)
  await expectNoA11yViolations(page, 'landing, Ethereum sign-in')

  await page.getByRole('button', { name: 'Create an account' }).click()
  const submit = page.getByRole('button', { name: 'Sign up', exact: true })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Username', { exact: true }).fill('satoshi_fan')
  await expectNoA11yViolations(page, 'landing, Ethereum sign-up')
  await submit.click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()

  // The wallet signed the exact sign-in message once, for the page's origin and the checksummed address.
  expect(control.signedMessages).toHaveLength(1)
  const [, domain, address, uri] = EIP4361.exec(control.signedMessages[0] ?? '') ?? []
  expect(address).toBe(wallet.address)
  expect(uri).toBe(new URL(page.url()).origin)
  // The instance's uri: the demo names itself by host and port.
  expect(domain).toBe(new URL(page.url()).host)

  await logOut(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(control.signedMessages).toHaveLength(2)
  // A new nonce every time.
  expect(control.signedMessages[1]).not.toBe(control.signedMessages[0])
})

test('a refused signature stops quietly, and a wallet not known here is reported', async ({ page }) => {
  const control = await installEthereumProvider(page, ethereumTestWallet(TEST_ETHEREUM_KEYS[1]))
  await page.goto('/')
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true })
  control.rejectNextSignature()
  await signIn.click()
  await expect.poll(() => control.signedMessages.length).toBe(1)
  await expect(signIn).toBeEnabled()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)

  // Signed, but no member has this address yet: the server's message shows.
  await signIn.click()
  await expect(page.getByText('user not found')).toBeVisible()
})

test('without a wallet, choosing Ethereum says that no wallet was found', { tag: '@client-only' }, async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('radio', { name: 'With a password' })).toBeChecked()
  await page.getByRole('radio', { name: 'With an Ethereum wallet' }).check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Wallet not found' })).toBeVisible()
  await expectNoA11yViolations(page, 'landing, wallet not found')
})

test('a member links the wallet address to the profile and sees $ETH verified', async ({ page, instance }) => {
  const wallet = ethereumTestWallet(TEST_ETHEREUM_KEYS[0])
  const control = await installEthereumProvider(page, wallet)
  const { username, password } = instance.demo.member
  await page.goto('/')
  await page.getByRole('radio', { name: 'With a password' }).check()
  await page.getByLabel('Username', { exact: true }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)

  await page.goto(`/@${username}`)
  await page.getByRole('button', { name: 'Profile actions' }).click()
  await page.getByRole('menuitem', { name: 'Link Ethereum address' }).click()
  const dialog = page.getByRole('dialog', { name: 'Link Ethereum address' })
  await expect(dialog.getByText('This action will link your wallet address to your profile. Continue?')).toBeVisible()
  await expectNoA11yViolations(page, 'link Ethereum address prompt')

  // Cancelling asks nothing of the wallet.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(control.signedMessages).toHaveLength(0)

  await page.getByRole('button', { name: 'Profile actions' }).click()
  await page.getByRole('menuitem', { name: 'Link Ethereum address' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(JSON.parse(control.signedMessages[0] ?? '{}')).toMatchObject({
    subject: `did:pkh:eip155:1:${wallet.address.toLowerCase()}`,
    type: 'VerifiableIdentityStatement',
  })
  const about = page.getByRole('region', { name: 'About this profile' })
  await expect(about.getByText('$ETH', { exact: true })).toBeVisible()
  await expect(about.getByText(wallet.address.toLowerCase())).toBeVisible()
  await expect(about.getByTitle('Verified')).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'About this profile' }).getByText(wallet.address.toLowerCase()),
  ).toBeVisible()
  await expectNoA11yViolations(page, 'profile with a linked Ethereum address')
})

// Issue 18, problem 5: from Mitra 5.1 the instance may name a separate WebFinger domain, which it
// reports as `uri`; the server still checks the message's domain against its own URL's host.
// (Mitra 3.21 has no such setting: there `uri` stays the instance's host, and this still holds.)
test('with a separate WebFinger domain, an Ethereum wallet signs for the instance host and gets in', async ({
  page,
  instance,
  mitra,
}) => {
  await instance.cli('update-config', 'webfinger_hostname', 'social.example')
  const { uri } = await instance.api<{ uri: string }>('/api/v1/instance')
  expect(uri).toBe(mitra === '3.21' ? new URL(instance.url).host : 'social.example')
  const wallet = ethereumTestWallet(TEST_ETHEREUM_KEYS[1])
  const control = await installEthereumProvider(page, wallet)
  await page.goto('/')
  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByLabel('Username', { exact: true }).fill('split_domain')
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  const [, domain] = EIP4361.exec(control.signedMessages[0] ?? '') ?? []
  expect(domain).toBe(new URL(page.url()).host)

  await logOut(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})
