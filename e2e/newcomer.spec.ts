import { expect, expectNoA11yViolations, logOut, signUp, test } from './fixtures'

test('a newcomer signs up, posts, reads home and local, stays signed in, logs out', async ({ page, instance }) => {
  const text = `Hello from a newcomer ${Date.now().toString(36)}`

  await signUp(page, 'newcomer', 'a long enough password')
  // A new member follows nobody yet: home welcomes them and points to About.
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: /^Welcome/ })).toBeVisible()
  await expect(main.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about')
  await expect(main.getByRole('link', { name: 'Profile directory' })).toBeVisible()
  await expectNoA11yViolations(page, 'home (new member)')

  // Post from the composer on home.
  const postText = page.getByLabel('Post text', { exact: true })
  await postText.fill(text)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  const onHome = page.getByRole('article').filter({ hasText: text })
  await expect(onHome).toBeVisible()
  await expect(onHome.getByText('@newcomer')).toBeVisible()
  await expect(postText).toHaveValue('')

  // The post is on the local timeline too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Local' }).click()
  await expect(page).toHaveURL(/\/local$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible()
  await expectNoA11yViolations(page, 'the local timeline (member)')

  // A reload keeps the session.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Accounts, signed in as @newcomer', exact: true }),
  ).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  expect(token).toBeTruthy()

  // Logging out returns to the landing page and revokes the token.
  await logOut(page)
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  const check = await fetch(`${instance.url}/api/v1/accounts/verify_credentials`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(check.status).toBe(401)
})

// Mitra 4.8 and later take capitals and hyphens in usernames; 3.21 does not, and the form says so.
test('a username with capitals and a hyphen is explained on Mitra 3.21 and taken on 5.9', async ({ page, mitra }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign up' })).toBeVisible()
  const username = page.getByLabel('Username', { exact: true })
  await username.fill('Nova-K')
  await page.getByLabel('Password', { exact: true }).fill('a long enough password')
  const signUp = page.getByRole('button', { name: 'Sign up', exact: true })
  if (mitra === '3.21') {
    await expect(page.getByText('Only lowercase letters, numbers and underscores are allowed.')).toBeVisible()
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(signUp).toBeDisabled()
    return
  }
  await expect(username).not.toHaveAttribute('aria-invalid', 'true')
  await signUp.click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await page.goto('/@Nova-K')
  await expect(page.getByRole('heading', { level: 1, name: /Nova-K/ })).toBeVisible()
})
