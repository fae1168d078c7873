/**
 * The long-session numbers of `npm run bench`: a member's home timeline already holding 1000
 * posts in Chromium, then one more page appended.
 *
 * - the posts: members the demo member follows publish them through the API (a few requests
 *   at a time, with some hashtags, mentions, links and markdown);
 * - "Load more" is pressed until 1000 posts are on the screen; then the JS heap (after a forced
 *   garbage collection, CDP HeapProfiler.collectGarbage + Runtime.getHeapUsage) and the number
 *   of DOM nodes in the document are read;
 * - then one more page is appended APPENDS times as a person scrolling gets it: the button is
 *   first scrolled to just beyond the distance at which the next page loads on approach (1.5
 *   screens below the screen; twice, as the posts it passes render and move it), then a scroll of
 *   200 px brings it within; each is measured from that scroll to the frame after the new posts
 *   are in the DOM: wall-clock time (performance.now(), includes the request), main-thread busy
 *   time (the change in CDP Performance.getMetrics TaskDuration), and the longest task
 *   (PerformanceObserver 'longtask'). The medians are reported. (Until issue 19 it was measured
 *   from a click on Load more with the button in the middle of the screen.)
 */
import type { Browser, CDPSession, Page } from '@playwright/test'
import type { Instance } from '../e2e/support/instance'
import { demoAccounts } from '../e2e/support/demo'
import { median } from './median'

export const LOADED_POSTS = 1000
const PAGE = 20
const APPENDS = Number(process.env.PARLEY_BENCH_APPENDS ?? 5)
/** Enough for LOADED_POSTS plus the measured pages, whatever the seed holds. */
const EXTRA_POSTS = LOADED_POSTS + PAGE * (APPENDS + 2)
const AUTHORS = ['bob', 'carol', 'dave', 'erin']
const PARALLEL = 4

export interface LongTimeline {
  posts: number
  /** Seconds spent publishing the posts through the API. */
  seedSeconds: number
  /** Seconds spent pressing Load more up to LOADED_POSTS. */
  loadSeconds: number
  heapMB: number
  domNodes: number
  appendWallMs: number
  appendMainThreadMs: number
  appendLongestTaskMs: number
  appends: number
}

function postText(i: number): string {
  switch (i % 5) {
    case 0:
      return `Long timeline post ${i}: a plain sentence or two about nothing much, to fill a home timeline.`
    case 1:
      return `Post ${i} with a hashtag #benchmark and another #longread, and a mention of @alice.`
    case 2:
      return `Post ${i} with **bold**, *italic* and \`code\`, and a link to https://example.org/notes/${i}.`
    case 3:
      return `Post ${i}, a longer one.\n\nIt has two paragraphs: the first is short, the second goes on for a while so that the card wraps over several lines on a narrow screen, as real posts often do.`
    default:
      return `Post ${i} 🙂`
  }
}

