import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { IDENTICAL_TO_ENGLISH } from '../../src/lib/testing/identical-to-english'
import { repoRoot } from './instance'
import { escapeRegExp } from './regexp'

// Checks for the locale journeys: the catalogues as the browser sees them, English left outside
// user content, and text clipped at a given width.

// What counts as user content (left out of the "no English" check and the clipping check):
// elements with a `dir` attribute (display names, handles, post bodies, poll options, file names,
// captions: everything a person or a server wrote is rendered with dir="auto" or dir="ltr"), <time>
// (Intl output, never catalogue text), elements with their own `lang` (a language's name in that
// language, as in the Language menu), links to profiles (a name or @handle) and <code>/<pre>.
const USER_CONTENT = '[dir], time, [lang]:not(html), a[href^="/@"], code, pre'

type Catalogue = Map<string, string>

/** msgid -> msgstr of a .po file (Lingui writes no msgctxt and no plural msgstr[n] here). */
function readCatalogue(locale: string): Catalogue {
  const text = readFileSync(join(repoRoot, 'src', 'i18n', 'locales', `${locale}.po`), 'utf8')
  const entries: Catalogue = new Map()
  let key: 'msgid' | 'msgstr' | null = null
  let id = ''
  let str = ''
  const flush = () => {
    if (id) entries.set(id, str)
    id = ''
    str = ''
  }
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line)
    if (start) {
      if (start[1] === 'msgid') flush()
      key = start[1] as 'msgid' | 'msgstr'
      const value = JSON.parse(start[2]!) as string
      if (key === 'msgid') id = value
      else str = value
    } else if (/^".*"$/.test(line) && key) {
      const value = JSON.parse(line) as string
      if (key === 'msgid') id += value
      else str += value
    } else if (!line.trim()) key = null
  }
  flush()
  return entries
}

const english = readCatalogue('en')
const catalogues = new Map<string, Catalogue>()

/** The translation of an English message in a locale (the message itself when missing). */
export function tr(locale: string, message: string): string {
  if (!catalogues.has(locale)) catalogues.set(locale, readCatalogue(locale))
  const value = catalogues.get(locale)!.get(message)
  return value || message
}

/** An ICU message as a regular expression source: placeholders and tags match any text. */
function icuSource(message: string, inPlural = false): string {
  let out = ''
  let i = 0
  while (i < message.length) {
    const c = message[i]!
    if (c === '{') {
      let depth = 1
      let j = i + 1
      while (j < message.length && depth > 0) {
        if (message[j] === '{') depth++
        else if (message[j] === '}') depth--
        j++
      }
      const inner = message.slice(i + 1, j - 1)
      const choice = /^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(inner)
      if (choice) {
        const branches: string[] = []
        const rest = inner.slice(choice[0].length)
        let k = 0
        while (k < rest.length) {
          const open = rest.indexOf('{', k)
          if (open < 0) break
          let d = 1
          let m = open + 1
          while (m < rest.length && d > 0) {
            if (rest[m] === '{') d++
            else if (rest[m] === '}') d--
            m++
          }
          branches.push(icuSource(rest.slice(open + 1, m - 1), choice[1] !== 'select'))
          k = m
        }
        out += `(?:${branches.join('|')})`
      } else out += '.+?'
      i = j
    } else if (c === '<') {
      const tag = /^<\/?\d+\/?>/.exec(message.slice(i))
      out += tag ? '.*?' : escapeRegExp(c)
      i += tag ? tag[0].length : 1
    } else if (c === '#' && inPlural) {
      out += '.+?'
      i++
    } else {
      out += escapeRegExp(c)
      i++
    }
  }
  return out
}

/**
 * Every English message as a matcher of a whole text: the message, and for messages split by tags
 * (`<0>{n}</0> followers`) each piece between tags, which is a text node of its own.
 */
const englishMatchers: { message: string; pattern: RegExp }[] = [...english.keys()]
  .filter((message) => !IDENTICAL_TO_ENGLISH.has(message))
  .flatMap((message) => {
    const pieces = /<\/?\d+\/?>/.test(message) ? message.split(/<\/?\d+\/?>/) : []
    return [message, ...pieces]
      .map((text) => text.trim())
      .filter((text) => /[A-Za-z]{2}/.test(text.replace(/\{[^{}]*\}/g, '')))
      .map((text) => ({ message, pattern: new RegExp(`^${icuSource(text)}$`, 's') }))
  })

