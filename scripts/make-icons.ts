/**
 * Renders public/favicon.svg into the PNG icons the web app manifest names (192 and 512 pixels,
 * and a maskable 512 whose mark sits inside the safe zone on the theme background), with the
 * Chromium the journeys use. Run it after changing the favicon and commit the PNGs:
 *
 *   node --import tsx scripts/make-icons.ts
 */
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../playwright.config'

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
// The favicon's own blue: the maskable icon's background continues its square.
const MASK_BACKGROUND = '#3b5bdb'

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
]

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size })
    // Maskable: the whole square is painted, the mark within the central 80 % circle.
    const inner = icon.maskable ? Math.round(icon.size * 0.7) : icon.size
    const background = icon.maskable ? MASK_BACKGROUND : 'transparent'
    await page.setContent(
      `<html><body style="margin:0;background:${background};display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}" alt=""></body></html>`,
    )
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode())
    await page.screenshot({
      path: new URL(`../public/icons/${icon.file}`, import.meta.url).pathname,
      omitBackground: !icon.maskable,
    })
    console.log(`public/icons/${icon.file}`)
  }
} finally {
  await browser.close()
}
