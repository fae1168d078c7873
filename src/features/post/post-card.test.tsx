// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Account } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import { statusKeys } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { makeInstance } from '@/lib/testing/fixtures'
import { PostCard } from './post-card'

const account = (username: string, acct = username, display_name: string | null = null) =>
  ({
    id: `id-${username}`,
    username,
    acct,
    display_name,
    avatar: `https://img.example/${username}.png`,
    actor_id: `https://x/${username}`,
  }) as Account

const status = (extra: Partial<Status> = {}) =>
  ({
    id: 's1',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    account: account('bob', 'bob@remote.example', 'Bob\u0007 B.'),
    content: '<p>hello</p>',
    visibility: 'private',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    mentions: [],
    tags: [],
    pleroma: { in_reply_to_account_acct: null, parent_visible: true, quote: null },
    ...extra,
  }) as Status

function renderCard(ui: React.ReactNode, queryClient = new QueryClient()) {
  // What the card reads of the instance, cached: never asked of the network.
  queryClient.setQueryData(instanceKeys.all, makeInstance())
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory()}>{ui}</RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return queryClient
}

afterEach(cleanup)

describe('PostCard', () => {
  it('shows author, handle, time link and visibility, named by author, time and text', () => {
    renderCard(<PostCard status={status()} posInSet={3} setSize={-1} />)
    const article = screen.getByRole('article', { name: /^Bob B\., [45] minutes ago: hello$/ })
    expect(article.getAttribute('aria-posinset')).toBe('3')
    expect(article.getAttribute('aria-setsize')).toBe('-1')
    // A stop of the tab order in a feed, that the shortcuts know as a post.
    expect(article.tabIndex).toBe(0)
    expect(article.hasAttribute('data-shortcut-item')).toBe(true)
    expect(
      within(article)
        .getByRole('link', { name: /@bob@remote\.example/ })
        .getAttribute('href'),
    ).toBe('/@bob@remote.example')
    const time = article.querySelector('time')!
    expect(time.textContent).toMatch(/^[45] min$/)
    expect(time.closest('a')!.getAttribute('href')).toBe('/post/s1')
    expect(within(article).getByRole('img', { name: 'Followers only' })).toBeTruthy()
    expect(article.querySelector('img[alt=""]')!.getAttribute('src')).toBe('https://img.example/bob.png')
  })

  it('shows a repost as "<name> reposted" above the original, and reply context', () => {
    const original = status({
      id: 'orig',
      in_reply_to_id: 'p0',
      pleroma: { in_reply_to_account_acct: 'carol', parent_visible: true, quote: null, emoji_reactions: [] },
    })
    renderCard(<PostCard status={status({ id: 'wrap', account: account('dan', 'dan', 'Dan'), reblog: original })} />)
    const article = screen.getByRole('article', { name: /^Repost by Dan of Bob B\., [45] minutes ago: hello$/ })
    expect(article.tabIndex).toBe(-1)
    expect(article.textContent).toContain('Dan reposted')
    expect(article.textContent).toContain('Replying to @carol')
    expect(article.querySelector('time')!.closest('a')!.getAttribute('href')).toBe('/post/orig')
  })

  it('follows changes written to the post detail key', async () => {
    const queryClient = renderCard(<PostCard status={status()} />)
    expect(screen.getByRole('img', { name: 'Followers only' })).toBeTruthy()
    act(() => queryClient.setQueryData(statusKeys.detail('s1'), status({ visibility: 'public' })))
    expect(await screen.findByRole('img', { name: 'Public' })).toBeTruthy()
  })

  it('gives the post a thread is about its full date and time, and the others their age', () => {
    const created = new Date(Date.now() - 5 * 60_000)
    renderCard(
      <>
        <PostCard status={status({ created_at: created.toISOString() })} current />
        <PostCard status={status({ id: 's2' })} />
      </>,
    )
    const [current, other] = screen.getAllByRole('article')
    const full = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(created)
    // Its age in the header, and the full date on a line of its own.
    const [age, date] = current!.querySelectorAll('time')
    expect(age!.textContent).toMatch(/^[45] min$/)
    expect(date!.textContent).toBe(full)
    expect(date!.textContent).toMatch(new RegExp(String(created.getFullYear())))
    expect(other!.querySelectorAll('time')).toHaveLength(1)
    // The age, by the clock the cards share (started by an earlier card, perhaps a minute ago).
    expect(other!.querySelector('time')!.textContent).toMatch(/^[45] min$/)
  })
  it('shows a title (Mitra 5.6+) as its heading, once, and is named by it', () => {
    // Mitra puts the title before the content as <h1> too (get_full_content).
    const titled = status({
      title: 'On fish & chips',
      content: '<h1>On fish &amp; chips</h1><p>hello</p>',
      language: 'en',
    })
    renderCard(<PostCard status={titled} posInSet={1} setSize={-1} />)
    const article = screen.getByRole('article', { name: /^Bob B\., [45] minutes ago: On fish & chips$/ })
    const heading = within(article).getByRole('heading', { level: 2, name: 'On fish & chips' })
    // Within the content, marked with the post's language.
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('en')
    // The content's own <h1> goes: the title is not said twice.
    expect(within(article).getAllByRole('heading')).toHaveLength(1)
    expect(within(article).getByText('hello')).toBeTruthy()
  })

  it('puts the title a level lower where the cards sit in a titled section', () => {
    renderCard(
      <PostCard status={status({ title: 'On fish', content: '<h1>On fish</h1><p>hello</p>' })} titleLevel={3} />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'On fish' })).toBeTruthy()
  })

  it('has no heading without a title, and keeps a heading of content without one', () => {
    renderCard(
      <>
        <PostCard status={status()} />
        <PostCard status={status({ id: 's2', title: null, content: '<h1>Remote heading</h1><p>text</p>' })} />
      </>,
    )
    const [plain, other] = screen.getAllByRole('article')
    expect(within(plain!).queryByRole('heading')).toBeNull()
    expect(within(other!).getByRole('heading', { level: 1, name: 'Remote heading' })).toBeTruthy()
  })

  it('hides the title with the content of a sensitive post', () => {
    renderCard(<PostCard status={status({ sensitive: true, title: 'Secret', content: '<h1>Secret</h1><p>x</p>' })} />)
    expect(screen.queryByRole('heading', { name: 'Secret' })).toBeNull()
    expect(screen.getByRole('article').getAttribute('aria-labelledby')).toBeTruthy()
  })
})
