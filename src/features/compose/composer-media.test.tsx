// @vitest-environment happy-dom
import { cleanup, createEvent, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAttachment, makeInstance, uuidOf } from '@/lib/testing/fixtures'
import { answerPublish, FakeXhr, freshDrafts, renderComposer } from '@/lib/testing/compose'

const instance = makeInstance({
  configuration: {
    statuses: { max_characters: 500, max_media_attachments: 2 },
    media_attachments: { supported_mime_types: ['image/png', 'image/jpeg', 'video/x-m4v'] },
  },
})
const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' })
const user = () => userEvent.setup({ applyAccept: false })
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
const publish = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' })
/** The ids of the attachments the server makes of the uploads, in order. */
const M1 = uuidOf(0x3e1)
const M2 = uuidOf(0x3e2)

async function requests(count: number) {
  await waitFor(() => expect(FakeXhr.all).toHaveLength(count))
  return FakeXhr.all
}

beforeEach(() => {
  freshDrafts()
  FakeXhr.install()
})
afterEach(() => cleanup())

describe('attachments', () => {
  it('offers the instance types and .m4v in the picker', () => {
    renderComposer({ instance })
    expect(screen.getByRole('button', { name: 'Add media' })).toBeTruthy()
    expect(fileInput().accept).toBe('image/png,image/jpeg,video/x-m4v,.m4v')
  })

  it('uploads with a progress bar, disables Publish meanwhile, then shows a thumbnail and a description field', async () => {
    const { calls } = stubFetch(answerPublish)
    renderComposer({ instance })
    const u = user()
    await u.type(textBox(), 'two pictures')
    await u.upload(fileInput(), [png('cat.png'), png('dog.png')])
    const [first, second] = await requests(2)
    expect(first?.json).toEqual({ file: 'AQID', media_type: 'image/png' })
    const bars = await screen.findAllByRole('progressbar')
    expect(bars).toHaveLength(2)
    expect(publish().disabled).toBe(true)
    first?.progress(1, 2)
    expect(await screen.findByLabelText('Uploading… 50%')).toBeTruthy()

    first?.respond(200, makeAttachment(M1))
    second?.respond(200, makeAttachment(M2))
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0))
    expect(publish().disabled).toBe(false)
    expect(document.querySelectorAll(`img[src="${makeAttachment(M1).preview_url}"]`)).toHaveLength(1)
    const [describe1, describe2] = screen.getAllByRole<HTMLTextAreaElement>('textbox', { name: 'Description' })

    // Saved on blur: trimmed.
    await u.type(describe1!, '  a cat  ')
    await u.tab()
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
    expect(calls[0]).toMatchObject({ path: `/api/v1/media/${M1}`, body: { description: 'a cat' } })

    // Saved before publishing when still unsaved.
    fireEvent.input(describe2!, { target: { value: 'a dog' } })
    await u.click(publish())
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    const order = calls.map((c) => `${c.method} ${c.path}`)
    expect(order).toEqual([`PUT /api/v1/media/${M1}`, `PUT /api/v1/media/${M2}`, 'POST /api/v1/statuses'])
    expect(calls[2]?.body).toMatchObject({ 'media_ids[]': [M1, M2] })
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attachments' })).toBeNull())
  })

  it('shows an upload failure as an alert, clears the uploading state and keeps the draft', async () => {
    renderComposer({ instance })
    const u = user()
    await u.type(textBox(), 'keep me')
    await u.upload(fileInput(), png('huge.png'))
    const [xhr] = await requests(1)
    await screen.findByRole('progressbar')
    xhr?.respond(413, 'A payload reached size limit.', 'text/plain', 'Payload Too Large')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('request body is too large')
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(textBox().value).toBe('keep me')
    expect(publish().disabled).toBe(false)
  })

  it('says when a description cannot be saved', async () => {
    stubFetch(() => errorResponse(400, 'media description is too long'))
    renderComposer({ instance })
    const u = user()
    await u.upload(fileInput(), png('cat.png'))
    ;(await requests(1))[0]?.respond(200, makeAttachment(M1))
    await u.type(await screen.findByRole('textbox', { name: 'Description' }), 'long')
    await u.tab()
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The description could not be saved: media description is too long',
    )
  })

  it('names files of unsupported types and refuses files over the limit', async () => {
    renderComposer({ instance })
    const u = user()
    await u.upload(fileInput(), [new File(['x'], 'notes.txt', { type: 'text/plain' })])
    expect((await screen.findByRole('alert')).textContent).toContain('notes.txt')
    expect(FakeXhr.all).toHaveLength(0)

    await u.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')])
    expect((await screen.findByRole('alert')).textContent).toContain('at most 2 attachments')
    await requests(2)
  })

  it('uploads an untyped .m4v as video/x-m4v', async () => {
    renderComposer({ instance })
    await user().upload(fileInput(), new File(['x'], 'clip.m4v'))
    const [xhr] = await requests(1)
    expect(xhr?.json.media_type).toBe('video/x-m4v')
  })

  it('removes an attachment', async () => {
    renderComposer({ instance })
    const u = user()
    await u.upload(fileInput(), png('cat.png'))
    const [xhr] = await requests(1)
    xhr?.respond(200, makeAttachment(M1))
    await u.click(await screen.findByRole('button', { name: 'Remove' }))
    expect(screen.queryByRole('list', { name: 'Attachments' })).toBeNull()
  })

  it('takes files pasted into the text box and dropped on the composer', async () => {
    renderComposer({ instance })
    const paste = createEvent.paste(textBox())
    Object.defineProperty(paste, 'clipboardData', { value: { files: [png('pasted.png')], getData: () => '' } })
    fireEvent(textBox(), paste)
    await requests(1)

    const form = screen.getByRole('form', { name: 'New post' })
    const dataTransfer = { types: ['Files'], files: [png('dropped.png')], dropEffect: 'none' }
    fireEvent.dragOver(form, { dataTransfer })
    expect(form.className).toMatch(/dragging/)
    fireEvent.drop(form, { dataTransfer })
    await requests(2)
    expect(form.className).not.toMatch(/dragging/)
    expect(await screen.findByText('dropped.png')).toBeTruthy()
  })
})
