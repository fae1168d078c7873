import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

test('a guest reads the local timeline, loads more, opens a post and a hashtag', async ({ page, instance }) => {
  await instance.cli('update-config', 'instance_timeline_public', 'true')
  await page.goto('/local')
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible()
  const posts = page.getByRole('feed').getByRole('article')
  await expect(posts).toHaveCount(20)

  // The demo seed has many pages: Load more appends the next one.
  // (Scrolled into view to be clicked, the button may bring a page on approach too.)
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect.poll(() => posts.count()).toBeGreaterThanOrEqual(40)

  // A post's time links to its thread. Back at the first post, as a person scrolls up to it: with
  // two or three pages loaded and the screen at the button, the first page may be far enough to
  // wait as placeholders (their words hidden), and renders as it comes near.
  const first = posts.first()
  await first.scrollIntoViewIfNeeded()
  await expect(first.locator('p').first()).toBeVisible()
  const text = (await first.locator('p').first().textContent())?.trim() ?? ''
  await first.locator('a:has(time)').click()
  await expect(page).toHaveURL(/\/post\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible()
  await expectNoA11yViolations(page, 'a post thread (guest)')

  // A hashtag opens its timeline.
  await page.goto('/local')
  const tag = page
    .getByRole('feed')
    .getByRole('link', { name: /^#\w+$/ })
    .first()
  const name = (await tag.textContent())?.trim() ?? ''
  await tag.click()
  await expect(page).toHaveURL(new RegExp(`/tag/${name.slice(1)}$`, 'i'))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectNoA11yViolations(page, 'a tag timeline (guest)')
})

test('a reply whose parent the reader cannot see says so in the thread', async ({ page, instance }) => {
  // In the demo seed Dave follows Alice but not Bob; Alice answers Bob's followers-only post.
  const dave = instance.demo.all.find((a) => a.username === 'dave')
  if (!dave) throw new Error('the demo seed has no dave')
  const token = await instance.token(dave.username, dave.password)
  const id = await findOnHome(instance, token, 'Parsley it is')

  await signIn(page, dave.username, dave.password)
  await page.goto(`/post/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible()
  await expect(page.getByText('Post is not available')).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: 'Parsley it is' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: 'Mint and parsley' })).toHaveCount(0)
  await expectNoA11yViolations(page, 'a thread with an unavailable parent')
})

async function findOnHome(
  instance: { api: <T>(path: string, init?: { token?: string }) => Promise<T> },
  token: string,
  text: string,
) {
  let maxId = ''
  for (let page = 0; page < 20; page += 1) {
    const statuses = await instance.api<{ id: string; content: string }[]>(
      `/api/v1/timelines/home?limit=40${maxId ? `&max_id=${maxId}` : ''}`,
      { token },
    )
    const found = statuses.find((s) => s.content.includes(text))
    if (found) return found.id
    const last = statuses[statuses.length - 1]
    if (!last) break
    maxId = last.id
  }
  throw new Error(`no post containing "${text}" on the home timeline`)
}
