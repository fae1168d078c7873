import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { person, publish, tokenOf, unique } from './support/posts'

// Quotes that cannot be shown (issue 22). A member who muted an author finds that author's quoted
// post behind Show on Mitra 5.9 (`hidden`, since 4.6.0; 3.21 sends no such flag and shows it); a
// quote whose post was deleted says the quoted post is not available, keeping Mitra's link to it.

test('a quote of a muted author waits behind Show on 5.9, and a deleted quote says so', async ({
  page,
  instance,
  mitra,
}) => {
  const bob = await tokenOf(instance, 'bob')
  const carol = await tokenOf(instance, 'carol')
  const member = await tokenOf(instance, instance.demo.member.username)
  const words = unique('Quoted words')
  const kept = await publish(instance, bob, { status: words })
  const doomed = await publish(instance, bob, { status: unique('Soon gone') })
  const ofKept = await publish(instance, carol, { status: unique('Quoting the kept one'), quote_id: kept.id })
  const ofDoomed = await publish(instance, carol, { status: unique('Quoting the gone one'), quote_id: doomed.id })
  const bobId = (await instance.api<{ id: string }>(`/api/v1/accounts/lookup?acct=${person(instance, 'bob').username}`))
    .id
  await instance.api(`/api/v1/accounts/${bobId}/mute`, { method: 'POST', token: member })
  await instance.api(`/api/v1/statuses/${doomed.id}`, { method: 'DELETE', token: bob })

  await signIn(page, instance.demo.member.username, instance.demo.member.password)
  await page.goto(`/post/${ofKept.id}`)
  const post = page.getByRole('article').first()
  const quote = post.getByRole('link', { name: /Quoted post/ })
  if (mitra === '5.9') {
    await expect(post.getByText('Quoted post from an account you muted.')).toBeVisible()
    await expect(post.getByText(words)).toHaveCount(0)
    await expectNoA11yViolations(page, 'a post quoting a muted author')
    await post.getByRole('button', { name: 'Show', exact: true }).click()
  }
  await expect(quote).toContainText(words)

  await page.goto(`/post/${ofDoomed.id}`)
  await expect(post.getByText('The quoted post is not available.')).toBeVisible()
  await expect(post.getByRole('link', { name: new RegExp(`/${doomed.id}$`) })).toBeVisible()
  await expectNoA11yViolations(page, 'a post whose quote was deleted')
})
