// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CredentialAccount } from '@/api/accounts/types'
import { session } from '@/lib/session'
import { NEW_POST_DRAFT } from './compose-rules'
import { Composer } from './composer'

const user = {
  id: 'u1',
  username: 'alice',
  acct: 'alice',
  actor_id: 'https://demo.example/users/alice',
  display_name: 'Alice',
  avatar: null,
  role: { id: 1, name: 'user', permissions: ['create_post'] },
  client_config: null,
} as unknown as CredentialAccount

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function setup({ max = 200, account = user }: { max?: number; account?: CredentialAccount } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Composer user={account} maxCharacters={max} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return {
    text: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' }),
    publish: screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' }),
    visibility: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' }),
  }
}

const counter = () => screen.queryByText(/characters? left/)

beforeEach(() => {
  localStorage.clear()
  session.setToken('token-1')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Composer', () => {
  it('keeps Publish disabled while the text is empty or blank', async () => {
    const { text, publish } = setup()
    expect(publish.disabled).toBe(true)
    await userEvent.type(text, '   ')
    expect(publish.disabled).toBe(true)
    await userEvent.type(text, 'hello')
    expect(publish.disabled).toBe(false)
  })

  it('shows the remaining characters only under 100, and disables Publish past the limit', async () => {
    const { text, publish } = setup({ max: 150 })
    await userEvent.type(text, 'x'.repeat(50))
    expect(counter()).toBeNull()
    await userEvent.type(text, 'x')
    expect(counter()?.textContent).toBe('99 characters left')
    await userEvent.clear(text)
    await userEvent.click(text)
    await userEvent.paste('y'.repeat(152))
    expect(counter()?.textContent).toBe('-2 characters left')
    expect(text.getAttribute('aria-invalid')).toBe('true')
    expect(publish.disabled).toBe(true)
  })

  it('counts characters, not UTF-16 units', async () => {
    const { text } = setup({ max: 100 })
    await userEvent.click(text)
    await userEvent.paste('😀😀')
    expect(counter()?.textContent).toBe('98 characters left')
  })

  it('offers the four visibilities and defaults to the client_config choice', () => {
    const { visibility } = setup({
      account: { ...user, client_config: { 'mitra-web': { defaultVisibility: 'private' } } },
    })
    expect([...visibility.options].map((o) => [o.value, o.textContent])).toEqual([
      ['public', 'Public'],
      ['private', 'Followers'],
      ['subscribers', 'Subscribers'],
      ['direct', 'Direct'],
    ])
    expect(visibility.value).toBe('private')
  })

  it('saves the draft and restores it', async () => {
    const first = setup()
    await userEvent.type(first.text, 'draft text')
    expect(localStorage.getItem(NEW_POST_DRAFT)).toBe('draft text')
    cleanup()
    expect(setup().text.value).toBe('draft text')
  })

  it('publishes once, disabled while sending, then resets with a fresh idempotency key', async () => {
    let answer: (r: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const { text, publish, visibility } = setup()
    await userEvent.type(text, 'Hello *world*')
    await userEvent.selectOptions(visibility, 'direct')
    await userEvent.click(publish)
    expect(publish.disabled).toBe(true)
    await userEvent.click(publish)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    const headers = init.headers as Record<string, string>
    expect(url).toBe('/api/v1/statuses')
    expect(init.method).toBe('POST')
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{20}$/)
    expect(headers.Authorization).toBe('Bearer token-1')
    expect(JSON.parse(init.body as string)).toEqual({
      status: 'Hello *world*',
      content_type: 'text/markdown',
      visibility: 'direct',
      media_ids: [],
      sensitive: false,
    })

    answer(json({ id: 'new-post', reblog: null }))
    await waitFor(() => expect(text.value).toBe(''))
    expect(localStorage.getItem(NEW_POST_DRAFT)).toBeNull()

    await userEvent.type(text, 'second')
    await userEvent.click(publish)
    const second = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Record<string, string>
    expect(second['Idempotency-Key']).toMatch(/^[0-9a-f]{20}$/)
    expect(second['Idempotency-Key']).not.toBe(headers['Idempotency-Key'])
  })

  it('shows a failure under the editor, keeps the text and retries with the same key', async () => {
    const fetchMock = vi.fn(async () => json({ error_description: 'post is too long' }, 422))
    vi.stubGlobal('fetch', fetchMock)
    const { text, publish } = setup()
    await userEvent.type(text, 'will fail')
    await userEvent.click(publish)
    expect((await screen.findByRole('alert')).textContent).toBe('post is too long')
    expect(text.value).toBe('will fail')
    expect(publish.disabled).toBe(false)
    await userEvent.click(publish)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const keys = fetchMock.mock.calls.map((call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'])
    expect(keys[0]).toBe(keys[1])
  })

  it('submits with Ctrl+Enter only when the setting is on', async () => {
    const fetchMock = vi.fn(async () => json({ id: 'p', reblog: null }))
    vi.stubGlobal('fetch', fetchMock)
    const off = setup()
    await userEvent.type(off.text, 'hi{Control>}{Enter}{/Control}')
    expect(fetchMock).not.toHaveBeenCalled()
    cleanup()
    localStorage.clear()
    const on = setup({ account: { ...user, client_config: { 'mitra-web': { ctrlEnterEnabled: true } } } })
    await userEvent.type(on.text, 'hi{Control>}{Enter}{/Control}')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  })
})
