import { expect, expectNoA11yViolations, instanceTitle, test } from './fixtures'
import { escapeRegExp } from './support/regexp'

test('a guest goes from the landing page to About and back', async ({ page, instance }) => {
  const title = await instanceTitle(instance)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await expect(page).toHaveTitle(title)
  await expectNoA11yViolations(page, 'the landing page')

  await page.getByRole('link', { name: 'Learn more' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1, name: `About ${title}` })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(title)}$`))
  // Technical information is for members only.
  await expect(page.getByText('Server version')).toHaveCount(0)
  await expectNoA11yViolations(page, 'About (guest)')

  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('a guest reads the Ethereum sign-up help and comes back', async ({ page, instance }) => {
  const title = await instanceTitle(instance)

  await page.goto('/')
  await page.getByRole('link', { name: 'Sign up with an Ethereum wallet' }).click()
  await expect(page).toHaveURL(/\/ethereum$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up with an Ethereum wallet' })).toBeVisible()
  await expectNoA11yViolations(page, 'the Ethereum help page')

  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})
