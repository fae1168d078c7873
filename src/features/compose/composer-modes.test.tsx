// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { statusKeys } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { asAuthor, makeAttachment, makeStatusSource, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { BOB, draftText, freshDrafts, makeOwnStatus, makeStatus, POST_ID, renderComposer } from '@/lib/testing/compose'

const alice = makeUser()
/** Alice's post that she edits, and its attachment. */
const MINE = uuidOf(0x3131)
const CAT = uuidOf(0xca7)
const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
const visibility = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' })
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent)

beforeEach(() => void freshDrafts())
afterEach(() => cleanup())

describe('reply', () => {
  it('opens with the mentions, focused, and publishes in reply to the post', async () => {
    const post = makeStatus({
      mentions: [
        { id: alice.id, username: 'alice', acct: 'alice', url: alice.url },
        { id: uuidOf(0xc), username: 'carol', acct: 'carol', url: 'https://parley.test/@carol' },
      ],
    })
    const reply = makeOwnStatus({ in_reply_to_id: POST_ID, in_reply_to_account_id: BOB.id }, alice)
    const { calls } = stubFetch(() => jsonResponse(200, reply))
    const onDone = vi.fn()
    renderComposer({ user: alice, props: { mode: { kind: 'reply', post }, onDone, autoFocus: true } })
    expect(screen.getByRole('form', { name: 'Reply to @bob' })).toBeTruthy()
    expect(textBox().value).toBe('@bob @carol ')
    expect(document.activeElement).toBe(textBox())
    expect(optionsOf(visibility())).toEqual(['Public', 'Followers', 'Subscribers', 'Direct'])

    await userEvent.type(textBox(), 'thanks!')
    expect(draftText(`reply:${POST_ID}`, alice.id)).toBe('@bob @carol thanks!')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: reply.id })))
    expect(calls[0]?.body).toMatchObject({
      status: '@bob @carol thanks!',
      in_reply_to_id: POST_ID,
      visibility: 'public',
    })
    expect(draftText(`reply:${POST_ID}`, alice.id)).toBeNull()
  })

  it('shows a failure as an alert and keeps the text', async () => {
    stubFetch(() => errorResponse(400, 'reply must have narrower visibility'))
    renderComposer({ user: alice, props: { mode: { kind: 'reply', post: makeStatus() } } })
    await userEvent.type(textBox(), 'hi')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('reply must have narrower visibility')
    expect(textBox().value).toBe('@bob hi')
  })

  it('offers conversation or direct to others replying to a followers-only post, more to its author', () => {
    renderComposer({ user: alice, props: { mode: { kind: 'reply', post: makeStatus({ visibility: 'private' }) } } })
    expect(optionsOf(visibility())).toEqual(['Conversation', 'Direct'])
    cleanup()
    renderComposer({
      user: alice,
      props: { mode: { kind: 'reply', post: makeStatus({ visibility: 'private', account: asAuthor(alice) }) } },
    })
    expect(optionsOf(visibility())).toEqual(['Followers', 'Conversation', 'Direct'])
  })

  it('fixes the visibility of a reply to a direct post', () => {
    renderComposer({ user: alice, props: { mode: { kind: 'reply', post: makeStatus({ visibility: 'direct' }) } } })
    expect(optionsOf(visibility())).toEqual(['Direct'])
    expect(visibility().disabled).toBe(true)
  })

  it('calls onDone without a post on Cancel', async () => {
    const onDone = vi.fn()
    renderComposer({ user: alice, props: { mode: { kind: 'reply', post: makeStatus() }, onDone } })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onDone).toHaveBeenCalledWith()
  })
})

describe('quote', () => {
  it('publishes a public post with quote_id and keeps its own draft', async () => {
    const quoted = makeStatus()
    // Mitra answers with the quoted post in links and in pleroma.quote.
    const pleroma = { ...quoted.pleroma, quote: quoted, quote_visible: true }
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus({ links: [quoted], pleroma }, alice)))
    const onDone = vi.fn()
    renderComposer({ user: alice, props: { mode: { kind: 'quote', post: quoted }, onDone } })
    expect(textBox().value).toBe('')
    expect(optionsOf(visibility())).toEqual(['Public'])
    expect(visibility().disabled).toBe(true)
    await userEvent.type(textBox(), 'look')
    expect(draftText(`quote:${POST_ID}`, alice.id)).toBe('look')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls[0]?.body).toMatchObject({ status: 'look', quote_id: POST_ID, visibility: 'public' })
    expect(calls[0]?.body).not.toHaveProperty('in_reply_to_id')
  })
})

describe('edit', () => {
  const mine = makeStatus({
    id: MINE,
    account: asAuthor(alice),
    visibility: 'private',
    sensitive: true,
    media_attachments: [makeAttachment(CAT, { description: 'a cat' })],
  })

  it('loads the source, then saves with PUT and merges the answer into the post', async () => {
    const saved = { ...mine, content: '<p>new text</p>', edited_at: '2025-03-25T10:00:00.000Z' }
    const { calls } = stubFetch((req) =>
      req.method === 'GET' ? jsonResponse(200, makeStatusSource(MINE, 'old text')) : jsonResponse(200, saved),
    )
    const onDone = vi.fn()
    const { queryClient } = renderComposer({ user: alice, props: { mode: { kind: 'edit', post: mine }, onDone } })
    queryClient.setQueryData(statusKeys.detail(MINE), mine)
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
    expect(calls[0]?.path).toBe(`/api/v1/statuses/${MINE}/source`)
    expect(text.value).toBe('old text')
    expect(visibility().disabled).toBe(true)
    expect(optionsOf(visibility())).toEqual(['Followers'])
    expect(screen.queryByRole('button', { name: 'Add a poll' })).toBeNull()
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Mark as sensitive' }).checked).toBe(true)
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' })).value).toBe('a cat')
    expect(screen.getByText('Image')).toBeTruthy()

    await userEvent.clear(text)
    await userEvent.type(text, 'new text')
    expect(Object.keys(localStorage).filter((k) => k.startsWith('draft:'))).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: MINE })))
    const put = calls.find((c) => c.method === 'PUT')
    expect(put?.path).toBe(`/api/v1/statuses/${MINE}`)
    expect(put?.body).toEqual({
      status: 'new text',
      content_type: 'text/markdown',
      'media_ids[]': [CAT],
      sensitive: true,
    })
    expect(queryClient.getQueryData<Status>(statusKeys.detail(MINE))?.content).toBe('<p>new text</p>')
  })

  it('refuses a post that has only an HTML source', async () => {
    stubFetch(() => jsonResponse(200, makeStatusSource(MINE, '<p>old</p>', 'text/html')))
    const onDone = vi.fn()
    renderComposer({ user: alice, props: { mode: { kind: 'edit', post: mine }, onDone } })
    expect((await screen.findByRole('alert')).textContent).toContain(
      "This post can't be edited: it has no markdown source.",
    )
    expect(screen.queryByRole('textbox', { name: 'Post text' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onDone).toHaveBeenCalledWith()
  })
})
