// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { Account, CredentialAccount } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import { statusKeys } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeUser, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { ToastRegion } from '@/ui/toast/toast-region'
import { PostCard } from './post-card'
import type { RenderPostEditor } from './post-editor-slot'

const TOKEN = 'token-1'
const POST_ID = uuidOf(1)
const bob: Account = makeAccount({ id: uuidOf(0xb0b), username: 'bob', display_name: 'Bob' })

const makePost = (extra: Partial<Status> = {}): Status =>
  makeWireStatus({
    id: POST_ID,
    created_at: new Date().toISOString(),
    account: bob,
    content: '<p>hello</p>',
    replies_count: 1,
    favourites_count: 3,
    ...extra,
  })

function renderPost(
  status: Status,
  {
    user = makeUser() as CredentialAccount | null,
    inThread = false,
    renderEditor = undefined as RenderPostEditor | undefined,
    instance = makeInstance(),
  } = {},
) {
  if (user) session.setToken(TOKEN)
  else session.clear()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (user) queryClient.setQueryData(accountKeys.current(TOKEN), user)
  queryClient.setQueryData(instanceKeys.all, instance)
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory()}>
          <PostCard status={status} inThread={inThread} renderEditor={renderEditor} />
          <ToastRegion />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return queryClient
}

afterEach(() => {
  cleanup()
  session.clear()
})

const editor: RenderPostEditor = ({ mode }) => <p>editor: {mode}</p>

