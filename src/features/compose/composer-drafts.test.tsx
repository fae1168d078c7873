// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Attachment } from '@/api/statuses/types'
import { draftStore, type Draft, type DraftChannel } from '@/lib/drafts'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { asAuthor, makeAttachment, makeStatusSource, makeUser, uuidOf } from '@/lib/testing/fixtures'
import {
  answerPublish,
  describedAttachment,
  freshDrafts,
  makeOwnStatus,
  makeStatus,
  POST_ID,
  renderComposer,
} from '@/lib/testing/compose'

const me = makeUser()
const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
const publish = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' })
const CAT = uuidOf(0xca7)
const cat: Attachment = makeAttachment(CAT)
/** A post of the user's, to edit. */
const MINE = uuidOf(0x3131)
const posted = (calls: StubRequest[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/statuses')

function stored(more: Partial<Draft> = {}): Draft {
  return {
    accountId: me.id,
    context: 'new',
    text: 'kept text',
    sensitive: true,
    visibility: 'private',
    poll: { options: ['yes', 'no', ''], duration: 3, unit: 'hour', multiple: true },
    media: [{ attachment: cat, description: 'a cat' }],
    target: null,
    idempotencyKey: 'abcdefabcdefabcdefab',
    updatedAt: 1,
    ...more,
  }
}

beforeEach(() => void freshDrafts())
afterEach(() => cleanup())

describe('drafts in the composer', () => {
  it('restores every field of a stored draft, attachments without uploading again', async () => {
    void draftStore().save(me.id, 'new', stored())
    const { calls } = stubFetch(answerPublish)
    renderComposer()
    expect(textBox().value).toBe('kept text')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Mark as sensitive' }).checked).toBe(true)
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /visibility/i }).value).toBe('private')
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Option 1' })).value).toBe('yes')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Multiple choice' }).checked).toBe(true)
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' })).value).toBe('a cat')
    await userEvent.click(publish())
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
    expect(calls.some((c) => c.path === '/api/v2/media' || c.path === '/api/v1/media')).toBe(false)
    expect(posted(calls)[0]?.body).toMatchObject({
      'media_ids[]': [CAT],
      'poll[options][]': ['yes', 'no'],
      'poll[expires_in]': 10_800,
      visibility: 'private',
      sensitive: true,
    })
    expect(posted(calls)[0]?.headers.get('Idempotency-Key')).toBe('abcdefabcdefabcdefab')
    await waitFor(() => expect(draftStore().get(me.id, 'new')).toBeNull())
  })

  it('keeps the poll and the sensitivity as they change', async () => {
    renderComposer()
    await userEvent.type(textBox(), 'vote')
    await userEvent.click(screen.getByRole('button', { name: 'Add a poll' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Option 1' }), 'tea')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark as sensitive' }))
    await waitFor(() =>
      expect(draftStore().get(me.id, 'new')).toMatchObject({
        text: 'vote',
        sensitive: true,
        poll: { options: ['tea', ''] },
      }),
    )
  })

  it('keeps another account’s draft apart', () => {
    void draftStore().save('someone-else', 'new', stored({ accountId: 'someone-else', text: 'not mine' }))
    renderComposer()
    expect(textBox().value).toBe('')
  })

  it('records the replied-to post for the drafts screen', async () => {
    renderComposer({ props: { mode: { kind: 'reply', post: makeStatus({ content: '<p>Hello <b>there</b></p>' }) } } })
    await userEvent.type(textBox(), 'hi')
    await waitFor(() =>
      expect(draftStore().get(me.id, `reply:${POST_ID}`)?.target).toEqual({
        postId: POST_ID,
        acct: 'bob',
        excerpt: 'Hello there',
      }),
    )
  })

  it('never keeps a draft of an edit', async () => {
    stubFetch(() => jsonResponse(200, makeStatusSource(MINE, 'old')))
    renderComposer({ props: { mode: { kind: 'edit', post: makeStatus({ id: MINE, account: asAuthor(me) }) } } })
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
    await userEvent.type(box, ' more')
    // Every change has rendered (a draft is kept from the render that follows a change).
    await waitFor(() => expect(box.value).toBe('old more'))
    expect(draftStore().list(me.id)).toEqual([])
  })

  it('takes a draft changed in another tab unless its own form has the focus', async () => {
    const listeners: ((event: MessageEvent<unknown>) => void)[] = []
    const channel: DraftChannel = { postMessage: () => {}, addEventListener: (_t, l) => void listeners.push(l) }
    const { DraftStore, memoryBackend, setDraftStore } = await import('@/lib/drafts')
    setDraftStore(new DraftStore(memoryBackend(), { channel }))
    const fromOtherTab = (text: string) =>
      act(() =>
        listeners.forEach((l) =>
          l({ data: { key: `${me.id}/new`, draft: stored({ text, poll: null, media: [] }) } } as MessageEvent<unknown>),
        ),
      )
    renderComposer()
    fromOtherTab('typed elsewhere')
    expect(textBox().value).toBe('typed elsewhere')
    textBox().focus()
    fromOtherTab('typed elsewhere again')
    expect(textBox().value).toBe('typed elsewhere')
    act(() => textBox().blur())
    expect(textBox().value).toBe('typed elsewhere again')
  })
})

