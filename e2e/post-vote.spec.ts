import type { Locator } from '@playwright/test'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { card, openPost, publishPoll, tokenOf, unique, vote } from './support/posts'

/** The result row of a poll option: its percentage and title. */
const row = (poll: Locator, title: string) => poll.getByRole('listitem').filter({ hasText: title })

/** Voting is over for this viewer: no choice to make, no Vote to press (or both disabled). */
async function expectNoSecondVote(post: Locator): Promise<void> {
  for (const control of await post.getByRole('radio').or(post.getByRole('checkbox')).all())
    await expect(control).toBeDisabled()
  for (const button of await post.getByRole('button', { name: 'Vote', exact: true }).all())
    await expect(button).toBeDisabled()
}

test('a member votes in single and multiple choice polls, sees the results and cannot vote again', async ({
  page,
  instance,
}) => {
  const { username, password } = instance.demo.member
  const bob = await tokenOf(instance, 'bob')
  const carol = await tokenOf(instance, 'carol')
  const dave = await tokenOf(instance, 'dave')
  const singleText = unique('What do we drink at the meetup?')
  const multipleText = unique('Which colours for the new banner?')
  const single = await publishPoll(instance, bob, singleText, ['Tea', 'Coffee', 'Water'])
  const multiple = await publishPoll(instance, bob, multipleText, ['Red', 'Green', 'Blue'], true)
  // Two others voted before: Coffee twice; Red once.
  await vote(instance, carol, single.poll.id, [1])
  await vote(instance, dave, single.poll.id, [1])
  await vote(instance, carol, multiple.poll.id, [0])
  await signIn(page, username, password)
  const feed = page.getByRole('feed')

  // Single choice: radio buttons; Vote waits for a choice.
  const one = card(feed, singleText)
  const onePoll = one.getByRole('group', { name: 'Poll, choose one' })
  await expect(onePoll.getByRole('radio')).toHaveCount(3)
  const voteOne = one.getByRole('button', { name: 'Vote', exact: true })
  await expect(voteOne).toBeDisabled()
  await onePoll.getByRole('radio', { name: 'Tea' }).check()
  await expect(voteOne).toBeEnabled()
  await expectNoA11yViolations(page, 'home with open polls')
  await voteOne.click()
  // One of three votes is 33%, two are 67%: whole percentages.
  await expect(row(onePoll, 'Tea')).toContainText('33%')
  await expect(row(onePoll, 'Tea')).toContainText('Your choice')
  await expect(row(onePoll, 'Coffee')).toContainText('67%')
  await expect(row(onePoll, 'Water')).toContainText('0%')
  await expect(one.getByText(/^3 votes/)).toBeVisible()
  await expectNoSecondVote(one)

  // Multiple choice: checkboxes, two picked.
  const many = card(feed, multipleText)
  const manyPoll = many.getByRole('group', { name: 'Poll, choose one or more' })
  await expect(manyPoll.getByRole('checkbox')).toHaveCount(3)
  const voteMany = many.getByRole('button', { name: 'Vote', exact: true })
  await expect(voteMany).toBeDisabled()
  await manyPoll.getByRole('checkbox', { name: 'Red' }).check()
  await manyPoll.getByRole('checkbox', { name: 'Green' }).check()
  await voteMany.click()
  // Three votes from two people: Red 2, Green 1, Blue 0.
  await expect(row(manyPoll, 'Red')).toContainText('67%')
  await expect(row(manyPoll, 'Green')).toContainText('33%')
  await expect(row(manyPoll, 'Blue')).toContainText('0%')
  await expect(row(manyPoll, 'Red')).toContainText('Your choice')
  await expect(row(manyPoll, 'Green')).toContainText('Your choice')
  await expect(row(manyPoll, 'Blue')).not.toContainText('Your choice')
  await expectNoSecondVote(many)
  await expectNoA11yViolations(page, 'home with poll results')

  // Still so after a reload, and on the post page.
  await page.reload()
  await expect(row(card(feed, singleText).getByRole('group', { name: 'Poll, choose one' }), 'Tea')).toContainText('33%')
  await expectNoSecondVote(card(feed, singleText))
  await expectNoSecondVote(card(feed, multipleText))
  await openPost(page, card(feed, multipleText))
  const onPage = card(page, multipleText)
  await expect(row(onPage.getByRole('group', { name: 'Poll, choose one or more' }), 'Red')).toContainText('67%')
  await expectNoSecondVote(onPage)
})