describe('post actions', () => {
  it('gives writers reply, repost, like, react, bookmark and more, with counts in the names', () => {
    renderPost(makePost(), { renderEditor: editor })
    const bar = screen.getByRole('group', { name: 'Post actions' })
    expect(within(bar).getByRole('button', { name: 'Reply, 1 reply' })).toBeTruthy()
    expect(within(bar).getByRole('button', { name: 'Repost' }).getAttribute('aria-pressed')).toBe('false')
    expect(within(bar).getByRole('button', { name: 'Like, 3 likes' }).getAttribute('aria-pressed')).toBe('false')
    expect(within(bar).getByRole('button', { name: 'React' })).toBeTruthy()
    expect(within(bar).getByRole('button', { name: 'Bookmark' })).toBeTruthy()
    expect(within(bar).getByRole('button', { name: 'More actions' }).getAttribute('aria-haspopup')).toBe('menu')
    expect(within(bar).queryByRole('button', { name: 'Quote' })).toBeNull()
  })

  it('offers quotes in a thread, and opens the reply form inline', async () => {
    renderPost(makePost(), { renderEditor: editor, inThread: true })
    const quote = screen.getByRole('button', { name: 'Quote' })
    await userEvent.click(screen.getByRole('button', { name: 'Reply, 1 reply' }))
    expect(screen.getByText('editor: reply')).toBeTruthy()
    await userEvent.click(quote)
    expect(screen.getByText('editor: quote')).toBeTruthy()
    expect(quote.getAttribute('aria-expanded')).toBe('true')
  })

  it('shows read-only members no reply, repost or quote', () => {
    renderPost(makePost(), { user: makeUser({}, []), renderEditor: editor, inThread: true })
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Repost/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull()
    expect(screen.getByRole('button', { name: /^Like/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeTruthy()
  })

  it('shows guests counts only', () => {
    renderPost(makePost(), { user: null })
    expect(screen.queryByRole('button', { name: /^Like/ })).toBeNull()
    expect(screen.getByRole('img', { name: '3 likes' })).toBeTruthy()
  })

  it('likes optimistically and rolls back with a message when the server refuses', async () => {
    let fail = () => {}
    stubFetch(() => new Promise<Response>((resolve) => (fail = () => resolve(errorResponse(500, 'database is down')))))
    const qc = renderPost(makePost())
    await userEvent.click(screen.getByRole('button', { name: 'Like, 3 likes' }))
    expect((await screen.findByRole('button', { name: 'Like, 4 likes' })).getAttribute('aria-pressed')).toBe('true')
    await vi.waitFor(() => expect(qc.isMutating()).toBe(1))
    fail()
    expect(
      await screen.findByText('Could not change the like: The server ran into a problem (500 Internal Server Error).'),
    ).toBeTruthy()
    expect((await screen.findByRole('button', { name: 'Like, 3 likes' })).getAttribute('aria-pressed')).toBe('false')
    expect(qc.getQueryData<Status>(statusKeys.detail(POST_ID))?.favourited).toBe(false)
  })

  describe('a member whose default visibility is followers', () => {
    const followersFirst = makeUser({
      source: { note: '', fields: [], privacy: 'private', language: null },
    })
    const mitra59 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })

    it('reposts to followers only where the instance takes it (4.3), and says so', async () => {
      const { calls } = stubFetch(() =>
        jsonResponse(
          200,
          makeWireStatus({ id: uuidOf(9), account: bob, reblog: makePost({ reblogged: true, reblogs_count: 1 }) }),
        ),
      )
      renderPost(makePost(), { user: followersFirst, instance: mitra59 })
      await userEvent.click(screen.getByRole('button', { name: 'Repost to followers' }))
      expect((await screen.findByRole('button', { name: 'Repost, 1 repost' })).getAttribute('aria-pressed')).toBe(
        'true',
      )
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      expect(calls[0]).toMatchObject({ method: 'POST', body: { visibility: 'private' } })
    })

    it('reposts publicly, with no body, on 3.21', async () => {
      const { calls } = stubFetch(() =>
        jsonResponse(
          200,
          makeWireStatus({ id: uuidOf(9), account: bob, reblog: makePost({ reblogged: true, reblogs_count: 1 }) }),
        ),
      )
      renderPost(makePost({ reblogs_count: 2 }), { user: followersFirst })
      await userEvent.click(screen.getByRole('button', { name: 'Repost, 2 reposts' }))
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      expect(calls[0]!.body).toBeNull()
    })
  })

  it('toggles a reaction from its button', async () => {
    const reacted = makePost({
      pleroma: { ...makePost().pleroma, emoji_reactions: [{ name: '🎉', count: 2, me: true, url: null }] },
    })
    const { calls } = stubFetch(() =>
      jsonResponse(200, {
        ...reacted,
        pleroma: { ...reacted.pleroma, emoji_reactions: [{ name: '🎉', count: 1, me: false, url: null }] },
      }),
    )
    renderPost(reacted)
    const button = screen.getByRole('button', { name: '🎉, 2 reactions' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(button)
    expect((await screen.findByRole('button', { name: '🎉, 1 reaction' })).getAttribute('aria-pressed')).toBe('false')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.method).toBe('DELETE')
  })

  it('refuses to edit a post whose source is HTML', async () => {
    const { calls } = stubFetch(() =>
      jsonResponse(200, { id: POST_ID, content_type: 'text/html', text: '<p>hello</p>', spoiler_text: '' }),
    )
    const own = makePost({ account: { ...bob, id: makeUser().id, acct: 'alice', username: 'alice' } })
    renderPost(own, { renderEditor: editor })
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }))
    // The menu's code loads on the press, then the menu opens.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }))
    expect(await screen.findByText("This post can't be edited: it has no markdown source.")).toBeTruthy()
    expect(calls[0]!.path).toBe(`/api/v1/statuses/${POST_ID}/source`)
    expect(screen.queryByText('editor: edit')).toBeNull()
  })

  it('opens the edit form for a markdown post', async () => {
    stubFetch(() => jsonResponse(200, { id: POST_ID, content_type: 'text/markdown', text: 'hello', spoiler_text: '' }))
    const own = makePost({ account: { ...bob, id: makeUser().id, acct: 'alice', username: 'alice' } })
    renderPost(own, { renderEditor: editor })
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }))
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(items).toEqual(['Copy link', 'Quote', 'Pin', 'Edit', 'Delete'])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }))
    expect(await screen.findByText('editor: edit')).toBeTruthy()
  })

  it('hides sensitive content behind a notice until shown', async () => {
    renderPost(makePost({ sensitive: true }))
    expect(screen.queryByText('hello')).toBeNull()
    const show = screen.getByRole('button', { name: 'Show content' })
    expect(show.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(show)
    expect(screen.getByText('hello')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Hide content' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('shows the same state on every card of a post', async () => {
    stubFetch(() => jsonResponse(200, makePost({ bookmarked: true })))
    const qc = renderPost(makePost())
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark' }))
    expect((await screen.findByRole('button', { name: 'Bookmark', pressed: true })).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await vi.waitFor(() => expect(qc.isMutating()).toBe(0))
    act(() => qc.setQueryData(statusKeys.detail(POST_ID), makePost({ bookmarked: false })))
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed')).toBe('false'),
    )
  })
})
