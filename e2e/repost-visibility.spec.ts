import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { cards, publish, tokenOf, unique } from './support/posts'
import type { Page } from '@playwright/test'

// Followers-only reposts (issue 22; Mitra 4.3): a member whose posts go to followers by default
// reposts to followers only, and the button says so before it is pressed. A follower's home shows
// the repost; a guest on the member's profile does not. On 3.21 a repost is public, as before.

async function chooseFollowersByDefault(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click()
  const visibility = page.getByRole('combobox', { name: 'Default visibility of new posts' })
  await visibility.selectOption('private')
  await expect(visibility).toBeEnabled()
  await expect(visibility).toHaveValue('private')
}

test('a member who posts to followers by default reposts to followers only on 5.9, and publicly on 3.21', async ({
  page,
  browser,
  instance,
  mitra,
}) => {
  // Three browsers: the member's, a follower's and a guest's.
  test.setTimeout(90_000)
  // Carol's post; alice follows carol, dave follows alice but not carol.
  const text = unique('Seed swap at the library on Saturday')
  await publish(instance, await tokenOf(instance, 'carol'), { status: text })
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  await chooseFollowersByDefault(page)

  await page.getByRole('banner').getByRole('button', { name: 'Home', exact: true }).click()
  const card = cards(page.getByRole('feed'), text).first()
  await expect(card).toBeVisible()
  const actions = card.getByRole('group', { name: 'Post actions' })
  if (mitra === '5.9') {
    await expect(actions.getByRole('button', { name: 'Repost', exact: true })).toHaveCount(0)
    await actions.getByRole('button', { name: 'Repost to followers', exact: true }).click()
  } else {
    await expect(actions.getByRole('button', { name: 'Repost to followers' })).toHaveCount(0)
    await actions.getByRole('button', { name: 'Repost', exact: true }).click()
  }
  const done = actions.getByRole('button', { name: 'Repost, 1 repost', exact: true })
  await expect(done).toHaveAttribute('aria-pressed', 'true')
  await expectNoA11yViolations(page, `home after a repost (${mitra})`)

  // Dave follows alice: his home shows her repost on either release.
  const daves = await browser.newContext({ baseURL: instance.url })
  const dave = await daves.newPage()
  await signIn(dave, 'dave', 'dave-demo-pass')
  const reposted = cards(dave.getByRole('feed'), text).first()
  await expect(reposted).toBeVisible()
  await expect(reposted.getByText(/Alice Moreau\s+reposted/)).toBeVisible()
  await daves.close()

  // A guest on alice's profile sees the repost only where it is public.
  const guests = await browser.newContext({ baseURL: instance.url })
  const guest = await guests.newPage()
  await guest.goto(`/@${username}`)
  await expect(guest.getByRole('heading', { level: 1, name: 'Alice Moreau' })).toBeVisible()
  const posts = guest.getByRole('feed')
  await expect(posts.getByRole('article').first()).toBeVisible()
  await expect(cards(posts, text)).toHaveCount(mitra === '5.9' ? 0 : 1)
  await guests.close()
})
