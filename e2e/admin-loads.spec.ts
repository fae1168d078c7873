import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card } from './support/posts'
import { postAction } from './support/post-actions'

// The admin's loads (spec §6 Admin): on a remote person's profile "Load latest posts", on a remote
// post "Load replies". Mitra queues a fetch and answers 204; the person is asked to reload later.
// Mitra 5.9 takes these calls only with a JSON body ({collection} since 4.2.0, {use_context} since
// 5.5.0) and answers 400 without one, which --contract also reports: this journey runs on both
// dialects (docs/mitra-versions.md). "Load featured posts" ({collection: "featured"}, 4.2.0) shows on
// 5.9 only: 3.21 reads no body and would load the outbox instead.
// Simulated: the demo instance does not federate, so nothing is fetched; it answers what Mitra
// answers once the fetch is queued (204), and the posts stay as they are.

test('an admin loads the latest posts of a remote person and the replies of a remote post', async ({
  page,
  instance,
  mitra,
}) => {
  const { username, password } = instance.demo.admin
  await signIn(page, username, password)

  // Demo seed: mira@remote.example, a remote person with posts (server/db/seed-content.ts, seed-features.ts).
  await page.goto('/@mira@remote.example')
  await expect(page.getByRole('heading', { level: 1, name: 'Mira Sol' })).toBeVisible()
  await page.getByRole('button', { name: 'Profile actions' }).click()
  await page.getByRole('menuitem', { name: 'Load latest posts', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading the latest posts. Reload the page in a few minutes.' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Profile actions' }).click()
  const loadFeatured = page.getByRole('menuitem', { name: 'Load featured posts', exact: true })
  if (mitra === '3.21') {
    await expect(page.getByRole('menuitem', { name: 'Load latest posts', exact: true })).toBeVisible()
    await expect(loadFeatured).toHaveCount(0)
    await page.keyboard.press('Escape')
  } else {
    await expect(loadFeatured).toBeVisible()
    await expectNoA11yViolations(page, 'profile actions with Load featured posts')
    await loadFeatured.click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading the featured posts. Reload the page in a few minutes.' }),
    ).toBeVisible()
  }

  const post = card(page.getByRole('feed'), 'Settling an old argument on remote.example: tea or coffee?')
  await expect(post).toBeVisible()
  await postAction(post, 'Load replies')
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading replies. Reload the page in a few minutes to see them.' }),
  ).toBeVisible()

  // Neither call was refused: no error toast.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
})
