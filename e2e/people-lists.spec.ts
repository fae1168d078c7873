import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { createMinisignKey } from './support/minisign'
import { tokenOf } from './support/posts'
import type { Page } from '@playwright/test'

const SHOTS = process.env.PARLEY_SHOTS

/** With PARLEY_SHOTS set: the screen light, dark, and dark at 390 px wide, then back as it was. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return
  const size = page.viewportSize()
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, animations: 'disabled' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, animations: 'disabled' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/${name}-390-dark.png`, animations: 'disabled' })
  await page.emulateMedia({ colorScheme: 'light' })
  if (size) await page.setViewportSize(size)
}

// Issue 22, people and reactions: on a post's own page, who liked, reposted and reacted, each
// list in a dialog (Mitra 4.4.0 / 4.5.0); the member's likes on a Favourites screen beside
// the bookmarks (4.17.0); the directory ordered by activity or name (4.6.0); the instance's blocked
// domains on About (4.12.0; to guests where the admin makes them public); removing a linked key
// (4.15.0). On 3.21 none of it shows, and nothing calls the routes it lacks (--contract would fail
// the journey).

test('a member sees who reacted to a post and opens their favourites', async ({ page, instance, mitra }) => {
  // Demo seed (server/db/seed-features.ts): alice's balcony harvest, liked by bob, carol and
  // frank, reposted by bob, with five emoji reactions; alice likes carol's fog series.
  const token = await tokenOf(instance, 'alice')
  const alice = await instance.api<{ id: string }>('/api/v1/accounts/lookup?acct=alice', { token })
  const posts = await instance.api<{ id: string; content: string }[]>(
    `/api/v1/accounts/${alice.id}/statuses?limit=40`,
    { token },
  )
  const harvest = posts.find((p) => p.content.includes('Balcony harvest'))
  expect(harvest, 'the seeded harvest post').toBeDefined()
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  const nav = page.getByRole('navigation', { name: 'Main' })

  await page.goto(`/post/${harvest?.id}`)
  await expect(page.getByRole('article').first()).toContainText('Balcony harvest')
  const people = page.getByRole('group', { name: 'Who reacted' })

  if (mitra === '3.21') {
    await expect(page.getByRole('button', { name: /^Like/ }).first()).toBeVisible()
    await expect(people).toHaveCount(0)
    await page.goto('/bookmarks')
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Saved posts' })).toHaveCount(0)
    return
  }

  const likers = people.getByRole('button', { name: 'Liked by 3 people' })
  await shots(page, 'post-counts')
  await expect(people.getByRole('button', { name: 'Reposted by 1 person' })).toBeVisible()
  await likers.click()
  const dialog = page.getByRole('dialog', { name: 'Liked by' })
  const list = dialog.getByRole('list', { name: 'Liked by' })
  await expect(list.getByRole('listitem')).toHaveCount(3)
  await expect(list.getByRole('link', { name: /@frank/ })).toBeVisible()
  await expectNoA11yViolations(page, 'who liked a post')
  await shots(page, 'liked-by')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(likers).toBeFocused()

  await people.getByRole('button', { name: '5 reactions' }).click()
  const reactions = page.getByRole('dialog', { name: 'Reactions' })
  const tomato = reactions.getByRole('region', { name: ':tomato:: 2' })
  await expect(tomato.getByRole('link', { name: /@carol/ })).toBeVisible()
  await expect(tomato.getByRole('link', { name: /@dave/ })).toBeVisible()
  await expect(reactions.getByRole('region', { name: '🎉: 1' }).getByRole('link', { name: /@erin/ })).toBeVisible()
  await expectNoA11yViolations(page, 'who reacted to a post')
  await shots(page, 'reactions')
  await page.keyboard.press('Escape')
  await expect(reactions).toHaveCount(0)

  // Favourites sit beside the bookmarks, as the other view of the posts the member kept.
  await nav.getByRole('link', { name: 'Bookmarks' }).click()
  const saved = page.getByRole('navigation', { name: 'Saved posts' })
  await expect(saved.getByRole('link', { name: 'Bookmarks' })).toHaveAttribute('aria-current', 'page')
  await saved.getByRole('link', { name: 'Favourites' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible()
  await expect(saved.getByRole('link', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page')
  const fog = page
    .getByRole('feed', { name: 'Favourites' })
    .getByRole('article')
    .filter({ hasText: 'Fog series, part two.' })
  await expect(fog.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true')
  await expectNoA11yViolations(page, 'favourites')
  await shots(page, 'favourites')
})

test('a member orders the directory, reads the blocked domains and removes a linked key', async ({
  page,
  instance,
  mitra,
}) => {
  await instance.cli('update-config', 'blocked_domains', 'spam.example,bad.example')
  // A key linked through the API, as the identity proof journey links one through the screens.
  const token = await tokenOf(instance, 'alice')
  const key = createMinisignKey()
  const signer = new URLSearchParams({ proof_type: 'minisign-unhashed', signer: key.publicKeyFile })
  const claim = await instance.api<{ did: string; claim: string; created_at: string }>(
    `/api/v1/accounts/${mitra === '5.9' ? 'identity_claim' : 'identity_proof'}?${signer.toString()}`,
    { token },
  )
  await instance.api('/api/v1/accounts/identity_proof', {
    method: 'POST',
    token,
    body: JSON.stringify({
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature: key.signClaim(claim.claim),
      created_at: claim.created_at,
    }),
  })
  const value = claim.did.slice('did:key:'.length)
  const { username, password } = instance.demo.member
  await signIn(page, username, password)

  await page.goto('/profile-directory')
  const list = page.getByRole('list', { name: 'Profile directory' })
  await expect(list.getByRole('article').first()).toBeVisible()
  const order = page.getByRole('group', { name: 'Order' })
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: /^About/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Technical information' })).toBeVisible()
  const blocked = page.getByRole('region', { name: 'Blocked domains' })
  await page.goto('/settings/identity-proof')
  await expect(page.getByRole('heading', { level: 1, name: 'Link cryptographic key' })).toBeVisible()
  const linked = page.getByRole('region', { name: 'Linked keys and addresses' })

  if (mitra === '3.21') {
    await expect(linked).toHaveCount(0)
    await page.goto('/about')
    await expect(page.getByRole('heading', { name: 'Technical information' })).toBeVisible()
    await expect(blocked).toHaveCount(0)
    await page.goto('/profile-directory')
    await expect(list.getByRole('article').first()).toBeVisible()
    await expect(order).toHaveCount(0)
    return
  }

  await shots(page, 'identity-proof-linked')
  // Removing the key: confirmed first, then announced, and the focus on the list's heading.
  await linked.getByRole('button', { name: `Remove ${value}` }).click()
  const confirm = page.getByRole('dialog', { name: `Remove ${value} from your profile?` })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(linked.getByRole('status')).toHaveText(`${value} is no longer linked to your profile.`)
  await expect(linked.getByRole('heading', { name: 'Linked keys and addresses' })).toBeFocused()
  await expect(linked.getByRole('listitem')).toHaveCount(0)
  await expectNoA11yViolations(page, 'identity proof, key removed')
  await shots(page, 'identity-proof-removed')

  await page.goto('/about')
  await expect(blocked.getByRole('listitem')).toHaveText(['spam.example', 'bad.example'])
  await shots(page, 'about-blocked-domains')

  await page.goto('/profile-directory')
  await expect(order.getByRole('radio', { name: 'Recently active' })).toBeChecked()
  await order.getByRole('radio', { name: 'By name' }).click()
  await expect(page).toHaveURL(/\/profile-directory\?order=name$/)
  await expect(list.getByRole('article').first()).toBeVisible()
  // By username: the handles in the headings come in alphabetical order.
  const handles = await list
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          /@(\S+)/.exec(document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')?.[1] ??
          '',
      ),
    )
  expect(handles.length).toBeGreaterThan(3)
  expect(handles).toEqual([...handles].sort())
  await expectNoA11yViolations(page, 'profile directory by name')
  await shots(page, 'directory-order')
})

test('a guest reads the blocked domains on About only where the instance makes them public', async ({
  page,
  instance,
  mitra,
}) => {
  await instance.cli('update-config', 'blocked_domains', 'spam.example,bad.example')
  const blocked = page.getByRole('region', { name: 'Blocked domains' })
  const heading = page.getByRole('heading', { level: 1, name: /^About/ })
  const asked = (status: number) =>
    page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/instance/domain_blocks') && response.status() === status,
    )
  if (mitra === '3.21') {
    await page.goto('/about')
    await expect(heading).toBeVisible()
    await expect(page.getByText(/^Parley build/)).toBeVisible()
    await expect(blocked).toHaveCount(0)
    return
  }
  // Members only by default: Mitra refuses a guest, and About says nothing of it, not even an error.
  const refused = asked(401)
  await page.goto('/about')
  await refused
  await expect(heading).toBeVisible()
  await expect(blocked).toHaveCount(0)
  await expect(page.getByText('The blocked domains could not be loaded')).toHaveCount(0)
  // The admin makes the list public: a guest now reads it.
  await instance.cli('update-config', 'filter_blocklist_public', 'true')
  const answered = asked(200)
  await page.reload()
  await answered
  await expect(blocked.getByRole('listitem')).toHaveText(['spam.example', 'bad.example'])
  await expectNoA11yViolations(page, 'About with the blocked domains, as a guest')
  await shots(page, 'about-blocked-domains-guest')
})
