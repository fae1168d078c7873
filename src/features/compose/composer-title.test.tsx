// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { draftStore } from '@/lib/drafts'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { asAuthor, makeInstance, makeStatusSource, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { freshDrafts, makeOwnStatus, makeStatus, renderComposer } from '@/lib/testing/compose'

const on59 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })
const me = makeUser()
const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
const titleBox = () => screen.findByRole<HTMLInputElement>('textbox', { name: 'Title (optional)' })
const publish = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' })
const posted = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/statuses')

beforeEach(() => void freshDrafts())
afterEach(() => cleanup())

describe("a post's title", () => {
  it('on 3.21 offers no title and sends none', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus()))
    renderComposer()
    const u = userEvent.setup()
    await u.type(textBox(), 'Hello')
    await u.click(publish())
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
    expect(screen.queryByRole('textbox', { name: 'Title (optional)' })).toBeNull()
    expect(posted(calls)[0]?.body).not.toHaveProperty('title')
  })

  it('on 5.9 sends the title typed, without surrounding spaces, and blanks it once published', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus({ title: 'On fish' })))
    renderComposer({ instance: on59 })
    const u = userEvent.setup()
    await u.type(textBox(), 'Body')
    await u.type(await titleBox(), '  On fish ')
    await u.click(publish())
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
    expect(posted(calls)[0]?.body).toMatchObject({ status: 'Body', title: 'On fish' })
    await waitFor(async () => expect((await titleBox()).value).toBe(''))
  })

  it('on 5.9 sends no title when the field is left blank (or only spaces)', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus()))
    renderComposer({ instance: on59 })
    const u = userEvent.setup()
    await u.type(textBox(), 'Body')
    await u.type(await titleBox(), '   ')
    await u.click(publish())
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
    expect(posted(calls)[0]?.body).not.toHaveProperty('title')
  })

  it('counts characters as Mitra does (code points): 300 emoji pass, 301 characters turn Publish off', async () => {
    stubFetch(() => jsonResponse(200, makeOwnStatus()))
    renderComposer({ instance: on59 })
    const u = userEvent.setup()
    await u.type(textBox(), 'Body')
    const title = await titleBox()
    fireEvent.change(title, { target: { value: '😀'.repeat(300) } })
    expect(title.getAttribute('aria-invalid')).toBeNull()
    expect(publish().disabled).toBe(false)
    expect(screen.getByText('0 characters left')).toBeTruthy()
    fireEvent.change(title, { target: { value: 'a'.repeat(301) } })
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(publish().disabled).toBe(true)
    expect(screen.getByText('-1 character left')).toBeTruthy()
  })

  it('keeps the title in the draft', async () => {
    stubFetch(() => jsonResponse(200, makeOwnStatus()))
    renderComposer({ instance: on59 })
    const u = userEvent.setup()
    await u.type(textBox(), 'Body')
    await u.type(await titleBox(), 'Kept')
    await waitFor(() => expect(draftStore().get(me.id, 'new')).toMatchObject({ text: 'Body', title: 'Kept' }))
  })

  it('restores a stored title, the complete form opening at once to show it', async () => {
    void draftStore().save(me.id, 'new', {
      text: 'Body',
      title: 'Stored',
      sensitive: false,
      visibility: null,
      poll: null,
      media: [],
      target: null,
      idempotencyKey: 'abcdefabcdefabcdefab',
    })
    stubFetch(() => jsonResponse(200, makeOwnStatus()))
    renderComposer({ instance: on59 })
    expect((await titleBox()).value).toBe('Stored')
  })

  it('on 5.9 offers no title on a reply', async () => {
    stubFetch(() => jsonResponse(200, makeOwnStatus()))
    renderComposer({ instance: on59, props: { mode: { kind: 'reply', post: makeStatus() } } })
    // The complete form (which has the language chooser on 5.9) is up.
    await screen.findByRole('combobox', { name: 'Post language' })
    expect(screen.queryByRole('textbox', { name: 'Title (optional)' })).toBeNull()
  })

  it("on 5.9 an edit starts from the post's title and sends it; emptied, none is sent (Mitra clears it)", async () => {
    const mine = makeStatus({ id: uuidOf(0x3131), account: asAuthor(me), title: 'Old' })
    const { calls } = stubFetch((req) =>
      req.method === 'GET'
        ? jsonResponse(200, { ...makeStatusSource(mine.id, 'Salut'), title: 'Old' })
        : jsonResponse(200, mine),
    )
    renderComposer({ instance: on59, props: { mode: { kind: 'edit', post: mine } } })
    const title = await titleBox()
    expect(title.value).toBe('Old')
    const u = userEvent.setup()
    await u.clear(title)
    await u.type(title, 'New')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ status: 'Salut', title: 'New' })
  })
})
