// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { instanceKeys } from '@/api/instance/queries'
import { statusKeys } from '@/api/statuses/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { makeAccount, makeInstance, makeWireStatus } from '@/lib/testing/fixtures'
import { ThreadView } from './thread-view'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const bob = makeAccount({ username: 'bob', display_name: 'Bob' })

const REPLIES = 100
const start = Date.parse('2020-03-01T12:00:00.000Z')

const post = (id: string, minute: number, text: string, parent: string | null) =>
  makeWireStatus({
    id,
    created_at: new Date(start + minute * 60_000).toISOString(),
    account: bob,
    content: `<p>${text}</p>`,
    in_reply_to_id: parent,
    in_reply_to_account_id: parent ? bob.id : null,
  })

const thread = [
  post('p0', 0, 'The question', null),
  ...Array.from({ length: REPLIES }, (_, i) => post(`r${String(i).padStart(3, '0')}`, i + 1, `Answer ${i + 1}`, 'p0')),
]

function renderThread() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(instanceKeys.all, makeInstance())
  queryClient.setQueryData(statusKeys.thread('p0'), thread)
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory(['/post/p0'])}>
          <ThreadView postId="p0" />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

const articles = () => screen.getByRole('list', { name: 'Thread' }).querySelectorAll('article')

describe('ThreadView', () => {
  it('renders the post and its first replies as cards, and the other replies as placeholders', () => {
    vi.useFakeTimers({ now: start + 200 * 60_000 })
    renderThread()
    expect(articles()).toHaveLength(1 + REPLIES)
    // The post and its first 15 replies, as cards: each links to its own page.
    expect(screen.getByRole('article', { name: /Answer 15$/ }).querySelector('a[href="/post/r014"] time')).toBeTruthy()
    expect(screen.getByText('Answer 15')).toBeTruthy()
    // A placeholder: a stop of the keyboard's j/k, named by the reply, its words findable in the page.
    const placeholder = screen.getByRole('article', { name: 'Bob · Answer 16' })
    expect(placeholder.querySelector('[hidden="until-found"]')?.textContent).toBe('Bob · Answer 16')
    expect(placeholder.hasAttribute('data-shortcut-item')).toBe(true)

    // Focused (j/k or find-in-page), its chunk renders its cards.
    act(() => fireEvent.focus(placeholder))
    const card = screen.getByRole('article', { name: /Answer 16$/ })
    expect(card.querySelector('[hidden="until-found"]')).toBeNull()
    expect(card.querySelector('a[href="/post/r015"] time')).toBeTruthy()
    expect(screen.getByText('Answer 35')).toBeTruthy()
    expect(screen.getByRole('article', { name: 'Bob · Answer 36' })).toBeTruthy()

    // Find-in-page reveals a match in a placeholder: that chunk renders its cards too.
    const hidden = screen.getByRole('article', { name: 'Bob · Answer 60' }).querySelector('[hidden="until-found"]')!
    act(() => void hidden.dispatchEvent(new Event('beforematch', { bubbles: true })))
    expect(screen.getByText('Answer 60')).toBeTruthy()
    expect(screen.getByRole('article', { name: 'Bob · Answer 76' })).toBeTruthy()
  })
})
