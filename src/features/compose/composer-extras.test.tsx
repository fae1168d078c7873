// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeEmoji, uuidOf } from '@/lib/testing/fixtures'
import { freshDrafts, makeOwnStatus, renderComposer } from '@/lib/testing/compose'
import { SUGGESTION_DEBOUNCE_MS } from './suggest-rules'

const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
const publish = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' })
const slow = { timeout: 10_000 }

beforeEach(() => void freshDrafts())
afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

describe('poll editor', () => {
  it('grows its options, drops blank ones and sends the duration in seconds', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus()))
    renderComposer()
    const u = userEvent.setup()
    await u.type(textBox(), 'Tea or coffee?')
    const toggle = screen.getByRole('button', { name: 'Add a poll' })
    await u.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    const first = await screen.findByRole('textbox', { name: 'Option 1' })
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(2)
    expect(publish().disabled).toBe(true)
    expect(screen.getByText('A poll needs at least 2 options.')).toBeTruthy()

    await u.type(first, 'Tea')
    await u.type(screen.getByRole('textbox', { name: 'Option 2' }), 'Coffee')
    expect(screen.getByRole('textbox', { name: 'Option 3' })).toBeTruthy()
    expect(publish().disabled).toBe(false)
    await u.type(screen.getByRole('textbox', { name: 'Option 3' }), '  ')

    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Duration unit' }).value).toBe('day')
    const duration = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Duration' })
    expect(duration.value).toBe('1')
    await u.clear(duration)
    await u.type(duration, '12')
    await u.selectOptions(screen.getByRole('combobox', { name: 'Duration unit' }), 'hour')
    await u.click(screen.getByRole('checkbox', { name: 'Multiple choice' }))
    await u.click(publish())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({
      'poll[options][]': ['Tea', 'Coffee'],
      'poll[expires_in]': 43_200,
      'poll[multiple]': true,
    })
    // After publishing the poll is gone.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Option 1' })).toBeNull())
  })

  it('clears the options when switched off', async () => {
    renderComposer()
    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Add a poll' }))
    await u.type(await screen.findByRole('textbox', { name: 'Option 1' }), 'Tea')
    await u.click(screen.getByRole('button', { name: 'Add a poll' }))
    expect(screen.queryByRole('textbox', { name: 'Option 1' })).toBeNull()
    await u.click(screen.getByRole('button', { name: 'Add a poll' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Option 1' }).value).toBe('')
  })
})

describe('preview', () => {
  // Sanitising itself is tested with src/lib/html.ts (happy-dom needs a patch for DOMPurify).
  it('renders the server preview with custom emojis, and goes back to editing', async () => {
    // Typing ":blob" may ask for the emoji suggestions first, when the pause runs out before the click.
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/custom_emojis'
        ? jsonResponse(200, [makeEmoji('blob')])
        : jsonResponse(200, { content: '<p><strong>hi</strong> :blob: :unknown:</p>', emojis: [makeEmoji('blob')] }),
    )
    renderComposer()
    const u = userEvent.setup()
    const toggle = screen.getByRole<HTMLButtonElement>('button', { name: 'Preview' })
    expect(toggle.disabled).toBe(true)
    await u.type(textBox(), '**hi** :blob:')
    await u.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    const region = await screen.findByRole('region', { name: 'Preview' })
    await waitFor(() => expect(region.querySelector('strong')?.textContent).toBe('hi'))
    expect(calls.filter((c) => c.path !== '/api/v1/custom_emojis')).toMatchObject([
      {
        method: 'POST',
        path: '/api/v1/statuses/preview',
        body: { status: '**hi** :blob:', content_type: 'text/markdown' },
      },
    ])
    expect(region.querySelector('img[alt=":blob:"]')?.getAttribute('src')).toBe(makeEmoji('blob').url)
    expect(region.textContent).toContain(':unknown:')
    expect(screen.queryByRole('textbox', { name: 'Post text' })).toBeNull()

    await u.click(toggle)
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull()
    expect(textBox().value).toBe('**hi** :blob:')
  })
})

describe('suggestions', () => {
  const emojis = ['blobcat', 'blob', 'cat'].map(makeEmoji)
  const accounts = [
    makeAccount({ id: uuidOf(0xa1), username: 'alice', display_name: 'Alice' }),
    makeAccount({
      id: uuidOf(0xa2),
      username: 'alan',
      acct: 'alan@remote.example',
      actor_id: 'https://remote.example/users/alan',
      url: 'https://remote.example/users/alan',
      display_name: 'Alan',
    }),
  ]

  it('suggests custom emojis after a colon and 2 characters; arrows move, Enter inserts', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, emojis))
    renderComposer()
    // The pause is what this step checks: a clock stands in for it (the list's code is loaded first,
    // so that its wait starts at once).
    await import('./suggestion-controller')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(textBox(), { target: { value: 'hi :b', selectionStart: 5, selectionEnd: 5 } })
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS + 100))
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(calls).toEqual([])
    vi.useRealTimers()
    const u = userEvent.setup()
    await u.type(textBox(), 'l')
    const list = await screen.findByRole('listbox', { name: 'Emoji suggestions' }, slow)
    expect(calls[0]?.path).toBe('/api/v1/custom_emojis')
    const options = within(list).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([':blob:', ':blobcat:'])
    expect(textBox().getAttribute('aria-controls')).toBe(list.id)
    expect(textBox().getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    expect(options[0]?.getAttribute('aria-selected')).toBe('true')
    await u.keyboard('{ArrowDown}')
    expect(textBox().getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    await u.keyboard('{Enter}')
    expect(textBox().value).toBe('hi :blobcat: ')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(textBox().selectionStart).toBe(13)
  })

  it('closes on Escape', async () => {
    stubFetch(() => jsonResponse(200, emojis))
    renderComposer()
    const u = userEvent.setup()
    await u.type(textBox(), ':ca')
    await screen.findByRole('listbox', {}, slow)
    await u.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(textBox().value).toBe(':ca')
  })

  it('suggests up to 4 accounts after @ and 2 characters without resolving; Tab inserts', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, accounts))
    renderComposer()
    const u = userEvent.setup()
    await u.type(textBox(), 'hello @al')
    const list = await screen.findByRole('listbox', { name: 'Mention suggestions' }, slow)
    const search = calls.find((c) => c.path === '/api/v1/accounts/search')
    expect(Object.fromEntries(search?.url.searchParams ?? [])).toEqual({ q: 'al', resolve: 'false', limit: '4' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alice@alice', 'Alan@alan@remote.example'])
    await u.keyboard('{ArrowUp}{Tab}')
    expect(textBox().value).toBe('hello @alan@remote.example ')
  })

  it('shows nothing when the one result is the address already typed', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, [accounts[0]]))
    const { queryClient } = renderComposer()
    await userEvent.type(textBox(), '@alice')
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/accounts/search')).toBe(true), slow)
    // The answer is in and rendered: still no list.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})

describe('emoji picker', () => {
  it('inserts a custom emoji from the picker at the caret', async () => {
    stubFetch(() => jsonResponse(200, [makeEmoji('blob')]))
    renderComposer()
    const u = userEvent.setup()
    await u.type(textBox(), 'hi')
    await u.click(screen.getByRole('button', { name: 'Insert emoji' }))
    await u.click(await screen.findByRole('button', { name: ':blob:' }, slow))
    await waitFor(() => expect(textBox().value).toBe('hi :blob: '))
  }, 20_000) // the picker's chunk and the emoji data load on first open: slow on a busy machine
})
