/**
 * What a browser downloads for a first screen, measured for real: a cold Chromium
 * context loads the page from a demo instance, every JS and CSS response is recorded
 * until the network is idle and the screen's h1 is shown, and each body is gzipped at
 * level 9 (what `gzip -9` does).
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumLaunchOptions } from '../playwright.config'
import { demoAccounts } from '../e2e/support/demo'
import { clientDir, type Instance } from '../e2e/support/instance'

/** 1 KB = 1000 bytes, as Vite reports sizes. */
export const KB = 1000
/** mitra-web 3.21.0's first screen, JS + CSS, gzip -9 (the number to beat). */
export const MITRA_FIRST_SCREEN_KB = 203.7
/** mitra-web 3.21.0's whole app, JS + CSS, gzip. */
export const MITRA_WHOLE_APP_KB = 303

export type Kind = 'js' | 'css'

export interface Asset {
  url: string
  kind: Kind
  raw: number
  gzip: number
}

export interface Screen {
  name: string
  path: string
  /** Heading (h1) that shows the screen is ready; undefined: the instance title. */
  heading?: string
  member: boolean
}

export const SCREENS: Screen[] = [
  { name: 'landing (guest)', path: '/', member: false },
  { name: 'home (member)', path: '/home', heading: 'Home', member: true },
]

export interface Measured {
  assets: Asset[]
  /** Chunks the app loads on purpose once the screen is up, when they came in time to be seen (not counted). */
  later: Asset[]
  js: number
  css: number
  total: number
}

/**
 * Chunks the app loads on purpose after the first screen: the offline copy's writer comes 2 s after
 * the first data (src/lib/persist). Whether it arrives before the network falls idle depends only on
 * how busy the machine is, so it is left out of the first screen rather than counted on some runs.
 */
const AFTER_FIRST_SCREEN = [/^\/assets\/persister-[\w-]{7}\.js$/]

export const isAfterFirstScreen = (url: string): boolean =>
  AFTER_FIRST_SCREEN.some((pattern) => pattern.test(new URL(url).pathname))

export const gzip9 = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions)
}

function kindOf(url: string, resourceType: string, contentType: string): Kind | undefined {
  const path = new URL(url).pathname
  if (resourceType === 'stylesheet' || /\bcss\b/.test(contentType) || path.endsWith('.css')) return 'css'
  if (resourceType === 'script' || /javascript/.test(contentType) || /\.m?js$/.test(path)) return 'js'
  return undefined
}

export async function memberToken(instance: Instance): Promise<string> {
  const { member } = demoAccounts(instance)
  return instance.token(member.username, member.password)
}

async function headingFor(instance: Instance, screen: Screen): Promise<string> {
  if (screen.heading) return screen.heading
  return (await instance.api<{ title: string }>('/api/v1/instance')).title
}

/** Opens a screen in a fresh context (empty cache) and returns what it downloaded. */
export async function openScreen(
  browser: Browser,
  instance: Instance,
  screen: Screen,
  token: string | undefined,
  onPage?: (page: Page) => Promise<void>,
  initScript?: string,
): Promise<Measured> {
  const context = await browser.newContext()
  try {
    if (initScript) await context.addInitScript({ content: initScript })
    if (screen.member) {
      if (!token) throw new Error(`${screen.name} needs a member token`)
      await context.addInitScript((value) => localStorage.setItem('auth_token', value), token)
    }
    const page = await context.newPage()
    const pending: Promise<Asset | undefined>[] = []
    page.on('response', (response) => {
      const kind = kindOf(response.url(), response.request().resourceType(), response.headers()['content-type'] ?? '')
      if (!kind || response.status() >= 300) return
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), kind, raw: body.length, gzip: gzip9(body) }))
          .catch(() => undefined),
      )
    })
    await page.goto(instance.url + screen.path, { waitUntil: 'networkidle' })
    const heading = await headingFor(instance, screen)
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    await onPage?.(page)
    const seen = new Map<string, Asset>()
    for (const asset of await Promise.all(pending)) if (asset) seen.set(asset.url, asset)
    const all = [...seen.values()].sort((a, b) => b.gzip - a.gzip)
    const assets = all.filter((a) => !isAfterFirstScreen(a.url))
    const later = all.filter((a) => isAfterFirstScreen(a.url))
    const js = assets.filter((a) => a.kind === 'js').reduce((n, a) => n + a.gzip, 0)
    const css = assets.filter((a) => a.kind === 'css').reduce((n, a) => n + a.gzip, 0)
    return { assets, later, js, css, total: js + css }
  } finally {
    await context.close()
  }
}

/** The emoji data chunk: left out of the whole-app budget, as the catalogues are. */
export function isEmojiData(name: string): boolean {
  return /^gemoji-[\w-]{7}\.js$/.test(name)
}

/** The folder of the locale catalogues' chunks in assets/ (vite.config.ts, `messages-<hash>`). */
export const isCatalogueFolder = (name: string) => /^messages-[\w-]+$/.test(name)

export interface WholeApp {
  js: number
  css: number
  total: number
  files: number
  /** Locale catalogues and emoji data, gzip -9 (not in the totals above). */
  catalogues: number
}

/** Every JS and CSS file of the built client (its assets folder), gzip -9, catalogues and emoji data apart. */
export function wholeApp(): WholeApp {
  const dir = join(clientDir, 'assets')
  let js = 0
  let css = 0
  let files = 0
  let catalogues = 0
  for (const name of readdirSync(dir)) {
    if (isCatalogueFolder(name)) {
      for (const file of readdirSync(join(dir, name)))
        if (file.endsWith('.js')) catalogues += gzip9(readFileSync(join(dir, name, file)))
      continue
    }
    const isJs = /\.m?js$/.test(name)
    if (!isJs && !name.endsWith('.css')) continue
    const size = gzip9(readFileSync(join(dir, name)))
    if (isJs && isEmojiData(name)) {
      catalogues += size
      continue
    }
    files += 1
    if (isJs) js += size
    else css += size
  }
  return { js, css, total: js + css, files, catalogues }
}

export const kb = (bytes: number): string => (bytes / KB).toFixed(1)
