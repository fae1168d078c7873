// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { instanceKeys } from '@/api/instance/queries'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { makeAccount, makeInstance, makeWireStatus } from '@/lib/testing/fixtures'
import { PostCard } from './post-card'
import { quoteGone } from './quote-note'

const quoted = (hidden: boolean) =>
  makeWireStatus({
    id: '00000000-0000-7000-8000-000000000201',
    account: makeAccount({ id: '00000000-0000-7000-8000-000000000009', username: 'bob', acct: 'bob' }),
    content: '<p>The quoted words</p>',
    hidden,
  })

const RE = '<p>RE: <a href="https://parley.test/objects/gone" rel="noopener">https://parley.test/objects/gone</a></p>'

const quoting = (quote: ReturnType<typeof quoted> | null, content = `<p>Look</p>${RE}`) =>
  makeWireStatus({
    content,
    links: quote ? [quote] : [],
    quote: quote ? { state: 'accepted', quoted_status: quote } : null,
    pleroma: { emoji_reactions: [], in_reply_to_account_acct: null, parent_visible: true, quote, quote_visible: true },
  })

function renderCard(status: ReturnType<typeof makeWireStatus>) {
  const queryClient = new QueryClient()
  // What the card reads of the instance, cached: never asked of the network.
  queryClient.setQueryData(instanceKeys.all, makeInstance())
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory()}>
          <PostCard status={status} posInSet={1} setSize={-1} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

afterEach(cleanup)

describe('quoteGone', () => {
  it('is true when the text ends with Mitra\'s "RE:" link and no quote came with it', () => {
    expect(quoteGone(quoting(null))).toBe(true)
    expect(quoteGone(quoting(null, `<p>Look RE: <a href="https://x.example/1">x</a></p>`))).toBe(true)
  })

  it('is false with the quote, without an "RE:" link, or with one earlier in the text', () => {
    expect(quoteGone(quoting(quoted(false)))).toBe(false)
    expect(quoteGone(quoting(null, '<p>Just words</p>'))).toBe(false)
    expect(quoteGone(quoting(null, `${RE}<p>and then more</p>`))).toBe(false)
  })
})

describe('a quote on the post card', () => {
  it('shows the quoted post, without the "RE:" line that links it', () => {
    const quote = quoted(false)
    renderCard(quoting(quote, `<p>Look</p>${RE.replaceAll('https://parley.test/objects/gone', quote.uri)}`))
    expect(screen.getByRole('link', { name: /Quoted post/ }).textContent).toContain('The quoted words')
    expect(screen.queryByText(/^RE:/)).toBeNull()
    expect(screen.queryByText(/not available/)).toBeNull()
  })

  it("keeps a muted author's quote behind Show, then shows it", async () => {
    renderCard(quoting(quoted(true)))
    expect(await screen.findByText('Quoted post from an account you muted.')).toBeTruthy()
    expect(screen.queryByText('The quoted words')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('link', { name: /Quoted post/ }).textContent).toContain('The quoted words')
  })

  it('says so when the quoted post is gone, and keeps the link to it', async () => {
    renderCard(quoting(null))
    expect(await screen.findByText('The quoted post is not available.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'https://parley.test/objects/gone' })).toBeTruthy()
  })
})
