/**
 * The big-thread numbers of `npm run bench`: a post with THREAD_REPLIES replies (published through
 * the API, most answering the post, some answering a reply), opened as the demo member.
 *
 * Measured from the moment the thread's data has arrived (responseEnd of the /thread request):
 * - ready: the end of the last long task (> 50 ms) of the following 5 s, or the first paint of
 *   the post if later: from then on the page answers input at once ("interactive");
 * - all in place: every reply has its place in the DOM, as a card or, further down, as a
 *   placeholder that renders when it comes near the screen;
 * - the longest task meanwhile.
 *
 * The thread is opened OPENS times (each in a fresh browser context: no cache) and the medians are
 * reported, with the range of "ready": one opening varies by a factor of two on a shared machine.
 */
import type { Browser } from '@playwright/test'
import type { Instance } from '../e2e/support/instance'
import { demoAccounts } from '../e2e/support/demo'
import { median } from './median'

export const THREAD_REPLIES = 600
const AUTHORS = ['bob', 'carol', 'dave', 'erin']
const PARALLEL = 4

/** How many times the thread is opened (PARLEY_BENCH_THREAD_OPENS, default 5). */
const OPENS = Number(process.env.PARLEY_BENCH_THREAD_OPENS ?? 5)

type Opening = { readyMs: number; allShownMs: number; longestTaskMs: number }

export interface ThreadResult extends Opening {
  replies: number
  seedSeconds: number
  opens: number
  /** The fastest and slowest "ready" of the openings. */
  readyRange: [number, number]
}

// Installed before the page loads: long tasks, and when the current post and all posts appear.
const WATCH = (total: number) => `(() => {
  window.__parleyThread = { tasks: [], current: NaN, all: NaN }
  const state = window.__parleyThread
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.tasks.push([e.startTime, e.startTime + e.duration])
  }).observe({ type: 'longtask', buffered: true })
  let queued = false
  const check = () => {
    queued = false
    if (Number.isNaN(state.current) && document.querySelector('article[aria-current="true"]')) state.current = performance.now()
    if (Number.isNaN(state.all) && document.querySelectorAll('main article').length >= ${total}) state.all = performance.now()
  }
  const look = () => {
    if (!queued) { queued = true; requestAnimationFrame(check) }
  }
  new MutationObserver(look).observe(document, { childList: true, subtree: true })
})()`

const READ = `(() => {
  const state = window.__parleyThread
  const entry = performance.getEntriesByType('resource').filter((e) => /\\/api\\/v1\\/statuses\\/[^/]+\\/thread/.test(e.name)).pop()
  return { arrived: entry ? entry.responseEnd : NaN, tasks: state.tasks, current: state.current, all: state.all }
})()`

async function publishThread(instance: Instance): Promise<string> {
  const people = demoAccounts(instance).all
  const tokens = await Promise.all(
    AUTHORS.map((name) => {
      const person = people.find((p) => p.username === name)
      if (!person) throw new Error(`the demo seed has no ${name}`)
      return instance.token(person.username, person.password)
    }),
  )
  const post = (token: string | undefined, status: string, inReplyToId?: string) =>
    instance.api<{ id: string }>('/api/v1/statuses', {
      method: 'POST',
      token,
      body: JSON.stringify({ status, visibility: 'public', ...(inReplyToId ? { in_reply_to_id: inReplyToId } : {}) }),
    })
  const root = await post(tokens[0], 'A question for everyone: what is the best way to keep a long thread readable?')
  const replies: string[] = []
  let next = 0
  const worker = async () => {
    while (next < THREAD_REPLIES) {
      const i = next
      next += 1
      // Every fifth reply answers an earlier reply, so the thread has some depth.
      const parent = i % 5 === 4 && replies.length > 0 ? replies[(i * 7) % replies.length] : root.id
      const reply = await post(tokens[i % tokens.length], `Reply ${i}: keep each answer short, and say *why*.`, parent)
      replies.push(reply.id)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return root.id
}

/** Opens the thread once in a fresh context and measures; see the file comment. */
async function openOnce(browser: Browser, url: string, token: string): Promise<Opening> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  try {
    await context.addInitScript((value) => localStorage.setItem('auth_token', value), token)
    await context.addInitScript({ content: WATCH(THREAD_REPLIES + 1) })
    const page = await context.newPage()
    await page.goto(url)
    await page.locator('main article').nth(THREAD_REPLIES).waitFor({ state: 'attached', timeout: 30_000 })
    await page.waitForTimeout(5000)
    const read = (await page.evaluate(READ)) as {
      arrived: number
      tasks: [number, number][]
      current: number
      all: number
    }
    const after = read.tasks.filter(([, end]) => end > read.arrived)
    const lastTaskEnd = Math.max(read.arrived, ...after.map(([, end]) => end))
    return {
      readyMs: Math.max(lastTaskEnd, read.current) - read.arrived,
      allShownMs: read.all - read.arrived,
      longestTaskMs: Math.max(0, ...after.map(([start, end]) => end - start)),
    }
  } finally {
    await context.close()
  }
}

/** Publishes the thread, opens it OPENS times as the demo member and gives the medians. */
export async function measureThread(browser: Browser, instance: Instance): Promise<ThreadResult> {
  const seedStart = Date.now()
  const rootId = await publishThread(instance)
  const seedSeconds = (Date.now() - seedStart) / 1000
  const { member } = demoAccounts(instance)
  const token = await instance.token(member.username, member.password)
  const openings: Opening[] = []
  for (let i = 0; i < OPENS; i += 1) openings.push(await openOnce(browser, `${instance.url}/post/${rootId}`, token))
  const ready = openings.map((o) => o.readyMs)
  return {
    replies: THREAD_REPLIES,
    seedSeconds,
    opens: OPENS,
    readyMs: median(ready),
    readyRange: [Math.min(...ready), Math.max(...ready)],
    allShownMs: median(openings.map((o) => o.allShownMs)),
    longestTaskMs: median(openings.map((o) => o.longestTaskMs)),
  }
}
