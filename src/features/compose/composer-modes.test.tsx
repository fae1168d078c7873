// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { statusKeys } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeUser } from '@/lib/testing/fixtures'
import { draftText, freshDrafts, makeStatus, renderComposer } from '@/lib/testing/compose'

const alice = makeUser({ id: 'alice-id', acct: 'alice', username: 'alice' })
const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
const visibility = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' })
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent)

beforeEach(() => void freshDrafts())
afterEach(() => cleanup())

describe('reply', () => {
  it('opens with the mentions, focused, and publishes in reply to the post', async () => {
    const post = makeStatus({
      mentions: [
        { id: 'alice-id', username: 'alice', acct: 'alice', url: '' },
        { id: 'c', username: 'carol', acct: 'carol', url: '' },
      ],
    })
    const { calls } = stubFetch(() => jsonResponse(200, makeStatus({ id: 'reply-1', account: alice })))
    const onDone = vi.fn()
    renderComposer({ user: alice, props: { mode: { kind: 'reply', post }, onDone, autoFocus: true } })
    expect(screen.getByRole('form', { name: 'Reply to @bob' })).toBeTruthy()
    expect(textBox().value).toBe('@bob @carol ')
    expect(document.activeElement).toBe(textBox())
    expect(optionsOf(visibility())).toEqual(['Public', 'Followers', 'Subscribers', 'Direct'])

    await userEvent.type(textBox(), 'thanks!')
    expect(draftText('reply:post-1', alice.id)).toBe('@bob @carol thanks!')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'reply-1' })))
    expect(calls[0]?.body).toMatchObject({
      status: '@bob @carol thanks!',
      in_reply_to_id: 'post-1',
      visibility: 'public',
    })
    expect(draftText('reply:post-1', alice.id)).toBeNull()
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
      props: { mode: { kind: 'reply', post: makeStatus({ visibility: 'private', account: alice }) } },
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
    const { calls } = stubFetch(() => jsonResponse(200, makeStatus({ id: 'q1' })))
    const onDone = vi.fn()
    renderComposer({ user: alice, props: { mode: { kind: 'quote', post: makeStatus() }, onDone } })
    expect(textBox().value).toBe('')
    expect(optionsOf(visibility())).toEqual(['Public'])
    expect(visibility().disabled).toBe(true)
    await userEvent.type(textBox(), 'look')
    expect(draftText('quote:post-1', alice.id)).toBe('look')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls[0]?.body).toMatchObject({ status: 'look', quote_id: 'post-1', visibility: 'public' })
    expect(calls[0]?.body).not.toHaveProperty('in_reply_to_id')
  })
})

describe('edit', () => {
  const mine = makeStatus({
    id: 'mine',
    account: alice,
    visibility: 'private',
    sensitive: true,
    media_attachments: [{ id: 'm1', type: 'image', url: '/media/a.png', description: 'a cat' }],
  })

  it('loads the source, then saves with PUT and merges the answer into the post', async () => {
    const saved = { ...mine, content: '<p>new text</p>', edited_at: '2025-01-02T00:00:00Z' }
    const { calls } = stubFetch((req) =>
      req.method === 'GET'
        ? jsonResponse(200, { id: 'mine', content_type: 'text/markdown', text: 'old text', spoiler_text: '' })
        : jsonResponse(200, saved),
    )
    const onDone = vi.fn()
    const { queryClient } = renderComposer({ user: alice, props: { mode: { kind: 'edit', post: mine }, onDone } })
    queryClient.setQueryData(statusKeys.detail('mine'), mine)
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
    expect(calls[0]?.path).toBe('/api/v1/statuses/mine/source')
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
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'mine' })))
    const put = calls.find((c) => c.method === 'PUT')
    expect(put?.path).toBe('/api/v1/statuses/mine')
    expect(put?.body).toEqual({
      status: 'new text',
      content_type: 'text/markdown',
      'media_ids[]': ['m1'],
      sensitive: true,
    })
    expect(queryClient.getQueryData<Status>(statusKeys.detail('mine'))?.content).toBe('<p>new text</p>')
  })

  it('refuses a post that has only an HTML source', async () => {
    stubFetch(() => jsonResponse(200, { id: 'mine', content_type: 'text/html', text: '<p>old</p>', spoiler_text: '' }))
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
