// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, RouterProvider, type MemoryHistory } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, uuidOf } from '@/lib/testing/fixtures'
import { CustomFeedConfig } from './custom-feed-config'
import { CustomFeedGate } from './custom-feed-gate'

// uuidOf pads its number, so the ids sort as the members do (the stub pages by max_id).
const member = (n: number) => makeAccount({ id: uuidOf(n), username: `user${n}`, display_name: `User ${n}` })
const members = (n: number, from = 0) => Array.from({ length: n }, (_, i) => member(from + i))

function setup(
  handler: StubHandler,
  id = '4',
): { calls: ReturnType<typeof stubFetch>['calls']; history: MemoryHistory } {
  session.setToken('token')
  const stub = stubFetch(handler)
  const history = createMemoryHistory([`/custom-feed/${id}`])
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider history={history}>
          <CustomFeedGate id={id} section={(feed) => feed.title}>
            {(feed) => <CustomFeedConfig feed={feed} />}
          </CustomFeedGate>
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, history }
}

/** A custom feed (list) as Mitra sends it. */
const feed = (id: number, title: string) => ({ id, title, replies_policy: 'followed', exclusive: false })

/** A small in-memory feed 4 called "Friends". */
function server(state = { title: 'Friends', members: members(3) }): StubHandler {
  return (req) => {
    if (req.path === '/api/v1/lists/4' && req.method === 'GET') return jsonResponse(200, feed(4, state.title))
    if (req.path === '/api/v1/lists/4' && req.method === 'PUT') {
      state.title = (req.body as { title: string }).title
      return jsonResponse(200, feed(4, state.title))
    }
    if (req.path === '/api/v1/lists/4' && req.method === 'DELETE') return jsonResponse(200, {})
    if (req.path === '/api/v1/lists/4/accounts' && req.method === 'GET') {
      const maxId = req.url.searchParams.get('max_id')
      return jsonResponse(200, state.members.filter((m) => !maxId || m.id > maxId).slice(0, 20))
    }
    if (req.path === '/api/v1/lists/4/accounts' && req.method === 'DELETE') {
      const gone = req.url.searchParams.get('account_ids[0]')
      state.members = state.members.filter((m) => m.id !== gone)
      return jsonResponse(200, {})
    }
    return errorResponse(404, 'not here')
  }
}

beforeAll(() => {
  // happy-dom's <dialog> has no modal mode.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('CustomFeedGate', () => {
  it('says an unknown feed is not found and links back', async () => {
    setup(() => errorResponse(404, 'custom feed not found'), '77')
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom feed not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to custom feeds' }).getAttribute('href')).toBe('/custom-feeds')
  })

  it('treats an id that is not a number as not found (Mitra answers 400)', async () => {
    setup(() => errorResponse(400, 'Path deserialize error: invalid digit found in string'), 'abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom feed not found' })).toBeTruthy()
  })
})

describe('CustomFeedConfig', () => {
  it('renames: Save waits for a name, Cancel keeps the old one', async () => {
    const { calls } = setup(server())
    expect(await screen.findByRole('heading', { level: 1, name: 'Friends' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
    const name = screen.getByLabelText('Feed name')
    expect(name).toHaveProperty('value', 'Friends')
    await userEvent.clear(name)
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText('Feed name')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
    await userEvent.clear(screen.getByLabelText('Feed name'))
    await userEvent.type(screen.getByLabelText('Feed name'), 'Close friends')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Close friends' })).toBeTruthy()
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Close friends' })
  })

  it('removes a member only after confirming', async () => {
    const { calls } = setup(server())
    const list = await screen.findByRole('list', { name: 'Users in this feed' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await userEvent.click(within(list).getByRole('button', { name: 'Remove @user1' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Remove @user1 from this feed?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
    await userEvent.click(within(list).getByRole('button', { name: 'Remove @user1' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(within(list).queryByText('@user1')).toBeNull()
    expect(calls.find((c) => c.method === 'DELETE')?.url.searchParams.get('account_ids[0]')).toBe(uuidOf(1))
  })

  it('shows more users while pages come back full', async () => {
    setup(server({ title: 'Many', members: members(23) }))
    const list = await screen.findByRole('list', { name: 'Users in this feed' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    await userEvent.click(screen.getByRole('button', { name: 'Show more users' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23))
    expect(screen.queryByRole('button', { name: 'Show more users' })).toBeNull()
  })

  it('deletes after confirming and goes to the list of feeds', async () => {
    const { calls, history } = setup(server())
    await userEvent.click(await screen.findByRole('button', { name: 'Delete feed' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(history.location.pathname).toBe('/custom-feeds'))
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/v1/lists/4'])
  })
})
