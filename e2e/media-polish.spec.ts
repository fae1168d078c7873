import type { Locator, Page } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { pngFile } from './support/png'
import { card } from './support/posts'

// Issue 19, items 7–9 and 13: the lightbox, poll results, the description reminder and file names.

test.use({ hasTouch: true })

const FOG = 'A railway bridge fading into the morning fog'
const STARS = 'Night sky over the harbour with a bright moon'

/** Opens Carol's two-image "Fog series" post in the lightbox at its first image. */
async function openFog(page: Page): Promise<Locator> {
  await page.goto('/@carol')
  const post = card(page.getByRole('feed'), 'Fog series, part two')
  await post.getByRole('button', { name: /^Open image 1 of 2/ }).click()
  const viewer = page.getByRole('dialog', { name: 'Image 1 of 2' })
  await expect(viewer.getByRole('img', { name: FOG })).toBeVisible()
  return viewer
}

/** The backdrop behind the viewer as the browser paints it: luminance of its colour and its opacity. */
function backdrop(page: Page): Promise<{ luminance: number; alpha: number }> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')!
    const parts = (getComputedStyle(dialog, '::backdrop').backgroundColor.match(/[\d.]+/g) ?? []).map(Number)
    const [r = 255, g = 255, b = 255, alpha = 1] = parts
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    return { luminance: 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b), alpha }
  })
}

/** The page's own background luminance (to tell the themes apart). */
function pageLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []).map(Number)
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  })
}

