// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { statusKeys } from '@/api/statuses/queries'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeUser, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { pageResponse, renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { ConversationList } from './conversation-list'

const me = makeUser()
const meAuthor = makeAccount({ id: me.id, username: me.username, acct: me.acct, display_name: me.display_name })
const person = (n: number) =>
  makeAccount({ id: uuidOf(0x100 + n), username: `p${n}`, acct: `p${n}`, display_name: `Person ${n}` })

/** A direct conversation as Mitra 5.9 sends it: me and person n, the last post by `from`. */
const conversation = (n: number, from: 'me' | 'them' = 'them') => ({
  id: uuidOf(0xc00 + n),
  unread: false,
  accounts: [person(n), meAuthor],
  last_status: makeWireStatus({
    id: uuidOf(0xd00 + n),
    account: from === 'me' ? meAuthor : person(n),
    visibility: 'direct',
    content: `<p><span class="h-card"><a href="#">@x</a></span> message &amp; ${n}</p>`,
    language: null,
    conversation: { id: uuidOf(0xc00 + n), root_id: uuidOf(0xd00 + n), tracking: 'normal', can_moderate: false },
    conversation_tracking: 'normal',
  }),
})
const conversations = (from: number, count: number) => Array.from({ length: count }, (_, i) => conversation(from + i))

/** The list's requests go to `handler`; the member's own account is answered here. */
function setup(handler: StubHandler) {
  const { calls, client } = renderSignedIn(<ConversationList label="Direct messages" />, {
    path: '/direct-messages',
    handler: (req) => (req.path === '/api/v1/accounts/verify_credentials' ? jsonResponse(200, me) : handler(req)),
  })
  return { client, listCalls: () => calls.filter((c) => c.path === '/api/v1/conversations') }
}

afterEach(resetScreen)

describe('ConversationList', () => {
  it('says when there are no direct messages', async () => {
    setup(() => pageResponse([]))
    expect(await screen.findByText('No direct messages yet')).toBeTruthy()
  })

  it('shows the others in each conversation and who wrote its last message, opening the thread', async () => {
    const { client } = setup(() => pageResponse([conversation(1), conversation(2, 'me')]))
    const list = await screen.findByRole('list', { name: 'Direct messages' })
    // The member is known once their account is in: they are left out of the names.
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]?.textContent).toBe('Person 1Person 1: @x message & 1'),
    )
    const [first, second] = within(list).getAllByRole('link')
    expect(first?.getAttribute('href')).toBe(`/post/${uuidOf(0xd01)}`)
    expect(second?.textContent).toBe('Person 2You: @x message & 2')
    // The last posts are written to their detail keys, for the thread to show at once.
    expect(client.getQueryData(statusKeys.detail(uuidOf(0xd01)))).toMatchObject({ id: uuidOf(0xd01) })
  })

  it('pages by the Link URL with Load more', async () => {
    const { listCalls } = setup((req) =>
      req.url.searchParams.get('max_id') === uuidOf(0xc13)
        ? pageResponse(conversations(20, 2))
        : pageResponse(conversations(0, 20), `http://proxy.internal/api/v1/conversations?max_id=${uuidOf(0xc13)}`),
    )
    const list = await screen.findByRole('list', { name: 'Direct messages' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22))
    expect(listCalls().at(-1)?.url.href).toBe(`http://localhost/api/v1/conversations?max_id=${uuidOf(0xc13)}`)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('shows an error with Retry', async () => {
    let fail = true
    setup(() => (fail ? errorResponse(500, 'no messages today') : pageResponse([conversation(1)])))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The direct messages could not be loaded')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /Person 1/ })).toBeTruthy()
  })
})
