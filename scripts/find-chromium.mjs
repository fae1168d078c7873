/**
 * Finds the Chromium that the journeys, the bench and the icon script drive. In order:
 * `PARLEY_CHROMIUM`, Debian's `/usr/bin/chromium`, a browser that `npx playwright install chromium`
 * put in Playwright's cache, then an installed Google Chrome. Answers undefined when there is none.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

const DEBIAN = '/usr/bin/chromium'

const CHROME = [
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
]

/** The browser Playwright's own registry would launch, if it has been installed. */
function playwrightBrowser() {
  try {
    const { chromium } = require('playwright-core')
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

export function findChromium({ env = process.env, exists = existsSync, playwright = playwrightBrowser } = {}) {
  // A browser named on purpose is the only one tried: a wrong path is reported, not worked around.
  if (env.PARLEY_CHROMIUM)
    return exists(env.PARLEY_CHROMIUM) ? { path: env.PARLEY_CHROMIUM, source: 'PARLEY_CHROMIUM' } : undefined
  if (exists(DEBIAN)) return { path: DEBIAN, source: 'Debian' }
  const own = playwright()
  if (own && exists(own)) return { path: own, source: 'Playwright' }
  const chrome = CHROME.find((path) => exists(path))
  return chrome ? { path: chrome, source: 'Chrome' } : undefined
}

/** The one line a person reads when no browser can be found. */
export const NO_CHROMIUM =
  "No Chromium found (PARLEY_CHROMIUM, /usr/bin/chromium, Playwright's own, Google Chrome) for the journeys: install one (Debian: `apt-get install chromium`; elsewhere: " +
  '`npx playwright install chromium`) or set PARLEY_CHROMIUM to a Chromium or Chrome binary; ' +
  '`npm test -- --no-e2e` runs everything else.'
