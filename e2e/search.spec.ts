import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, cards, openPost, publish, tokenOf, unique } from './support/posts'
import type { Page } from '@playwright/test'

// Search (issue 4, rules of Mitra's search since issue 19): the header search box with its @ # >
// prefixes and a plain query, opening each kind of result, an empty search, a failing search with its retry, and paging by offset.

/** Searches through the header search box and waits for the search screen to answer. */
async function search(page: Page, q: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' })
  await box.fill(q)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(box).toHaveValue(q)
}

/** The result count line (or No results) of the search screen. */
const count = (page: Page) => page.getByRole('main').getByRole('status')

test('a member finds accounts, hashtags and posts by prefix and by plain text, and opens each', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const word = unique('Lanternfish').replace(' ', '')
  const text = `${word} glow under the pier tonight`
  // Mitra searches post text only in the searcher's own, bookmarked, liked or reacted-to posts and
  // those that mention them: the member writes it.
  await publish(instance, await tokenOf(instance, username), { status: text })
  await signIn(page, username, password)
  const main = page.getByRole('main')

  // "@" finds accounts; a result opens the profile.
  await search(page, '@caro')
  await expect(count(page)).toHaveText(/^\d+ results?$/)
  const accounts = main.getByRole('region', { name: 'People' })
  const carol = accounts.getByRole('link', { name: /Carol Lindqvist/ })
  await expect(carol).toBeVisible()
  await expectNoA11yViolations(page, 'account results')
  await carol.click()
  await expect(page).toHaveURL(/\/@carol$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Carol Lindqvist' })).toBeVisible()
  await expect(main.getByText('@carol', { exact: true }).first()).toBeVisible()

  // "#" finds hashtags; a result opens the tag timeline.
  await search(page, '#astro')
  const tag = main.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'astronomy', exact: true })
  await expect(tag).toHaveAttribute('href', '/tag/astronomy')
  await expect(count(page)).toHaveText('1 result')
  await expectNoA11yViolations(page, 'hashtag results')
  await tag.click()
  await expect(page).toHaveURL(/\/tag\/astronomy$/)
  await expect(page.getByRole('heading', { level: 1, name: '#astronomy' })).toBeVisible()

  // ">" finds posts by their text; a result opens its thread.
  await search(page, `>${word}`)
  await expect(count(page)).toHaveText('1 result')
  const posts = main.getByRole('region', { name: 'Posts' })
  await expect(card(posts, text)).toBeVisible()
  await expectNoA11yViolations(page, 'post results')
  await openPost(page, card(posts, text))
  await expect(card(page, text)).toBeVisible()

  // A plain query of several words searches post text (and no people or tags) too.
  await search(page, 'glow under the pier')
  await expect(main.getByRole('region', { name: 'People' })).toContainText('People are searched by one user name')
  await expect(card(main.getByRole('region', { name: 'Posts' }), text)).toBeVisible()
  await openPost(page, card(main, text))
  await expect(card(page, text)).toBeVisible()

  // A single plain word searches people, tags and posts at once.
  await search(page, 'frank')
  await main
    .getByRole('region', { name: 'People' })
    .getByRole('link', { name: /Frank Ibarra/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Frank Ibarra' })).toBeVisible()

  // Nonsense finds nothing.
  await search(page, '>qzxv-nothing-like-this-9')
  await expect(count(page)).toHaveText(
    'No posts contain “qzxv-nothing-like-this-9” that this server can search. It searches only your own posts, posts you bookmarked, liked or reacted to, and posts that mention you.',
  )
  await expect(main.getByRole('region')).toHaveCount(0)
  await expectNoA11yViolations(page, 'no results')
})

test(
  'a failing search shows its message instead of the count and can be tried again',
  { tag: '@client-only' },
  async ({ page, instance }) => {
    const { username, password } = instance.demo.member
    await signIn(page, username, password)
    await page.route('**/api/v2/search?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal error', error_description: 'internal error' }),
      }),
    )
    await search(page, '#coffee')
    const main = page.getByRole('main')
    await expect(main.getByRole('alert')).toHaveText('The server ran into a problem (500 Internal Server Error).')
    await expect(count(page)).toHaveCount(0)
    await expect(main.getByRole('region', { name: 'Tags' })).toHaveCount(0)
    await expectNoA11yViolations(page, 'a failed search')

    await page.unroute('**/api/v2/search?**')
    await main.getByRole('button', { name: 'Try again' }).click()
    await expect(count(page)).toHaveText('1 result')
    await expect(main.getByRole('link', { name: 'coffee', exact: true })).toBeVisible()
    await expect(main.getByRole('alert')).toHaveCount(0)
  },
)

test('more results than a page load by offset with Show more', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const word = unique('Quokka').replace(' ', '')
  const token = await tokenOf(instance, username)
  // The client asks for the server's default page of 20: 25 posts make a second, shorter page.
  for (let i = 1; i <= 25; i++) await publish(instance, token, { status: `${word} sighting number ${i}` })
  await signIn(page, username, password)
  const offsets: (string | null)[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/v2/search') offsets.push(url.searchParams.get('offset'))
  })

  await search(page, `>${word}`)
  const main = page.getByRole('main')
  await expect(count(page)).toHaveText('20 results')
  await expect(cards(main, word)).toHaveCount(20)
  // Newest first: the first page ends at the sixth post.
  await expect(card(main, `${word} sighting number 25`)).toBeVisible()
  await expect(cards(main, `${word} sighting number 5`)).toHaveCount(0)

  await main.getByRole('button', { name: 'Show more' }).click()
  await expect(count(page)).toHaveText('25 results')
  await expect(cards(main, word)).toHaveCount(25)
  await expect(card(main, new RegExp(`${word} sighting number 1(?!\\d)`))).toBeVisible()
  await expect(main.getByRole('button', { name: 'Show more' })).toHaveCount(0)
  expect(offsets).toEqual([null, '20'])
  await expectNoA11yViolations(page, 'a second page of results')
})
