/**
 * What a reader is protected from (issue 20): a reply shows only to the people it is addressed
 * to, a refused session leaves nothing of its private posts in the browser, and what another
 * server sends cannot become a live script address or pass one name off as another.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, person, publish, tokenOf, unique } from './support/posts'

test("a direct reply to alice's public post reaches alice, as Mitra addresses it to her, and no one it does not name", async ({
  page,
  instance,
}) => {
  const alice = await tokenOf(instance, 'alice')
  const bob = await tokenOf(instance, 'bob')
  const post = await publish(instance, alice, { status: unique('Who has a ladder') })
  const secret = unique('Only for carol and you')
  const reply = await publish(instance, bob, {
    status: `@carol ${secret}`,
    in_reply_to_id: post.id,
    visibility: 'direct',
  })

  // Alice is told of it, and reads it as a direct message.
  const a = person(instance, 'alice')
  await signIn(page, a.username, a.password)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click()
  const told = card(page.getByRole('feed', { name: 'Notifications' }), secret)
  await expect(told).toBeVisible()
  await page.goto(`/post/${reply.id}`)
  await expect(card(page, secret).first().getByRole('img', { name: 'Direct' })).toBeVisible()
  await expectNoA11yViolations(page, 'a direct reply, read by the author of the post it answers')

  // Dave, neither named nor answered, finds nothing of it.
  await page.goto('/')
  await page.evaluate(() => localStorage.clear())
  const d = person(instance, 'dave')
  await signIn(page, d.username, d.password)
  await page.goto(`/post/${reply.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)
})

/** The keys of the offline copies of the cache in IndexedDB (none before the first is written). */
function offlineCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'parley-cache')) return []
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('parley-cache')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('queries')) return resolve([])
        const keys = db.transaction('queries').objectStore('queries').getAllKeys()
        keys.onsuccess = () => resolve(keys.result.map(String))
        keys.onerror = () => reject(keys.error)
        keys.transaction!.oncomplete = () => db.close()
      }
    })
  })
}

test('a session the server refuses takes its offline copy of home with it at once, and keeps the draft', async ({
  page,
  instance,
}) => {
  const a = person(instance, 'alice')
  await signIn(page, a.username, a.password)
  await expect(page.getByRole('feed', { name: 'Home' }).locator('article').first()).toBeVisible()
  const draft = unique('Half a thought')
  await page.getByLabel('Post text', { exact: true }).fill(draft)
  // Home, with alice's direct and followers-only posts, is kept for reading offline.
  await expect.poll(() => offlineCopies(page), { timeout: 10_000 }).toContainEqual(expect.stringMatching(/^account:/))

  // Her token is revoked elsewhere; the next call hears it.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  await instance.api('/oauth/revoke', { method: 'POST', token: token!, body: JSON.stringify({ token }) })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Local' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible()
  await expect.poll(() => offlineCopies(page)).not.toContainEqual(expect.stringMatching(/^account:/))

  // Signing in again finds the draft.
  await signIn(page, a.username, a.password)
  await expect(page.getByLabel('Post text', { exact: true })).toHaveValue(draft)
})

test('an attachment at a script address is named, not loaded or linked, and a name padded with invisible characters reads as it shows', async ({
  page,
  instance,
}) => {
  const bob = await tokenOf(instance, 'bob')
  await instance.api('/api/v1/accounts/update_credentials', {
    method: 'PATCH',
    token: bob,
    body: JSON.stringify({ display_name: 'Ad\u200bmi\u200dn\u2060' }),
  })
  const text = unique('A file for you')
  await publish(instance, bob, { status: text })
  // Another server could send any address: home's answer is changed on its way to the page.
  await page.route('**/api/v1/timelines/home*', async (route) => {
    const response = await route.fetch()
    const posts = (await response.json()) as { content: string; media_attachments: unknown[] }[]
    for (const post of posts) {
      if (!post.content.includes(text)) continue
      post.media_attachments = [
        {
          id: 'x1',
          type: 'image',
          url: 'javascript:__pwned(1)',
          preview_url: 'javascript:__pwned(2)',
          description: 'A diagram',
        },
        {
          id: 'x2',
          type: 'unknown',
          url: 'data:text/html,<script>__pwned(3)</script>',
          description: 'Minutes of the meeting',
        },
      ]
    }
    await route.fulfill({ response, json: posts })
  })
  const a = person(instance, 'alice')
  await signIn(page, a.username, a.password)
  const post = card(page.getByRole('feed', { name: 'Home' }), text)
  await expect(post).toBeVisible()
  for (const name of ['A diagram', 'Minutes of the meeting']) await expect(post.getByText(name)).toBeVisible()
  await expect(post.getByRole('link', { name: /Minutes of the meeting/ })).toHaveCount(0)
  await expect(post.getByRole('button', { name: /Open image/ })).toHaveCount(0)
  const addresses = await post.evaluate((el) =>
    [...el.querySelectorAll('[src], [href]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href') ?? ''),
  )
  expect(addresses.filter((url) => /^(javascript|data):/i.test(url))).toEqual([])
  // Bob's name shows as the letters it is made of.
  expect(
    await post
      .getByText(/^Admin$/)
      .first()
      .evaluate((el) => el.textContent),
  ).toBe('Admin')
  await expectNoA11yViolations(page, 'home with an attachment at a script address')
})
