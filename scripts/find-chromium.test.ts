import { describe, expect, it } from 'vitest'
import { findChromium } from './find-chromium.mjs'

const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)

describe('findChromium', () => {
  it('takes PARLEY_CHROMIUM first, and only it, when it is set', () => {
    const exists = only('/opt/my-chromium', '/usr/bin/chromium')
    expect(findChromium({ env: { PARLEY_CHROMIUM: '/opt/my-chromium' }, exists })).toEqual({
      path: '/opt/my-chromium',
      source: 'PARLEY_CHROMIUM',
    })
    expect(findChromium({ env: { PARLEY_CHROMIUM: '/nowhere' }, exists })).toBeUndefined()
  })

  it("then Debian's Chromium, then Playwright's own browser, then Google Chrome", () => {
    const playwright = () => '/root/.cache/ms-playwright/chromium-1/chrome'
    const all = only('/usr/bin/chromium', playwright(), '/usr/bin/google-chrome')
    expect(findChromium({ env: {}, exists: all, playwright })?.source).toBe('Debian')
    const noDebian = only(playwright(), '/usr/bin/google-chrome')
    expect(findChromium({ env: {}, exists: noDebian, playwright })?.source).toBe('Playwright')
    expect(findChromium({ env: {}, exists: only('/usr/bin/google-chrome'), playwright })).toEqual({
      path: '/usr/bin/google-chrome',
      source: 'Chrome',
    })
  })

  it('finds nothing on a machine without any of them', () => {
    expect(findChromium({ env: {}, exists: () => false, playwright: () => undefined })).toBeUndefined()
  })
})
