import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { createMinisignKey } from './support/minisign'

// Issue 5: a member links a minisign key: paste the public key, sign the claim shown, see the key verified.

test('a member links a minisign key and sees it verified on the profile', async ({ page, instance }) => {
  const key = createMinisignKey()
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click()
  await page.getByRole('link', { name: 'Link cryptographic key' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Link cryptographic key' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'minisign' })).toBeChecked()
  await expect(page.getByText('minisign -G -p minisign.pub -s minisign.key')).toBeVisible()
  const generate = page.getByRole('button', { name: 'Generate message' })
  await expect(generate).toBeDisabled()
  await expectNoA11yViolations(page, 'identity proof, step 1')

  // A text that is no key is refused by the server, inline.
  await page.getByRole('textbox', { name: 'Public key' }).fill('not a key')
  await generate.click()
  await expect(page.getByText('invalid key')).toBeVisible()

  await page.getByRole('textbox', { name: 'Public key' }).fill(key.publicKeyFile)
  await generate.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2: sign the message' })).toBeVisible()
  const claim = (await page.getByLabel('Message to sign').textContent()) ?? ''
  expect(claim).toMatch(/^[0-9a-f]{128}$/)
  await expect(page.getByText('minisign -S -l -s minisign.key -m message -x message.sig')).toBeVisible()
  const submit = page.getByRole('button', { name: 'Link key' })
  await expect(submit).toBeDisabled()
  await expectNoA11yViolations(page, 'identity proof, step 2')

  // minisign's prehashed default (no -l) is refused; the message shows inline.
  const signature = page.getByRole('textbox', { name: 'Signature' })
  await signature.fill(key.signClaim(claim, { prehashed: true }))
  await submit.click()
  await expect(page.getByText('invalid signature type')).toBeVisible()

  await signature.fill(key.signClaim(claim))
  await submit.click()
  await expect(page).toHaveURL(new RegExp(`/@${username}$`))
  const about = page.getByRole('region', { name: 'About this profile' })
  await expect(about.getByText('Key', { exact: true })).toBeVisible()
  await expect(about.getByText(/^z6Mk/)).toBeVisible()
  await expect(about.getByTitle('Verified')).toBeVisible()
  await expectNoA11yViolations(page, 'profile with a linked key')
})

test('a signify signature links the key too', async ({ page, instance }) => {
  const key = createMinisignKey()
  const { username, password } = instance.demo.all.find((a) => a.username === 'bob')!
  await signIn(page, username, password)
  await page.goto('/settings/identity-proof')
  await page.getByRole('radio', { name: 'signify' }).check()
  await expect(page.getByText('signify -G -p signify.pub -s signify.sec')).toBeVisible()
  await page.getByRole('textbox', { name: 'Public key' }).fill(key.publicKeyLine)
  await page.getByRole('button', { name: 'Generate message' }).click()
  const claim = (await page.getByLabel('Message to sign').textContent()) ?? ''
  await expect(page.getByText('signify -S -s signify.sec -m message -x message.sig')).toBeVisible()
  await page.getByRole('textbox', { name: 'Signature' }).fill(key.signClaim(claim, { tool: 'signify' }))
  await page.getByRole('button', { name: 'Link key' }).click()
  await expect(page).toHaveURL(new RegExp(`/@${username}$`))
  await expect(page.getByRole('region', { name: 'About this profile' }).getByText('Key', { exact: true })).toBeVisible()
})
