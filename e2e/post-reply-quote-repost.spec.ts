import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, cards, openPost, publish, tokenOf, unique } from './support/posts'

test('a member replies, quotes and reposts, and finds each where it belongs', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const original = unique('Bob asks: who is coming to the bakery on Saturday?')
  const reply = unique('Count me in')
  const comment = unique('Everyone should go to this')
  await publish(instance, await tokenOf(instance, 'bob'), { status: original })
  // Home's poll for new posts runs on the page's clock, moved on below instead of waited for.
  await page.clock.install()
  await signIn(page, username, password)
  const feed = page.getByRole('feed')

  // Reply inline from home; the reply sits under its parent in the thread.
  const bobs = card(feed, original)
  await bobs.getByRole('button', { name: 'Reply', exact: true }).click()
  const replyForm = page.getByRole('form', { name: 'Reply to @bob' })
  await expect(replyForm.getByLabel('Post text', { exact: true })).toHaveValue('@bob ')
  await expectNoA11yViolations(page, 'home with an inline reply form')
  await replyForm.getByLabel('Post text', { exact: true }).fill(`@bob ${reply}`)
  await replyForm.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(replyForm).toBeHidden()
  await expect(bobs.getByRole('button', { name: 'Reply, 1 reply' })).toBeVisible()

  await openPost(page, bobs)
  const thread = page.getByRole('article')
  // The thread has loaded its replies (the post itself may show first, from the feed's copy).
  await expect(thread.filter({ hasText: reply })).toHaveCount(1)
  const texts = await thread.allTextContents()
  const parentAt = texts.findIndex((t) => t.includes(original))
  const replyAt = texts.findIndex((t) => t.includes(reply))
  expect(parentAt, 'the parent is in the thread').toBeGreaterThanOrEqual(0)
  expect(replyAt, 'the reply comes after its parent').toBeGreaterThan(parentAt)
  await expectNoA11yViolations(page, 'a thread with a reply')

  // Quote from the thread: it opens inline, then home shows the quote embedding the original.
  const parent = card(page, original)
  await parent.getByRole('button', { name: 'Quote', exact: true }).click()
  const quoteForm = page.getByRole('form', { name: 'Quote post by @bob' })
  await quoteForm.getByLabel('Post text', { exact: true }).fill(comment)
  await quoteForm.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  const quote = card(feed, comment)
  await expect(quote).toBeVisible()
  const embedded = quote.getByRole('link', { name: /^Quoted post/ })
  await expect(embedded).toContainText(original)
  await expect(embedded).toContainText('@bob')

  // Repost from home: the button is pressed, and the reader's own repost is no "new post".
  const repost = card(feed, original).getByRole('button', { name: 'Repost', exact: true })
  await expect(repost).toHaveAttribute('aria-pressed', 'false')
  await repost.click()
  await expect(card(feed, original).getByRole('button', { name: /^Repost, 1 repost$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The next poll of home brings the repost: nothing is announced, and the post stays one card.
  const poll = page.waitForResponse(async (response) => {
    if (new URL(response.url()).pathname !== '/api/v1/timelines/home') return false
    const posts = (await response.json()) as { reblog: { content: string } | null }[]
    return posts.some((post) => post.reblog?.content.includes(original))
  })
  await page.clock.fastForward('01:01')
  await poll
  await page.clock.runFor(1000)
  await expect(page.getByRole('button', { name: /new post/ })).toHaveCount(0)
  await expect(cards(feed, original)).toHaveCount(1)
  // After a reload home holds the post and Alice's repost of it: one card, the repost, on top.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(cards(feed, original)).toHaveCount(1)
  const reposted = card(feed, original)
  await expect(reposted.getByText('Alice Moreau reposted')).toBeVisible()
  await expect(reposted.getByRole('link', { name: /@bob$/ }).first()).toBeVisible()
  await expect(reposted.getByRole('button', { name: /^Repost, 1 repost$/ })).toHaveAttribute('aria-pressed', 'true')
  // The repost is the newest entry on home, above the quote.
  await expect(feed.getByRole('article').first()).toContainText('Alice Moreau reposted')
  await expectNoA11yViolations(page, 'home with a quote and a repost')
})

test("a member quotes from home through the post's menu, which opens its thread with the quote form", async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const original = unique('Bob shares the allotment rota')
  const comment = unique('Worth a read before Sunday')
  await publish(instance, await tokenOf(instance, 'bob'), { status: original })
  await signIn(page, username, password)
  const bobs = card(page.getByRole('feed'), original)
  // The action bar keeps Quote for the thread; the timeline's card offers it in More actions.
  await expect(bobs.getByRole('button', { name: 'Quote', exact: true })).toHaveCount(0)
  await bobs.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Quote' }).click()
  await expect(page).toHaveURL(/\/post\/[^/?]+\?quote=1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible()
  const quoteForm = page.getByRole('form', { name: 'Quote post by @bob' })
  await expect(quoteForm.getByLabel('Post text', { exact: true })).toBeFocused()
  // The post the thread is about shows its full date and time, not its age.
  await expect(card(page, original).locator('time').last()).toHaveText(
    new RegExp(`${new Date().getFullYear()}.*\\d{1,2}:\\d{2}`),
  )
  await expectNoA11yViolations(page, 'the quote form opened from home')
  await quoteForm.getByLabel('Post text', { exact: true }).fill(comment)
  await quoteForm.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(card(page.getByRole('feed'), comment).getByRole('link', { name: /^Quoted post/ })).toBeVisible()
})