type Found = { text: string; where: string }

/** Visible texts outside user content: text nodes, whole leaf texts and accessible-name attributes. */
async function interfaceTexts(page: Page): Promise<Found[]> {
  return page.evaluate((userContent) => {
    const found: { text: string; where: string }[] = []
    const clean = (s: string) => s.replace(/\s+/g, ' ').trim()
    const where = (el: Element) => {
      const parts: string[] = []
      for (let e: Element | null = el; e && parts.length < 4; e = e.parentElement) {
        parts.unshift(
          e.tagName.toLowerCase() +
            (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : ''),
        )
      }
      return parts.join(' > ')
    }
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true })
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = clean(node.textContent ?? '')
      if (!parent || !text || parent.closest(`script, style, ${userContent}`) || !visible(parent)) continue
      found.push({ text, where: where(parent) })
      if (!parent.querySelector(userContent))
        found.push({ text: clean(parent.textContent ?? ''), where: where(parent) })
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest(userContent) || !visible(el)) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = clean(el.getAttribute(name) ?? '')
        if (value) found.push({ text: value, where: `${where(el)} [${name}]` })
      }
    }
    return found
  }, USER_CONTENT)
}

/** The interface texts of the page that are English messages of the catalogue, with where they are. */
export async function englishLeft(page: Page): Promise<string[]> {
  const left = new Set<string>()
  for (const { text, where } of await interfaceTexts(page)) {
    const hit = englishMatchers.find(({ pattern }) => pattern.test(text))
    if (hit) left.add(`"${text}" (msgid "${hit.message}") at ${where}`)
  }
  return [...left]
}

export async function expectNoEnglish(page: Page, label: string): Promise<void> {
  expect(await englishLeft(page), `English left on ${label}`).toEqual([])
}

/** Screenshots the page at desktop and phone width; fails on clipped text or horizontal scroll. */
export async function expectNothingClipped(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  for (const size of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: '360px', width: 360, height: 780 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await testInfo.attach(`${label} at ${size.name}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
    const problems = await page.evaluate((userContent) => {
      const out: string[] = []
      const root = document.documentElement
      if (root.scrollWidth > root.clientWidth + 1)
        out.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`)
      // Cut off on purpose by an ancestor that ends inside the window (an ellipsis on a long handle).
      const clippedInside = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= window.innerWidth + 1)
            return true
        }
        return false
      }
      const selector =
        'button, a, label, h1, h2, h3, h4, h5, h6, nav li, select, legend, summary, th, [role="tab"], [role="menuitem"]'
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (el.closest(userContent) || !el.checkVisibility({ visibilityProperty: true })) continue
        const rect = el.getBoundingClientRect()
        // Visually hidden labels (1 px, clipped on purpose) are for screen readers only.
        if (rect.width <= 1 || rect.height <= 1) continue
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
        const name = `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${text}"`
        if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
          out.push(`${name} is clipped (${el.scrollWidth} > ${el.clientWidth})`)
        if (rect.right > window.innerWidth + 1 && !clippedInside(el))
          out.push(`${name} ends outside the window (${Math.round(rect.right)} > ${window.innerWidth})`)
      }
      // Any element that cuts off its own text (overflow hidden, an ellipsis), user content aside.
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && /\p{L}/u.test(n.textContent ?? ''),
        )
        if (!ownText || el.closest(userContent) || el.querySelector(userContent)) continue
        const style = getComputedStyle(el)
        if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue
        const rect = el.getBoundingClientRect()
        if (rect.width <= 1 || rect.height <= 1 || !el.checkVisibility({ visibilityProperty: true })) continue
        if (el.scrollWidth > el.clientWidth + 1)
          out.push(
            `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 60)}" is cut off (${el.scrollWidth} > ${el.clientWidth})`,
          )
      }
      return out
    }, USER_CONTENT)
    expect(problems, `clipped or overflowing text on ${label} at ${size.name}`).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}
