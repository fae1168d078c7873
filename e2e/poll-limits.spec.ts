import { expect, signIn, test } from './fixtures'
import { unique } from './support/posts'

// How many options a poll may have: six on Mitra 3.21 (spec §9), and on later releases what the
// instance says in configuration.polls.max_options (20 on 5.9, from 4.20.0).

test('a member fills a poll to its limit: six options on 3.21, twenty on 5.9', async ({ page, instance, mitra }) => {
  const most = mitra === '3.21' ? 6 : 20
  const { username, password } = instance.demo.member
  await signIn(page, username, password)
  const composer = page.getByRole('form', { name: 'New post' })
  const text = unique('Which day')
  await composer.getByLabel('Post text', { exact: true }).fill(text)
  await composer.getByRole('button', { name: 'Add a poll' }).click()

  // Each filled option brings a blank one, until the limit.
  for (let n = 1; n <= most; n++) {
    await composer.getByRole('textbox', { name: `Option ${n}`, exact: true }).fill(`Day ${n}`)
  }
  await expect(composer.getByRole('textbox', { name: /^Option \d+$/ })).toHaveCount(most)

  await composer.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(composer.getByLabel('Post text', { exact: true })).toHaveValue('')
  const post = page.getByRole('feed').getByRole('article').filter({ hasText: text })
  await expect(post.getByRole('group', { name: 'Poll, choose one' }).getByRole('listitem')).toHaveCount(most)
})
