// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { NEW_POST_DRAFT } from './compose-rules'
import { draftText, freshDrafts, makeOwnStatus, makeStatus, renderComposer, TOKEN } from '@/lib/testing/compose'

function setup({ max = 200, user = makeUser() } = {}) {
  renderComposer({
    user,
    instance: makeInstance({
      configuration: {
        statuses: { max_characters: max, max_media_attachments: 4 },
        media_attachments: { supported_mime_types: ['image/png'] },
      },
    }),
  })
  return {
    text: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' }),
    publish: screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' }),
    visibility: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' }),
  }
}

const counter = () => screen.queryByText(/characters? left/)
const posted = (calls: StubRequest[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/statuses')

beforeEach(() => void freshDrafts())
afterEach(() => cleanup())

describe('Composer (new post)', () => {
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
      user: makeUser({ client_config: { 'mitra-web': { defaultVisibility: 'private' } } }),
    })
    expect([...visibility.options].map((o) => [o.value, o.textContent])).toEqual([
      ['public', 'Public'],
      ['private', 'Followers'],
      ['subscribers', 'Subscribers'],
      ['direct', 'Direct'],
    ])
    expect(visibility.value).toBe('private')
    expect(visibility.disabled).toBe(false)
  })

  it('follows a default visibility that changes before the person picks one, never after', async () => {
    const { queryClient } = renderComposer({ user: makeUser() })
    const visibility = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' })
    expect(visibility().value).toBe('public')
    // The user restored from the offline copy is refreshed: its default has changed meanwhile.
    act(() =>
      queryClient.setQueryData(
        accountKeys.current(TOKEN),
        makeUser({ client_config: { 'mitra-web': { defaultVisibility: 'private' } } }),
      ),
    )
    await waitFor(() => expect(visibility().value).toBe('private'))
    await userEvent.selectOptions(visibility(), 'direct')
    act(() => queryClient.setQueryData(accountKeys.current(TOKEN), makeUser()))
    expect(visibility().value).toBe('direct')
  })

  it('saves the draft and restores it', async () => {
    const first = setup()
    await userEvent.type(first.text, 'draft text')
    expect(draftText(NEW_POST_DRAFT)).toBe('draft text')
    cleanup()
    expect(setup().text.value).toBe('draft text')
  })

  it('publishes once, disabled while sending, then resets with a fresh idempotency key', async () => {
    let answer: (r: Response) => void = () => {}
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { text, publish, visibility } = setup()
    await userEvent.type(text, 'Hello *world*')
    await userEvent.selectOptions(visibility, 'direct')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark as sensitive' }))
    await userEvent.click(publish)
    expect(publish.disabled).toBe(true)
    await userEvent.click(publish)
    expect(calls).toHaveLength(1)

    const [first] = calls
    expect(first?.path).toBe('/api/v1/statuses')
    expect(first?.method).toBe('POST')
    expect(first?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{20}$/)
    expect(first?.headers.get('Authorization')).toBe('Bearer token-1')
    expect(first?.body).toEqual({
      status: 'Hello *world*',
      content_type: 'text/markdown',
      visibility: 'direct',
      'media_ids[]': [],
      sensitive: true,
      'poll[options][]': [],
      'poll[expires_in]': 86400,
      'poll[multiple]': false,
    })

    answer(
      jsonResponse(
        200,
        makeOwnStatus({ content: '<p>Hello <em>world</em></p>', visibility: 'direct', sensitive: true }),
      ),
    )
    await waitFor(() => expect(text.value).toBe(''))
    expect(document.activeElement).toBe(text)
    expect(draftText(NEW_POST_DRAFT)).toBeNull()
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Mark as sensitive' }).checked).toBe(false)

    await userEvent.type(text, 'second')
    await userEvent.click(publish)
    const key = calls[1]?.headers.get('Idempotency-Key')
    expect(key).toMatch(/^[0-9a-f]{20}$/)
    expect(key).not.toBe(first?.headers.get('Idempotency-Key'))
  })

  it('shows a failure under the editor, keeps the text and retries with the same key', async () => {
    const { calls } = stubFetch(() => errorResponse(400, 'post is too long'))
    const { text, publish } = setup()
    await userEvent.type(text, 'will fail')
    await userEvent.click(publish)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'Your post could not be published: post is too long Your post is kept here; trying again never publishes it twice.',
    )
    expect(text.getAttribute('aria-describedby')).toContain(alert.id)
    expect(text.value).toBe('will fail')
    expect(publish.disabled).toBe(false)
    await userEvent.click(publish)
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(calls[1]?.headers.get('Idempotency-Key'))
  })

  it('submits with Ctrl+Enter or Cmd+Enter only when the setting is on', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus()))
    const off = setup()
    await userEvent.type(off.text, 'hi{Control>}{Enter}{/Control}')
    expect(posted(calls)).toHaveLength(0)
    cleanup()
    localStorage.clear()
    const on = setup({ user: makeUser({ client_config: { 'mitra-web': { ctrlEnterEnabled: true } } }) })
    await userEvent.type(on.text, 'hi{Control>}{Enter}{/Control}')
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
    await waitFor(() => expect(on.text.value).toBe(''))
    await userEvent.type(on.text, 'again{Meta>}{Enter}{/Meta}')
    await waitFor(() => expect(posted(calls)).toHaveLength(2))
  })

  it('renders nothing for a guest', () => {
    const { container } = renderComposer({ user: null as never })
    expect(container.innerHTML).toBe('')
  })
})

describe('Composer (a new post to a group)', () => {
  it('sends the group with the post, and keeps its draft apart from home’s', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus({ content: '<p>To the group</p>' })))
    const group = { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a60', name: 'Readers' }
    renderComposer({ props: { mode: { kind: 'new', group } } })
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
    await userEvent.type(text, 'To the group')
    await waitFor(() => expect(draftText(`group:${group.id}`)).toBe('To the group'))
    expect(draftText(NEW_POST_DRAFT)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
    expect(posted(calls)[0]?.body).toMatchObject({ status: 'To the group', group_id: group.id })
  })
})

describe('Composer (a reply in a group)', () => {
  it('says that the reply joins the group’s conversation, and sends no group', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus({ content: '<p>Yes</p>' })))
    const readers = makeAccount({ id: uuidOf(0x600), username: 'readers', display_name: 'Readers', is_group: true })
    renderComposer({ props: { mode: { kind: 'reply', post: makeStatus({ group: readers }) } } })
    expect(screen.getByText('Your reply joins the conversation in the group Readers.')).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Post text' }), 'Yes')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(posted(calls)).toHaveLength(1))
    expect(posted(calls)[0]?.body).not.toHaveProperty('group_id')
    expect(posted(calls)[0]?.body).toHaveProperty('in_reply_to_id')
  })

  it('says nothing on a reply to a post outside groups', () => {
    renderComposer({ props: { mode: { kind: 'reply', post: makeStatus() } } })
    expect(screen.queryByText(/joins the conversation/)).toBeNull()
  })
})