describe('publishing faults', () => {
  it.each([
    [500, 'The server ran into a problem'],
    [429, 'Too many requests. Wait a moment, then try again.'],
    [413, 'request body is too large (more than the server accepts).'],
  ])('keeps everything after a %i and says why', async (status, words) => {
    void draftStore().save(me.id, 'new', stored())
    stubFetch((req) =>
      req.method === 'PUT'
        ? describedAttachment(req)
        : errorResponse(status, status === 413 ? 'request body is too large' : 'nope'),
    )
    renderComposer()
    await userEvent.click(publish())
    expect((await screen.findByRole('alert')).textContent).toContain(words)
    expect(textBox().value).toBe('kept text')
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' })).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Option 1' }).value).toBe('yes')
    expect(draftStore().get(me.id, 'new')?.idempotencyKey).toBe('abcdefabcdefabcdefab')
  })

  it('says when the server cannot be reached', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    renderComposer()
    await userEvent.type(textBox(), 'offline?')
    await userEvent.click(publish())
    expect((await screen.findByRole('alert')).textContent).toContain("Can't reach the server.")
    expect(textBox().value).toBe('offline?')
  })

  it('sends once on a double click', async () => {
    let answer: (r: Response) => void = () => {}
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderComposer()
    await userEvent.type(textBox(), 'once')
    await userEvent.dblClick(publish())
    answer(jsonResponse(200, makeOwnStatus()))
    await waitFor(() => expect(textBox().value).toBe(''))
    expect(posted(calls)).toHaveLength(1)
  })
})

describe('media description reminder', () => {
  it('offers to add a description: Add description focuses the empty field, Publish without publishes', async () => {
    void draftStore().save(me.id, 'new', stored({ media: [{ attachment: cat, description: '' }], poll: null }))
    const { calls } = stubFetch(answerPublish)
    renderComposer()
    await userEvent.click(publish())
    expect(await screen.findByRole('dialog', { name: 'Add a description?' })).toBeTruthy()
    expect(screen.getByText(/screen readers/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Add description' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description' })))
    expect(posted(calls)).toHaveLength(0)

    await userEvent.click(publish())
    await userEvent.click(await screen.findByRole('button', { name: 'Publish without' }))
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
  })

  it('does not ask when every attachment is described', async () => {
    void draftStore().save(me.id, 'new', stored({ poll: null }))
    const { calls } = stubFetch(answerPublish)
    renderComposer()
    await userEvent.click(publish())
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('accounts', () => {
  it('opens the other account’s draft when the signed-in account changes', async () => {
    const other = makeUser({ id: uuidOf(0x07e), username: 'other', display_name: 'Other' })
    void draftStore().save(me.id, 'new', stored({ text: 'mine', poll: null, media: [] }))
    void draftStore().save(other.id, 'new', stored({ accountId: other.id, text: 'theirs', poll: null, media: [] }))
    const { queryClient } = renderComposer()
    expect(textBox().value).toBe('mine')
    const { accountKeys } = await import('@/api/accounts/queries')
    act(() => queryClient.setQueryData(accountKeys.current('token-1'), other))
    await waitFor(() => expect(textBox().value).toBe('theirs'))
  })
})
