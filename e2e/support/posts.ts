/**
 * Helpers for the post journeys: demo people's tokens, posts made through the API, and the
 * post cards a person sees.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { TestInstance } from '../fixtures'

export interface PostEntity {
  id: string
  content: string
  url?: string
  reblog?: PostEntity | null
}

/** A demo person's credentials by username. */
export function person(instance: TestInstance, username: string) {
  const found = instance.demo.all.find((p) => p.username === username)
  if (!found) throw new Error(`the demo seed has no ${username}`)
  return found
}

/** An access token for a demo person. */
export function tokenOf(instance: TestInstance, username: string): Promise<string> {
  const p = person(instance, username)
  return instance.token(p.username, p.password)
}

/** Publishes a post through the API as `token`; `body` is the JSON body of POST /api/v1/statuses. */
export function publish(instance: TestInstance, token: string, body: Record<string, unknown>): Promise<PostEntity> {
  return instance.api<PostEntity>('/api/v1/statuses', {
    method: 'POST',
    token,
    body: JSON.stringify({ visibility: 'public', ...body }),
  })
}

/** A unique bit of text, so a journey finds its own post among the demo data. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
}

/**
 * The post cards (articles) showing `text` as their own: a quoting post's card also holds the
 * quoted post's text, inside its "Quoted post" link, and is left out for that text.
 */
export function cards(root: Page | Locator, text: string | RegExp): Locator {
  const page = 'goto' in root ? root : root.page()
  const inQuote = page.getByRole('link', { name: /^Quoted post/ }).filter({ hasText: text })
  return root.getByRole('article').filter({ hasText: text }).filter({ hasNot: inQuote })
}

/** The first post card showing `text` as its own. */
export function card(page: Page | Locator, text: string | RegExp): Locator {
  return cards(page, text).first()
}

/** The feed of the current screen. */
export function feed(page: Page): Locator {
  return page.getByRole('feed')
}

/** Opens a post's page through its time link and waits for the thread. */
export async function openPost(page: Page, post: Locator): Promise<void> {
  await post.locator('a:has(time)').first().click()
  await expect(page).toHaveURL(/\/post\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible()
}

export interface PollEntity {
  id: string
}

/** Publishes a post with a poll (open for a day) as `token`. */
export async function publishPoll(
  instance: TestInstance,
  token: string,
  status: string,
  options: string[],
  multiple = false,
): Promise<PostEntity & { poll: PollEntity }> {
  const post = await publish(instance, token, { status, poll: { options, expires_in: 86_400, multiple } })
  return post as PostEntity & { poll: PollEntity }
}

/** Votes through the API as `token` (choices are option indexes). */
export function vote(instance: TestInstance, token: string, pollId: string, choices: number[]): Promise<unknown> {
  return instance.api(`/api/v1/polls/${pollId}/votes`, { method: 'POST', token, body: JSON.stringify({ choices }) })
}
