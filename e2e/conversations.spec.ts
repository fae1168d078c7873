import { expect, expectNoA11yViolations, logOut, signIn, test } from './fixtures'
import { card, person, publish, tokenOf, unique } from './support/posts'
import type { Page } from '@playwright/test'

// Conversations (issue 23, "Conversations"). On Mitra 5.9 (following since 4.16.0, the direct
// conversations list since 4.20.0) a direct-message exchange shows on both members' Direct
// messages screens, each opening the thread, and a member follows a conversation from a post's
// menu and stops again. On 3.21 neither the link nor the menu item shows.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function openDirectMessages(page: Page): Promise<void> {
  await nav(page)
    .getByRole('link', { name: /^Notifications/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await page.getByRole('link', { name: 'Direct messages' }).click()
  await expect(page).toHaveURL(/\/direct-messages$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Direct messages' })).toBeVisible()
}

const conversationLink = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Direct messages' }).getByRole('link').filter({ hasText: text })

test('a direct exchange shows on both members’ Direct messages, and a conversation is followed and left; 3.21 shows neither', async ({
  page,
  instance,
  mitra,
}) => {
  const alice = person(instance, 'alice')
  const bob = person(instance, 'bob')
  const bobToken = await tokenOf(instance, 'bob')
  const aliceToken = await tokenOf(instance, 'alice')
  const question = unique('Lunch on Friday?')
  const asked = await publish(instance, bobToken, { status: `@alice ${question}`, visibility: 'direct' })
  await signIn(page, alice.username, alice.password)

  if (mitra === '3.21') {
    await nav(page)
      .getByRole('link', { name: /^Notifications/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(page.getByRole('feed', { name: 'Notifications' }).getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Direct messages' })).toHaveCount(0)
    await page.goto(`/post/${asked.id}`)
    await card(page, question).getByRole('button', { name: 'More actions' }).click()
    await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: /conversation/ })).toHaveCount(0)
    await page.keyboard.press('Escape')
    // Opened by its address, the screen says the server has no such list.
    await page.goto('/direct-messages')
    await expect(page.getByText('This server does not list direct conversations.')).toBeVisible()
    return
  }

  // alice finds bob's message on Direct messages and opens the thread.
  await openDirectMessages(page)
  const received = conversationLink(page, question)
  await expect(received).toBeVisible()
  await expectNoA11yViolations(page, 'direct messages')
  await received.click()
  await expect(page).toHaveURL(new RegExp(`/post/${asked.id}$`))
  await expect(card(page, question)).toBeVisible()

  // She answers (through the API, as the composer's own journeys test replying); bob sees the
  // conversation with her answer as its last message.
  const answer = unique('Friday works')
  await publish(instance, aliceToken, { status: `@bob ${answer}`, visibility: 'direct', in_reply_to_id: asked.id })

  // She follows the conversation from the post's menu: the thread says so; then she leaves it.
  await page.reload()
  const post = card(page, question)
  await post.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Follow conversation' }).click()
  const note = page.getByText('You follow this conversation', { exact: true })
  await expect(note).toBeVisible()
  await expectNoA11yViolations(page, 'a followed conversation')
  await page.reload()
  await expect(note).toBeVisible()
  await card(page, question).getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Stop following conversation' }).click()
  await expect(note).toHaveCount(0)
  await page.reload()
  await expect(card(page, question)).toBeVisible()
  await expect(note).toHaveCount(0)

  await logOut(page)
  await signIn(page, bob.username, bob.password)
  await openDirectMessages(page)
  const sent = conversationLink(page, answer)
  await expect(sent).toBeVisible()
  await expectNoA11yViolations(page, 'direct messages of the other member')
  await sent.click()
  await expect(page.getByRole('article').filter({ hasText: answer }).first()).toBeVisible()
})
