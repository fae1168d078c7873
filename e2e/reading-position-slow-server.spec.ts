import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'
import { publish, tokenOf, unique } from './support/posts'
import { firstVisiblePost, markerSaved } from './support/reading'

// Reading position on a slow server (a loaded machine, a poor connection): the offline copy of the
// cache shows home before the server answers, then the first fresh page replaces it and home
// loads the next page to reach the last read post. Home must still open at that post.

/** How many pages of home the offline copy in IndexedDB holds (0 before it is written). */
function homePagesSaved(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('parley-cache')
        // Not yet written: leave the database for the app to create (with its store).
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve(0)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve(0)
          const all = db.transaction('queries').objectStore('queries').getAll()
          all.onsuccess = () => {
            type Saved = {
              clientState?: { queries?: { queryKey: unknown[]; state: { data?: { pages?: unknown[] } } }[] }
            }
            const queries = (all.result as Saved[]).flatMap((record) => record.clientState?.queries ?? [])
            const home = queries.filter((q) => q.queryKey[0] === 'timelines' && q.queryKey[1] === 'home')
            resolve(Math.max(0, ...home.map((q) => q.state.data?.pages?.length ?? 0)))
          }
          all.onerror = () => resolve(0)
        }
      }),
  )
}

test('on a slow server, home reloaded after the offline copy still opens at the last read post', async ({
  page,
  instance,
}) => {
  test.setTimeout(90_000)
  const bob = await tokenOf(instance, 'bob')
  const marker = unique('Slow')
  // Newest first: the first page holds posts 24 to 5, the second 4 to 0 and older demo posts.
  for (let i = 0; i < 25; i++) await publish(instance, bob, { status: `${marker} ${i}`, visibility: 'public' })

  const saved = markerSaved(page)
  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  const feed = page.getByRole('feed', { name: 'Home' })
  const posts = feed.locator('article[aria-posinset]')
  await expect(posts).toHaveCount(20)
  const lastRead = (await posts.first().locator('a:has(time)').first().getAttribute('href'))!
  await saved

  // She reads on into the second page (older posts: the marker stays), which the offline copy keeps.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('End')
  await expect.poll(() => posts.count()).toBeGreaterThanOrEqual(40)
  await page.evaluate(() => document.querySelector('[role="feed"] [aria-posinset="22"]')?.scrollIntoView())
  await expect.poll(() => homePagesSaved(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2)

  // Bob posts 25 more; she reloads while the server is slow to answer: the offline copy shows
  // first, then the fresh pages. Home opens at the post she read last, now 26th, on the second page.
  for (let i = 25; i < 50; i++) await publish(instance, bob, { status: `${marker} ${i}`, visibility: 'public' })
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.fallback()
  })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Jump to newest', exact: true })).toBeVisible({ timeout: 15_000 })
  await expect.poll(async () => (await firstVisiblePost(page)).link, { timeout: 15_000 }).toBe(lastRead)
  expect((await firstVisiblePost(page)).position).toBe(26)
  // And it stays there once the feed has settled.
  await page.waitForTimeout(1500)
  expect((await firstVisiblePost(page)).link).toBe(lastRead)
  await page.unrouteAll({ behavior: 'wait' })
})