async function publishPosts(instance: Instance, count: number): Promise<void> {
  const people = demoAccounts(instance).all
  const tokens = await Promise.all(
    AUTHORS.map((name) => {
      const person = people.find((p) => p.username === name)
      if (!person) throw new Error(`the demo seed has no ${name}`)
      return instance.token(person.username, person.password)
    }),
  )
  let next = 0
  const worker = async () => {
    while (next < count) {
      const i = next
      next += 1
      const token = tokens[i % tokens.length]
      await instance.api('/api/v1/statuses', {
        method: 'POST',
        token,
        body: JSON.stringify({ status: postText(i), visibility: 'public' }),
      })
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
}

const POSTS = '[role="feed"] article[aria-posinset]'
const COUNT = `document.querySelectorAll('${POSTS}').length`

async function postCount(page: Page): Promise<number> {
  return page.evaluate(COUNT)
}

/** Waits until the feed holds at least `count` posts (no waitForFunction: the CSP forbids eval). */
async function waitForPosts(page: Page, count: number): Promise<void> {
  await page
    .locator(POSTS)
    .nth(count - 1)
    .waitFor({ state: 'attached', timeout: 15_000 })
}

async function loadMore(page: Page, target: number): Promise<void> {
  await page.getByRole('button', { name: 'Load more', exact: true }).click()
  await waitForPosts(page, target)
  // The button is busy until the page is in; wait until it is usable again.
  await page
    .getByRole('button', { name: 'Load more', exact: true })
    .and(page.locator(':enabled'))
    .waitFor({ timeout: 15_000 })
}

// Clicks Load more in the page and resolves with the ms until the frame after the new posts
// are in the DOM, and the longest task seen meanwhile. A string: see docs/footguns.md (tsx).
const APPEND = (target: number) => `new Promise((resolve, reject) => {
  const count = () => ${COUNT}
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Load more')
  if (!button) { reject(new Error('no Load more button')); return }
  let longest = 0
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration)
  })
  tasks.observe({ type: 'longtask' })
  const start = performance.now()
  const done = () => {
    requestAnimationFrame(() => setTimeout(() => {
      const end = performance.now()
      for (const entry of tasks.takeRecords()) longest = Math.max(longest, entry.duration)
      tasks.disconnect()
      resolve({ wall: end - start, longest })
    }, 0))
  }
  const observer = new MutationObserver(() => {
    if (count() >= ${target}) { observer.disconnect(); done() }
  })
  observer.observe(document.body, { childList: true, subtree: true })
  setTimeout(() => { observer.disconnect(); reject(new Error('the next page did not render within 15 s')) }, 15000)
  window.scrollBy(0, ${APPROACH_STEP_PX})
})`

/** The scroll that brings the button within the approach margin (1.5 screens below the screen). */
const APPROACH_STEP_PX = 200
/** Puts the button APPROACH_STEP_PX / 2 beyond the approach margin. */
const SCROLL_NEAR_APPROACH = `(() => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Load more')
  if (button) window.scrollBy(0, button.getBoundingClientRect().top - innerHeight * 2.5 - ${APPROACH_STEP_PX / 2})
})()`

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN
}

/** Publishes the posts, loads them as the demo member and measures; see the file comment. */
export async function measureLongTimeline(browser: Browser, instance: Instance): Promise<LongTimeline> {
  const seedStart = Date.now()
  await publishPosts(instance, EXTRA_POSTS)
  const seedSeconds = (Date.now() - seedStart) / 1000

  const { member } = demoAccounts(instance)
  const token = await instance.token(member.username, member.password)
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  try {
    await context.addInitScript((value) => localStorage.setItem('auth_token', value), token)
    const page = await context.newPage()
    await page.goto(`${instance.url}/home`)
    await waitForPosts(page, PAGE)

    const loadStart = Date.now()
    let count = await postCount(page)
    while (count < LOADED_POSTS) {
      await loadMore(page, count + PAGE)
      count = await postCount(page)
    }
    const loadSeconds = (Date.now() - loadStart) / 1000

    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('HeapProfiler.enable')
    await page.waitForTimeout(500)
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const domNodes = await page.evaluate(`(() => {
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL)
      let n = 1
      while (walker.nextNode()) n += 1
      return n
    })()`)

    const wall: number[] = []
    const main: number[] = []
    const longest: number[] = []
    for (let run = 0; run < APPENDS; run += 1) {
      await page.getByRole('button', { name: 'Load more', exact: true }).and(page.locator(':enabled')).waitFor()
      // A person scrolls down towards the button: to just before the next page loads. Twice, as
      // the jump renders the posts it lands on, which moves the button.
      for (let i = 0; i < 2; i += 1) {
        await page.evaluate(SCROLL_NEAR_APPROACH)
        await page.waitForTimeout(300)
      }
      await cdp.send('HeapProfiler.collectGarbage')
      await page.waitForTimeout(300)
      const before = await taskSeconds(cdp)
      const result = (await page.evaluate(APPEND(count + PAGE))) as { wall: number; longest: number }
      const after = await taskSeconds(cdp)
      wall.push(result.wall)
      longest.push(result.longest)
      main.push((after - before) * 1000)
      count = await postCount(page)
    }
    return {
      posts: LOADED_POSTS,
      seedSeconds,
      loadSeconds,
      heapMB: heap.usedSize / 1e6,
      domNodes: domNodes as number,
      appendWallMs: median(wall),
      appendMainThreadMs: median(main),
      appendLongestTaskMs: median(longest),
      appends: APPENDS,
    }
  } finally {
    await context.close()
  }
}
