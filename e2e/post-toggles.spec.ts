import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { postAction } from './support/post-actions'
import { card, openPost, publish, tokenOf, unique } from './support/posts'
import type { Locator, Page } from '@playwright/test'

const HEART = /^❤️?, 1 reaction$/u

async function expectToggled(post: Locator): Promise<void> {
  await expect(post.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true')
  await expect(post.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(post.getByRole('button', { name: HEART })).toHaveAttribute('aria-pressed', 'true')
}

async function expectPinned(page: Page, text: string, where: Locator | Page = page): Promise<void> {
  await expect(card(where, text).getByText('Pinned', { exact: true })).toBeVisible()
}

test('likes, bookmarks, reactions and pins made on home show the same on the post page and after a reload', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const bobsText = unique('Fresh sourdough this morning')
  const ownText = unique('My favourite post, to keep on top')
  await publish(instance, await tokenOf(instance, 'bob'), { status: bobsText })
  await publish(instance, await tokenOf(instance, username), { status: ownText })
  await signIn(page, username, password)
  const feed = page.getByRole('feed')

  // Like, bookmark and react to Bob's post from home.
  const bobs = card(feed, bobsText)
  const like = bobs.getByRole('button', { name: 'Like', exact: true })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await like.click()
  const bookmark = bobs.getByRole('button', { name: 'Bookmark', exact: true })
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
  await bookmark.click()
  await bobs.getByRole('button', { name: 'React', exact: true }).click()
  const picker = page.getByRole('dialog', { name: 'Add a reaction' })
  await expect(picker).toBeVisible()
  await expectNoA11yViolations(page, 'the reaction picker')
  await picker.getByRole('button', { name: 'Heart', exact: true }).click()
  await expect(picker).toBeHidden()
  await expectToggled(bobs)

  // Pin the member's own post from its menu.
  await postAction(card(feed, ownText), 'Pin')
  await expectPinned(page, ownText, feed)
  await expectNoA11yViolations(page, 'home after liking, bookmarking, reacting and pinning')

  // The post pages show the same.
  await openPost(page, bobs)
  await expectToggled(card(page, bobsText))
  await expectNoA11yViolations(page, 'a liked, bookmarked post with a reaction')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible()
  await expectToggled(card(page, bobsText))

  await page.goto('/home')
  await openPost(page, card(feed, ownText))
  await expectPinned(page, ownText)
  await page.reload()
  await expectPinned(page, ownText)

  // And home after a reload.
  await page.goto('/home')
  await expectToggled(card(feed, bobsText))
  await expectPinned(page, ownText, feed)

  // Toggles go off again.
  await card(feed, bobsText).getByRole('button', { name: 'Like, 1 like' }).click()
  await expect(card(feed, bobsText).getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await card(feed, bobsText).getByRole('button', { name: HEART }).click()
  await expect(card(feed, bobsText).getByRole('button', { name: HEART })).toHaveCount(0)
  await postAction(card(feed, ownText), 'Unpin')
  await expect(card(feed, ownText).getByText('Pinned', { exact: true })).toHaveCount(0)
  await page.reload()
  await expect(card(feed, bobsText).getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(card(feed, bobsText).getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(card(feed, ownText).getByText('Pinned', { exact: true })).toHaveCount(0)
})
