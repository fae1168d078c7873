/*
 * The boot script: a small classic script last in index.html's head, run before the page is
 * painted and before the app's code runs (it blocks the parser; the app's chunks download
 * meanwhile). Built by scripts/first-paint.ts, which puts the build's file names in BOOT. It only
 * starts work early; the app does not depend on it, and without it (a failed download) every first
 * screen still works, only later. It does its work at once: a timer would fire only after the
 * main thread has compiled the app's code, about 1 s at 4× CPU, and the requests would wait.
 *
 * - The first screen's chunks, stylesheets and messages are asked for at once, instead of after
 *   the app's code has run and found which screen it is on.
 * - Its first data too (the instance; with a session the user and, on home, the timeline; a
 *   post's thread; a profile): the transport takes these answers (src/lib/early-requests.ts).
 *   A profile's avatar is asked for as soon as the profile's answer names it (profile-avatar.ts).
 * - A guest opening "/" in English sees the landing page the build wrote into index.html (React
 *   hydrates it later): `data-prerender` on <html> shows it once its stylesheets, added here, have
 *   come, in the theme the guest chose. Anywhere else that markup stays hidden and the app renders
 *   the page itself. Clicks on its buttons before then are kept for the app (early-clicks.ts).
 */
import { browserLocales } from '@/i18n/match-locale'
import { earlyKey, type EarlyRequest } from '@/lib/early-requests'
import { recordEarlyClicks } from './early-clicks'
import { assetUrl, catalogueFile, type BootManifest, type BootScreen } from './manifest'
import { firstData, planBoot, profileAccountPath, TOKEN_KEY } from './plan'
import { preloadAvatarOf } from './profile-avatar'
import type {} from './ready'

declare const BOOT: BootManifest
/** Named once: the build writes the manifest where BOOT stands. */
const manifest: BootManifest = BOOT

const THEME_KEY = 'theme'

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function addLink(rel: 'preload' | 'modulepreload', name: string): void {
  const link = document.createElement('link')
  link.rel = rel
  link.href = assetUrl(name)
  if (rel === 'preload') {
    link.as = 'style'
    // As the app's loader will ask for the stylesheet (Vite sets crossorigin on it): a preload in
    // another mode is not used, and the stylesheet is downloaded twice.
    link.crossOrigin = ''
  }
  document.head.appendChild(link)
}

function ask(early: Record<string, EarlyRequest>, path: string, token: string | null): Promise<Response> {
  const url = manifest.api + path
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = fetch(url, { headers, credentials: 'same-origin' })
  // Failures are the app's to report, when it takes the answer.
  response.catch(() => {})
  early[earlyKey(url, token)] = { at: Date.now(), response }
  return response
}

function boot(finished: () => void): void {
  const root = document.documentElement
  const { pathname } = location
  const { screen, locale, landing } = planBoot(location, stored, browserLocales(), manifest.locales)
  // The app's stylesheet, after which the landing page's go (as the app itself would add them).
  const appStyles = [...document.head.querySelectorAll('link[rel="stylesheet"]')].pop()
  if (landing && appStyles) {
    // A guest's theme, as the app would apply it (src/lib/theme.ts), before the first paint.
    const theme = stored(THEME_KEY)
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme
    // The page stays invisible until they have come (base.css; the landing page's own stylesheet
    // shows it): the other first screens need not download them.
    let after: Element = appStyles
    for (const name of manifest.css.landing) {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = assetUrl(name)
      // Without its stylesheet the page would stay invisible: the app renders it itself instead.
      link.onerror = () => root.removeAttribute('data-prerender')
      after.after(link)
      after = link
    }
    root.setAttribute('data-prerender', '')
    // Its buttons look ready before the app runs: what they are clicked for is done then.
    recordEarlyClicks()
  }
  try {
    prepare(screen, locale, pathname, stored(TOKEN_KEY))
  } finally {
    finished()
  }
}
/** Asks for the first screen's chunks, stylesheets, messages and data. */
function prepare(screen: BootScreen | null, locale: string, pathname: string, token: string | null): void {
  if (screen && screen !== 'landing') for (const href of manifest.css[screen]) addLink('preload', href)
  if (screen) for (const href of manifest.js[screen]) addLink('modulepreload', href)
  const messages = (part: 'core' | 'feed' | 'app') =>
    addLink('modulepreload', catalogueFile(manifest.messages, locale, part))
  messages('core')
  if (screen && screen !== 'landing') messages('feed')
  if (screen === 'post' || screen === 'profile') messages('app')

  if (navigator.onLine) {
    const early: Record<string, EarlyRequest> = {}
    for (const [path, withToken] of firstData(screen, pathname, token !== null)) {
      const response = ask(early, path, withToken ? token : null)
      // The profile's avatar, its largest picture, as soon as the account's answer names it.
      if (screen === 'profile' && path === profileAccountPath(pathname)) void preloadAvatarOf(response, document)
    }
    window.__parleyEarly = early
  }
  // While the app's code downloads, the main thread waits anyway: the first number, relative time
  // and date formats of a locale load its data, about 170 ms on a slow phone, which every screen
  // but the landing page would otherwise pay in its first render. Later formats reuse that data.
  // At once, after the requests have gone: a timer would fire only after the app's code has been
  // compiled, on the way to the first render.
  if (screen !== 'landing') warmFormats(locale)
}

function warmFormats(locale: string): void {
  try {
    new Intl.NumberFormat(locale).format(1)
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(0, 'second')
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0)
  } catch {
    // An engine without one of them: the app builds its formats as it would have.
  }
}

// The app waits for this before it starts (src/boot/ready.ts): see there.
let finished = () => {}
window.__parleyBoot = new Promise<void>((resolve) => (finished = resolve))
try {
  boot(finished)
} catch {
  // Whatever went wrong, the app starts as it would without the boot script.
  finished()
}
