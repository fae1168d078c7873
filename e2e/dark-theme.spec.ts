import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, instanceTitle, signIn, test } from './fixtures'

test.use({ colorScheme: 'dark' })

test('with the system in dark mode, the landing page and home are dark and readable', async ({ page, instance }) => {
  const title = await instanceTitle(instance)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(await backgroundLuminance(page)).toBeLessThan(0.2)
  await expectNoA11yViolations(page, 'the landing page (dark)')

  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await backgroundLuminance(page)).toBeLessThan(0.2)
  await expectNoA11yViolations(page, 'home (dark)')
})

/** Relative luminance (0 black to 1 white) of the page background. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const pick = (el: Element) => getComputedStyle(el).backgroundColor
    const colour =
      [document.body, document.documentElement].map(pick).find((c) => !/rgba\(0, 0, 0, 0\)|transparent/.test(c)) ??
      'rgb(255, 255, 255)'
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).slice(0, 3).map(Number)
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    return 0.2126 * lin(r ?? 255) + 0.7152 * lin(g ?? 255) + 0.0722 * lin(b ?? 255)
  })
}