/** A finger moving across the screen from one point to another, as real touch events. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let i = 1; i <= 8; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test('the lightbox: dark in the light theme, description clear of the arrows on a phone, swipes, opens the original', async ({
  page,
  instance,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  const viewer = await openFog(page)
  // The page is light, the backdrop over it dark and nearly opaque.
  expect(await pageLuminance(page)).toBeGreaterThan(0.8)
  const shade = await backdrop(page)
  expect(shade.luminance).toBeLessThan(0.02)
  expect(shade.alpha).toBeGreaterThanOrEqual(0.9)

  // The original of the image shown, in a new tab.
  const image = viewer.getByRole('img', { name: FOG })
  const original = viewer.getByRole('link', { name: 'Open original' })
  await expect(original).toHaveAttribute('href', (await image.getAttribute('src'))!)
  await expect(original).toHaveAttribute('href', /\/media\/[0-9a-f]+\.png$/)
  await expect(original).toHaveAttribute('target', '_blank')
  await expect(original).toHaveAttribute('rel', 'noopener noreferrer')
  await expectNoA11yViolations(page, 'the lightbox (light theme)')

  // A phone: the description is on screen, whole, and no arrow sits on it.
  await page.setViewportSize({ width: 390, height: 844 })
  const caption = viewer.getByText(FOG, { exact: true })
  await expect(caption).toBeInViewport({ ratio: 1 })
  const captionBox = (await caption.boundingBox())!
  for (const name of ['Previous image', 'Next image', 'Close', 'Open original']) {
    const control = viewer.getByRole(name === 'Open original' ? 'link' : 'button', { name })
    await expect(control).toBeInViewport({ ratio: 1 })
    expect(overlaps(captionBox, (await control.boundingBox())!), `${name} overlaps the description`).toBe(false)
  }
  expect(overlaps(captionBox, (await image.boundingBox())!)).toBe(false)
  await expectNoA11yViolations(page, 'the lightbox at 390 px')

  // An upward drag (scrolling) changes nothing; a swipe to the left shows the next image.
  const box = (await image.boundingBox())!
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await drag(page, { x: middle.x, y: middle.y + 60 }, { x: middle.x + 20, y: middle.y - 60 })
  await expect(page.getByRole('dialog', { name: 'Image 1 of 2' })).toBeVisible()
  await drag(page, { x: box.x + box.width * 0.85, y: middle.y }, { x: box.x + box.width * 0.15, y: middle.y + 10 })
  const second = page.getByRole('dialog', { name: 'Image 2 of 2' })
  await expect(second.getByRole('img', { name: STARS })).toBeVisible()
  await expect(second.getByText(STARS, { exact: true })).toBeInViewport({ ratio: 1 })
  await expect(second.getByRole('link', { name: 'Open original' })).toHaveAttribute(
    'href',
    (await second.getByRole('img', { name: STARS }).getAttribute('src'))!,
  )
  // And back with a swipe to the right.
  await drag(page, { x: box.x + box.width * 0.15, y: middle.y }, { x: box.x + box.width * 0.85, y: middle.y })
  await expect(page.getByRole('dialog', { name: 'Image 1 of 2' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('the lightbox in the dark theme', async ({ page, instance }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  await openFog(page)
  expect(await pageLuminance(page)).toBeLessThan(0.05)
  const shade = await backdrop(page)
  expect(shade.luminance).toBeLessThan(0.02)
  expect(shade.alpha).toBeGreaterThanOrEqual(0.9)
  await expectNoA11yViolations(page, 'the lightbox (dark theme)')
})

/** Contrast of a result's bar fill against its track, as painted. */
function fillContrast(row: Locator): Promise<number> {
  return row.evaluate((li) => {
    const fill = li.querySelector('[aria-hidden="true"] > span')!
    const lum = (el: Element) => {
      const [r = 0, g = 0, b = 0] = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(Number)
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
    const [hi, lo] = [lum(fill), lum(fill.parentElement!)].sort((x, y) => y - x)
    return (hi! + 0.05) / (lo! + 0.05)
  })
}

for (const scheme of ['light', 'dark'] as const) {
  test(`poll results mark the leader and the winners, with visible bars (${scheme})`, async ({ page, instance }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await signIn(page, instance.demo.member.username, instance.demo.member.password)
    // Erin's book club poll has closed: 3 of 5 votes for the lighthouses.
    await page.goto('/@erin')
    const book = card(page.getByRole('feed'), 'Book club pick')
    const row = (title: string) => book.getByRole('listitem').filter({ hasText: title })
    await expect(row('A novel about lighthouses')).toContainText('60%')
    await expect(row('A novel about lighthouses')).toContainText('Winner')
    await expect(row('A history of typography')).not.toContainText('Winner')
    await expect(row('Poems about rivers')).not.toContainText('Winner')
    expect(await fillContrast(row('A novel about lighthouses'))).toBeGreaterThanOrEqual(3)
    expect(await fillContrast(row('A history of typography'))).toBeGreaterThanOrEqual(3)
    await expectNoA11yViolations(page, `a closed poll (${scheme})`)

    // Alice's own open poll: Garlic leads with 2 of 5.
    await page.goto('/@alice')
    const plant = card(page.getByRole('feed'), 'What should I plant next spring')
    const plantRow = (title: string) => plant.getByRole('listitem').filter({ hasText: title })
    await expect(plantRow('Garlic')).toContainText('40%')
    await expect(plantRow('Garlic')).toContainText('Leading')
    for (const other of ['Tomatoes again', 'Basil', 'Strawberries'])
      await expect(plantRow(other)).not.toContainText('Leading')
  })
}

test('a PDF is named by its type, not by its hash', async ({ page, instance }) => {
  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  await page.goto('/@erin')
  const zine = card(page.getByRole('feed'), 'The library zine is out')
  const file = zine.getByRole('link', { name: /Attachment \(PDF\)/ })
  await expect(file).toBeVisible()
  await expect(file).toHaveAttribute('href', /\.pdf$/)
  await expect(zine).not.toContainText(/[0-9a-f]{32}/)
})

test('the description reminder has room around its text, and "Add description" lands in the field', async ({
  page,
  instance,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  const form = page.getByRole('form', { name: 'New post' })
  const text = form.getByLabel('Post text', { exact: true })
  await text.click()
  await text.fill('A picture without words')
  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: 'Add media' }).click()
  await (await chooser).setFiles(pngFile('dunes.png', 24, 16, [220, 200, 150]))
  const description = form.getByRole('textbox', { name: 'Description' })
  await expect(description).toBeVisible()
  await form.getByRole('button', { name: 'Publish', exact: true }).click()

  const dialog = page.getByRole('dialog', { name: 'Add a description?' })
  await expect(dialog).toBeVisible()
  const outer = (await dialog.boundingBox())!
  for (const inner of [
    dialog.getByRole('heading', { name: 'Add a description?' }),
    dialog.getByRole('button', { name: 'Publish without' }),
    dialog.getByRole('button', { name: 'Add description' }),
  ]) {
    const box = (await inner.boundingBox())!
    expect(box.x - outer.x).toBeGreaterThanOrEqual(16)
    expect(box.y - outer.y).toBeGreaterThanOrEqual(16)
    expect(outer.x + outer.width - (box.x + box.width)).toBeGreaterThanOrEqual(16)
    expect(outer.y + outer.height - (box.y + box.height)).toBeGreaterThanOrEqual(16)
  }
  await expectNoA11yViolations(page, 'the description reminder at 390 px')
  await dialog.getByRole('button', { name: 'Add description' }).click()
  await expect(dialog).toBeHidden()
  await expect(description).toBeFocused()
  await expect(description).toBeInViewport()
})
