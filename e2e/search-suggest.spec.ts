import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, publish, tokenOf, unique } from './support/posts'
import type { Page } from '@playwright/test'

// Search (issue 19.3): suggestions while typing (an ARIA combobox), a plain word searched as people,
// tags and posts at once, honest empty sections, and scopes that run at once. Mitra 3.21 and 5.9
// search alike: accounts by user name, hashtags by one word, post text only in the searcher's own,
// bookmarked, liked or reacted-to posts and those mentioning them.

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' })

test('typing suggests real tags and accounts; arrows and Enter open one', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await box(page).fill('coff')
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option', { name: '#coffee' })).toBeVisible()
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  await expectNoA11yViolations(page, 'suggestions for coff')

  // The seed's accounts are found by user name: "caro" suggests Carol.
  await box(page).fill('caro')
  const carol = list.getByRole('option', { name: /Carol Lindqvist/ })
  await expect(carol).toBeVisible()
  await box(page).press('ArrowDown')
  await expect(carol).toHaveAttribute('aria-selected', 'true')
  await expect(box(page)).toBeFocused()
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/@carol$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Carol Lindqvist' })).toBeVisible()

  // Escape closes the list; the tag suggestion opens the tag page.
  await box(page).fill('coff')
  await expect(list.getByRole('option', { name: '#coffee' })).toBeVisible()
  await box(page).press('Escape')
  await expect(list).toHaveCount(0)
  await box(page).press('ArrowDown')
  await box(page).press('ArrowDown')
  await expect(list.getByRole('option', { name: '#coffee' })).toHaveAttribute('aria-selected', 'true')
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/tag\/coffee$/)
})

test('a plain word shows people, tags and posts in sections; a scope runs at once', async ({ page, instance }) => {
  const { username, password } = instance.demo.member
  const word = unique('Espresso').replace(' ', '').toLowerCase()
  const token = await tokenOf(instance, username)
  // Mitra searches the text of the searcher's own posts (among others): Alice writes one.
  const text = `A ${word} before the market #coffee`
  await publish(instance, token, { status: text })
  // Bob's posts are public, but Alice never touched them: not searchable for her.
  const bobsWord = unique('Ristretto').replace(' ', '').toLowerCase()
  await publish(instance, await tokenOf(instance, 'bob'), { status: `Bob has a ${word} too` })
  await publish(instance, await tokenOf(instance, 'bob'), { status: `Bob alone drinks ${bobsWord}` })
  await signIn(page, username, password)
  const main = page.getByRole('main')

  await box(page).fill('coffee')
  await box(page).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=coffee$/)
  const people = main.getByRole('region', { name: 'People' })
  const tags = main.getByRole('region', { name: 'Tags' })
  const posts = main.getByRole('region', { name: 'Posts' })
  await expect(people.getByRole('heading', { name: 'People' })).toBeVisible()
  await expect(people).toContainText('No user names contain “coffee”.')
  await expect(tags.getByRole('link', { name: 'coffee', exact: true })).toHaveAttribute('href', '/tag/coffee')
  await expect(posts.getByRole('heading', { name: 'Posts' })).toBeVisible()
  await expect(card(posts, text)).toBeVisible()
  await expect(main.getByText('No results')).toHaveCount(0)
  await expectNoA11yViolations(page, 'a plain search in sections')

  // The word only Bob wrote: the Posts section says what was searched and what is covered.
  await box(page).fill(word)
  await box(page).press('Enter')
  await expect(card(posts, text)).toBeVisible()
  await expect(main.getByText(`Bob has a ${word} too`)).toHaveCount(0)

  await box(page).fill(bobsWord)
  await box(page).press('Enter')
  await expect(posts).toContainText(
    `No posts contain “${bobsWord}” that this server can search. It searches only your own posts, posts you bookmarked, liked or reacted to, and posts that mention you.`,
  )
  await expect(people).toContainText(`No user names contain “${bobsWord}”.`)
  await expect(tags).toContainText(`No hashtags contain “${bobsWord}”.`)
  await expectNoA11yViolations(page, 'empty sections')

  // Choosing a scope in the box runs it at once: no stale result stays.
  await box(page).fill(word)
  await page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: `Search posts for “${word}”` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/search\\?q=%3E${word}$`))
  await expect(box(page)).toHaveValue(`>${word}`)
  await expect(main.getByRole('status')).toHaveText('1 result')
  await expect(card(main.getByRole('region', { name: 'Posts' }), text)).toBeVisible()

  // The scope links on the screen run too.
  const scopes = main.getByRole('navigation', { name: 'Search in' })
  await expect(scopes.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page')
  await scopes.getByRole('link', { name: 'Tags' }).click()
  await expect(box(page)).toHaveValue(`#${word}`)
  await expect(main.getByRole('status')).toHaveText(`No hashtags contain “${word}”. A hashtag search takes one word.`)
  await scopes.getByRole('link', { name: 'All' }).click()
  await expect(card(main.getByRole('region', { name: 'Posts' }), text)).toBeVisible()
})

for (const scheme of ['dark', 'phone'] as const) {
  test(`search sections and suggestions pass axe (${scheme})`, async ({ page, instance }) => {
    if (scheme === 'dark') await page.emulateMedia({ colorScheme: 'dark' })
    else await page.setViewportSize({ width: 390, height: 844 })
    const { username, password } = instance.demo.member
    await signIn(page, username, password)
    await page.goto('/search?q=coffee')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'coffee', exact: true }),
    ).toBeVisible()
    await expect(main.getByRole('region', { name: 'Posts' }).locator('[aria-busy="true"]')).toHaveCount(0)
    await expectNoA11yViolations(page, `sections (${scheme})`)
    const search = box(page)
    // The header keeps its search box on a phone too.
    await expect(search).toBeVisible()
    await search.fill('coff')
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: '#coffee' }),
    ).toBeVisible()
    await expectNoA11yViolations(page, `suggestions (${scheme})`)
  })
}
