import type { Locator } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, openPost, publish, publishPoll, tokenOf, unique } from './support/posts'

/** No Reply, Repost or Quote buttons and no composer form on this card. */
async function expectNoWriteControls(post: Locator): Promise<void> {
  await expect(post.getByRole('button', { name: /^Reply\b/ })).toHaveCount(0)
  await expect(post.getByRole('button', { name: /^Repost\b/ })).toHaveCount(0)
  await expect(post.getByRole('button', { name: 'Quote', exact: true })).toHaveCount(0)
}

test('a read-only member sees no write controls but likes, reacts, bookmarks and votes', async ({ page, instance }) => {
  const reader = instance.demo.all.find((a) => a.role === 'read_only_user')
  if (!reader) throw new Error('the demo seed has no read-only account')
  const bob = await tokenOf(instance, 'bob')
  const text = unique('Bob shares a recipe for rye bread')
  const pollText = unique('Bob asks: rye or spelt?')
  await publish(instance, bob, { status: text })
  await publishPoll(instance, bob, pollText, ['Rye', 'Spelt'])
  await signIn(page, reader.username, reader.password)
  const feed = page.getByRole('feed')

  // No composer on home.
  await expect(page.getByText('Your account is read-only: you can read and react, but not post.')).toBeVisible()
  await expect(page.getByLabel('Post text')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0)

  // No Reply, Repost or Quote on any post; counts are shown as text instead.
  const post = card(feed, text)
  await expect(post).toBeVisible()
  await expectNoWriteControls(post)
  await expect(feed.getByRole('button', { name: /^(Reply|Repost)\b/ })).toHaveCount(0)

  // Like, react and bookmark work.
  await post.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(post.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true')
  await post.getByRole('button', { name: 'Bookmark', exact: true }).click()
  await expect(post.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await post.getByRole('button', { name: 'React', exact: true }).click()
  await page.getByRole('dialog', { name: 'Add a reaction' }).getByRole('button', { name: 'Eyes', exact: true }).click()
  await expect(post.getByRole('button', { name: '👀, 1 reaction' })).toHaveAttribute('aria-pressed', 'true')

  // So does voting.
  const polled = card(feed, pollText)
  await polled.getByRole('radio', { name: 'Spelt' }).check()
  await polled.getByRole('button', { name: 'Vote', exact: true }).click()
  await expect(polled.getByRole('listitem').filter({ hasText: 'Spelt' })).toContainText('100%')
  await expectNoA11yViolations(page, 'home (read-only member) after acting on posts')

  // The post page offers no reply or quote either, and keeps the reader's actions.
  await openPost(page, post)
  const onPage = card(page, text)
  await expectNoWriteControls(onPage)
  await expect(page.getByRole('form')).toHaveCount(0)
  await expect(onPage.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true')
  await expect(onPage.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(onPage.getByRole('button', { name: '👀, 1 reaction' })).toHaveAttribute('aria-pressed', 'true')
  await expectNoA11yViolations(page, 'a post page (read-only member)')
})

test('a read-only member is offered no Drafts and no posting settings', async ({ page, instance }) => {
  const reader = instance.demo.all.find((a) => a.role === 'read_only_user')!
  await signIn(page, reader.username, reader.password)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Bookmarks', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: /^Drafts/ })).toHaveCount(0)
  await nav.getByRole('link', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Content warnings' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Publish with Ctrl+Enter' })).toHaveCount(0)
  await expect(page.getByLabel('Default visibility of new posts')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Muted users' })).toHaveAttribute('href', '/mutes')
  await expectNoA11yViolations(page, 'settings of a read-only member')
})
