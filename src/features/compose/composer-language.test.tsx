// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { asAuthor, makeInstance, makeStatusSource, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { freshDrafts, makeOwnStatus, makeStatus, renderComposer } from '@/lib/testing/compose'

const on59 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })
/** A member of a 5.9 instance, whose `source` carries the shared posting defaults (Mitra 4.17+). */
const member = (language: string | null, privacy: 'public' | 'private' = 'public') =>
  makeUser({ source: { note: null, fields: [], privacy, sensitive: false, language } })
const textBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' })
const chooser = () => screen.findByRole<HTMLSelectElement>('combobox', { name: 'Post language' })
const publish = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Publish' })

beforeEach(() => void freshDrafts())
afterEach(() => cleanup())

describe("a post's language", () => {
  it('on 3.21 offers no language and sends none', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus()))
    renderComposer()
    const u = userEvent.setup()
    await u.type(textBox(), 'Hello')
    await u.click(publish())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(screen.queryByRole('combobox', { name: 'Post language' })).toBeNull()
    expect(calls[0]?.body).not.toHaveProperty('language')
  })

  it("on 5.9 starts from the member's default on the server, and sends the one chosen", async () => {
    const user = member('de', 'private')
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus({ language: 'fr' }, user)))
    renderComposer({ user, instance: on59 })
    const u = userEvent.setup()
    await u.type(textBox(), 'Bonjour')
    const select = await chooser()
    expect(select.value).toBe('de')
    expect(select.selectedOptions[0]?.textContent).toBe('German')
    // The default visibility is the server's too.
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' }).value).toBe('private')
    await u.selectOptions(select, 'fr')
    await u.click(publish())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({ status: 'Bonjour', language: 'fr', visibility: 'private' })
  })

  it('on 5.9 without a default on the server starts from the interface language', async () => {
    const user = member(null)
    const { calls } = stubFetch(() => jsonResponse(200, makeOwnStatus({ language: 'en' }, user)))
    renderComposer({ user, instance: on59 })
    const u = userEvent.setup()
    await u.type(textBox(), 'Hello')
    expect((await chooser()).value).toBe('en')
    await u.click(publish())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({ language: 'en' })
  })

  it("on 5.9 an edit keeps the post's language unless changed (Mitra clears it when omitted)", async () => {
    const user = member('de')
    const mine = makeStatus({ id: uuidOf(0x3131), account: asAuthor(user), language: 'fr' })
    const { calls } = stubFetch((req) =>
      req.method === 'GET' ? jsonResponse(200, makeStatusSource(mine.id, 'Salut')) : jsonResponse(200, mine),
    )
    renderComposer({ user, instance: on59, props: { mode: { kind: 'edit', post: mine } } })
    expect((await chooser()).value).toBe('fr')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy())
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ status: 'Salut', language: 'fr' })
  })
})
