// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TrackingStatus } from '@/api/conversations/types'
import { statusKeys } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { openMoreMenu, renderForMember } from '@/lib/testing/post-menu'
import { ConversationNote } from './conversation-note'
import { PostCard } from './post-card'

const ROOT = uuidOf(1)
const REPLY = uuidOf(2)
const CONVERSATION = uuidOf(0xc0)
const bob = makeAccount({ id: uuidOf(0xb0b), username: 'bob', display_name: 'Bob' })
const ON_5_9 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })

/** A post as Mitra 5.9 sends it to a member, in the conversation CONVERSATION. */
const post = (id: string, tracking: TrackingStatus = 'normal'): Status =>
  makeWireStatus({
    id,
    account: bob,
    content: '<p>hello</p>',
    language: null,
    conversation: { id: CONVERSATION, root_id: ROOT, tracking, can_moderate: false },
    conversation_tracking: tracking,
  })

// Another post of the same conversation, already on screen elsewhere.
const renderCard = (status: Status, instance = ON_5_9) =>
  renderForMember(
    <>
      <PostCard status={status} />
      <ConversationNote status={status} />
    </>,
    instance,
    (queryClient) => queryClient.setQueryData(statusKeys.detail(ROOT), post(ROOT)),
  )

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear()
})

describe('Follow conversation', () => {
  it('follows, shows it on every post of the conversation and under the post, then stops', async () => {
    const { calls } = stubFetch((req) =>
      jsonResponse(200, post(REPLY, (req.body as { status: TrackingStatus }).status)),
    )
    const queryClient = renderCard(post(REPLY))
    expect(screen.queryByText('You follow this conversation')).toBeNull()
    expect(await openMoreMenu()).toContain('Follow conversation')
    await userEvent.click(screen.getByRole('menuitem', { name: 'Follow conversation' }))
    expect(await screen.findByText('You follow this conversation')).toBeTruthy()
    expect(queryClient.getQueryData<Status>(statusKeys.detail(ROOT))?.conversation?.tracking).toBe('follow')
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', `/api/v1/statuses/${REPLY}/conversation_tracking`, { status: 'follow' }],
    ])

    await openMoreMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Stop following conversation' }))
    await vi.waitFor(() => expect(screen.queryByText('You follow this conversation')).toBeNull())
    expect(calls.at(-1)?.body).toEqual({ status: 'normal' })
    expect(queryClient.getQueryData<Status>(statusKeys.detail(ROOT))?.conversation?.tracking).toBe('normal')
  })

  it('puts the old state back and says why when the server refuses', async () => {
    stubFetch(() => errorResponse(404, 'post not found'))
    const queryClient = renderCard(post(REPLY))
    await openMoreMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Follow conversation' }))
    expect(await screen.findByText('post not found')).toBeTruthy()
    expect(screen.queryByText('You follow this conversation')).toBeNull()
    expect(queryClient.getQueryData<Status>(statusKeys.detail(ROOT))?.conversation?.tracking).toBe('normal')
    expect(queryClient.getQueryData<Status>(statusKeys.detail(REPLY))?.conversation?.tracking).toBe('normal')
  })

  it('shows a followed conversation under the post and offers to stop', async () => {
    stubFetch(() => jsonResponse(200, post(REPLY)))
    const queryClient = renderCard(post(REPLY, 'follow'))
    expect(screen.getByText('You follow this conversation')).toBeTruthy()
    expect(await openMoreMenu()).toContain('Stop following conversation')
    act(() => queryClient.setQueryData(statusKeys.detail(REPLY), post(REPLY)))
    await vi.waitFor(() => expect(screen.queryByText('You follow this conversation')).toBeNull())
  })

  it('is not offered on Mitra 3.21', async () => {
    stubFetch(() => jsonResponse(200, {}))
    const { conversation: _c, conversation_tracking: _t, language: _l, ...old } = post(REPLY)
    renderCard(old as Status, makeInstance())
    const items = await openMoreMenu()
    expect(items).not.toContain('Follow conversation')
    expect(items).not.toContain('Stop following conversation')
  })
})
