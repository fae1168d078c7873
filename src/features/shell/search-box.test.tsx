// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { makeAccount } from '@/lib/testing/fixtures'
import { SearchBox } from './search-box'
import { SUGGEST_DEBOUNCE_MS } from './search-combobox'

const coco = makeAccount({ username: 'coco', display_name: 'Coco Roaster' })

/** Answers v2 search as Mitra would for the suggestion requests: accounts by type, tags by #word. */
function answer(req: StubRequest) {
  const q = req.url.searchParams.get('q') ?? ''
  const type = req.url.searchParams.get('type')
  if (type === 'accounts' && 'coco'.includes(q))
    return jsonResponse(200, { accounts: [coco], statuses: [], hashtags: [] })
  if (!type && q.startsWith('#') && 'coffee'.includes(q.slice(1)))
    return jsonResponse(200, {
      accounts: [],
      statuses: [],
      hashtags: [{ name: 'coffee', url: 'https://parley.test/tags/coffee' }],
    })
  return jsonResponse(200, { accounts: [], statuses: [], hashtags: [] })
}

function renderBox(path = '/home') {
  session.setToken('token')
  const stub = stubFetch(answer)
  const history = createMemoryHistory([path])
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider history={history}>
          <SearchBox />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  // Under fake timers (which still run on their own) the typing's pauses move the fake clock too.
  const advanceTimers = (ms: number) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined)
  return { history, user: userEvent.setup({ advanceTimers }), calls: stub.calls }
}

const input = () => screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('search box', () => {
  it('is a search landmark whose submit is disabled while empty', async () => {
    const { user } = renderBox()
    expect(screen.getByRole('search')).toBeTruthy()
    expect(submit().disabled).toBe(true)
    await user.type(input(), '   ')
    expect(submit().disabled).toBe(true)
    await user.type(input(), 'cats')
    expect(submit().disabled).toBe(false)
  })

  it('shows a clear button only while there is text, and clearing empties the box', async () => {
    const { user } = renderBox()
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    await user.type(input(), 'cats')
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(input().value).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    expect(document.activeElement).toBe(input())
  })

  it('lists the @ # > prefixes on focus; picking one fills the box', async () => {
    const { user } = renderBox()
    expect(screen.queryByRole('button', { name: /^@/ })).toBeNull()
    await user.click(input())
    // The popups' code loads on first use.
    expect(await screen.findByRole('button', { name: /^@/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^#/ })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /^>/ }))
    expect(input().value).toBe('>')
    expect(document.activeElement).toBe(input())
    // With text in the box the prefixes give way to the suggestions.
    await user.type(input(), 'cats')
    expect(screen.queryByRole('button', { name: /^#/ })).toBeNull()
  })

  it('hides the prefix list with Escape', async () => {
    const { user } = renderBox()
    await user.click(input())
    expect(await screen.findByRole('button', { name: '@ Search accounts' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: '@ Search accounts' })).toBeNull()
  })

  it('goes to /search with the query', async () => {
    const { user, history } = renderBox()
    await user.type(input(), '@bob@example.org{Enter}')
    expect(history.location.pathname).toBe('/search')
    expect(new URLSearchParams(history.location.search).get('q')).toBe('@bob@example.org')
  })

  it('asks nothing for one character, suggests accounts and hashtags after a pause; arrows and Enter open one', async () => {
    // A clock the test moves: the pause after one character is skipped over rather than waited out.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, history, calls } = renderBox()
    await user.type(input(), 'c')
    // One character asks for nothing, even after the pause: the suggestions' code has come, and the pause is over.
    await act(() => import('./search-suggestions'))
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS))
    expect(calls.filter((c) => c.url.pathname === '/api/v2/search')).toHaveLength(0)
    await user.type(input(), 'o')
    const list = await screen.findByRole('listbox', { name: 'Suggestions' })
    await within(list).findByRole('option', { name: /Coco Roaster/ })
    await within(list).findByRole('option', { name: '#coffee' })
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(input().getAttribute('aria-controls')).toBe(list.id)
    const asked = calls
      .filter((c) => c.url.pathname === '/api/v2/search')
      .map(
        (c) =>
          `${c.url.searchParams.get('type') ?? ''}:${c.url.searchParams.get('q')}:${c.url.searchParams.get('limit')}`,
      )
    expect(asked.sort()).toEqual([':#co:5', 'accounts:co:5'])
    await user.keyboard('{ArrowDown}')
    const options = within(list).getAllByRole('option')
    expect(options[0]?.getAttribute('aria-selected')).toBe('true')
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    expect(document.activeElement).toBe(input())
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}')
    expect(history.location.pathname).toBe('/@coco')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('a scope option runs the search in that scope at once', async () => {
    const { user, history } = renderBox('/search?q=coffee')
    await user.clear(input())
    await user.type(input(), 'cold brew')
    const list = await screen.findByRole('listbox', { name: 'Suggestions' })
    // Several words are no user name and no hashtag: only posts can be searched.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Search posts for “cold brew”'])
    await user.click(
      within(list).getByRole('option', {
        name: 'Search posts for “cold brew”',
      }),
    )
    expect(history.location.pathname).toBe('/search')
    expect(new URLSearchParams(history.location.search).get('q')).toBe('>cold brew')
    expect(input().value).toBe('>cold brew')
  })

  it('Escape closes the suggestions and Enter then searches the text', async () => {
    const { user, history } = renderBox()
    await user.type(input(), 'tea')
    expect(screen.getByRole('listbox')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input().getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('{Enter}')
    expect(new URLSearchParams(history.location.search).get('q')).toBe('tea')
  })

  it('shows the query of the URL on the search screen, and follows it', () => {
    const { history } = renderBox('/search?q=%23coffee')
    expect(input().value).toBe('#coffee')
    act(() => history.push('/search?q=tea'))
    expect(input().value).toBe('tea')
    act(() => history.push('/home'))
    expect(input().value).toBe('tea')
  })
})
