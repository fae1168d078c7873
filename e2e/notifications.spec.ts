import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { person, publish, tokenOf, unique } from './support/posts'
import type { Page } from '@playwright/test'
import type { TestInstance } from './fixtures'

// Notifications (issue 19, item 1): likes, reactions and reposts of one post are one entry that
// names everyone; the post is a short excerpt without an action bar; All / Mentions; a follow
// request is accepted in place.

const SHOTS = '/tmp/shots-notif'

async function openNotifications(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('feed', { name: 'Notifications' })).toBeVisible()
}

/** Likes, reactions, reposts, a mention and a follow request for grace, through the API. */
async function engageWithGrace(instance: TestInstance, text: string, mention: string) {
  const grace = await tokenOf(instance, 'grace')
  const post = await publish(instance, grace, { status: text })
  const as = (name: string) => tokenOf(instance, name)
  const [bob, carol, dave, erin, frank] = await Promise.all(['bob', 'carol', 'dave', 'erin', 'frank'].map(as))
  const act = (token: string, path: string, method = 'POST') => instance.api(path, { method, token })
  // In time order: bob likes, carol reacts, dave reposts, erin likes and reacts.
  await act(bob!, `/api/v1/statuses/${post.id}/favourite`)
  await act(carol!, `/api/v1/pleroma/statuses/${post.id}/reactions/${encodeURIComponent('🎉')}`, 'PUT')
  await act(dave!, `/api/v1/statuses/${post.id}/reblog`)
  await act(erin!, `/api/v1/statuses/${post.id}/favourite`)
  await act(erin!, `/api/v1/pleroma/statuses/${post.id}/reactions/${encodeURIComponent('🔥')}`, 'PUT')
  await publish(instance, frank!, { status: `@grace ${mention}` })
  const graceAccount = await instance.api<{ id: string }>('/api/v1/accounts/lookup?acct=grace', { token: grace })
  await act(carol!, `/api/v1/accounts/${graceAccount.id}/follow`)
}

test('likes, reactions and reposts of a post are one entry naming everyone; Mentions; a follow request accepted in place', async ({
  page,
  instance,
}) => {
  // One person, many screens and five axe scans on a shared 2-core machine.
  test.setTimeout(120_000)
  const text = unique('Balcony harvest: three tomatoes and a very proud basil')
  const mention = unique('are you coming to the swap meet?')
  await engageWithGrace(instance, text, mention)
  const grace = person(instance, 'grace')
  await signIn(page, grace.username, grace.password)
  await openNotifications(page)
  const feed = page.getByRole('feed', { name: 'Notifications' })

  // One entry for the post, whatever the kinds, naming the two newest and counting the rest.
  const group = feed.getByRole('article').filter({ hasText: text })
  await expect(group).toHaveCount(1)
  await expect(group).toContainText('Erin Walsh, Dave Tanaka and 2 others liked, reacted to or reposted your post')
  // The post is an excerpt linking to it: no card, no action bar.
  await expect(group.getByRole('link', { name: `Your post: ${text}` })).toBeVisible()
  await expect(group.getByRole('button', { name: /^(Reply|Like|Repost|React|Bookmark|More)\b/ })).toHaveCount(0)

  // The faces open the list of everyone, each with what they did.
  const toggle = group.getByRole('button', { name: 'Show all 4 people' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(group.getByRole('list', { name: 'People' })).toBeHidden()
  await toggle.click()
  await expect(group.getByRole('button', { name: 'Hide the 4 people' })).toHaveAttribute('aria-expanded', 'true')
  const people = group.getByRole('list', { name: 'People' })
  await expect(people.getByRole('listitem')).toHaveCount(4)
  const row = (name: string) =>
    people.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`^${name}`) }) })
  await expect(row('Erin Walsh')).toContainText('liked')
  await expect(row('Erin Walsh')).toContainText('reacted with 🔥')
  await expect(row('Dave Tanaka')).toContainText('reposted')
  await expect(row('Carol Lindqvist')).toContainText('reacted with 🎉')
  await expect(row('Bob Okafor')).toContainText('liked')
  await expect(people.getByRole('link', { name: /^Bob Okafor/ })).toHaveAttribute('href', '/@bob')
  await page.screenshot({ path: `${SHOTS}/after-light.png` })
  await expectNoA11yViolations(page, 'notifications with a group opened')

  // A follow request: Accept in place, then the entry says so.
  const request = feed.getByRole('article').filter({ hasText: 'Carol Lindqvist requested to follow you' })
  await expect(request).toHaveCount(1)
  await request.getByRole('button', { name: 'Accept @carol' }).click()
  await expect(request.getByText('Request accepted')).toBeVisible()
  await expect(request.getByRole('button', { name: /^(Accept|Reject) @carol$/ })).toHaveCount(0)
  await expect(request.getByText('Request accepted')).toBeFocused()

  // Mentions: only mentions and replies.
  await page.getByRole('tab', { name: 'Mentions' }).click()
  await expect(page.getByRole('tab', { name: 'Mentions' })).toHaveAttribute('aria-selected', 'true')
  // The entries are the feed's own articles (a mention's post card is an article inside one).
  const entries = feed.locator(':scope > article')
  await expect(entries.filter({ hasText: mention })).toHaveCount(1)
  await expect(entries.filter({ hasText: text })).toHaveCount(0)
  await expect(entries.filter({ hasText: 'requested to follow you' })).toHaveCount(0)
  const sentences = await entries.evaluateAll((articles) =>
    articles.map((a) => document.getElementById(a.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
  )
  expect(sentences.length).toBeGreaterThan(0)
  for (const sentence of sentences) expect(sentence).toMatch(/mentioned you|replied to your post/)
  await expectNoA11yViolations(page, 'notifications, Mentions')

  // Back to All; then dark theme and phone width.
  await page.getByRole('tab', { name: 'All' }).click()
  await expect(feed.getByRole('article').filter({ hasText: text })).toHaveCount(1)
  await page.emulateMedia({ colorScheme: 'dark' })
  await group.getByRole('button', { name: 'Show all 4 people' }).click()
  await page.screenshot({ path: `${SHOTS}/after-dark.png` })
  await expectNoA11yViolations(page, 'notifications (dark)')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(group).toContainText('Erin Walsh, Dave Tanaka and 2 others')
  await group.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/after-390.png` })
  await expectNoA11yViolations(page, 'notifications at 390 px')
})

test("alice's seeded backlog: one entry per post, with its first image as a thumbnail", async ({ page, instance }) => {
  test.setTimeout(90_000)
  const alice = instance.demo.member
  await signIn(page, alice.username, alice.password)
  await openNotifications(page)
  const feed = page.getByRole('feed', { name: 'Notifications' })
  // No post appears twice among the grouped entries.
  const links = await feed
    .getByRole('link', { name: /^Your post:/ })
    .evaluateAll((all) => all.map((a) => a.getAttribute('href')))
  expect(links.length).toBeGreaterThan(0)
  expect(new Set(links).size).toBe(links.length)
  await page.screenshot({ path: `${SHOTS}/after-alice-light.png`, fullPage: true })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/after-alice-390-dark.png`, fullPage: true })
  await expectNoA11yViolations(page, "alice's notifications (dark, 390 px)")
})
