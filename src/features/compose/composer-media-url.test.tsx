// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { makeAttachment, makeInstance, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { FakeXhr, freshDrafts, renderComposer } from '@/lib/testing/compose'
import { ComposerForm } from './composer-form'
import { NOTHING_ASKED } from './first-view-handoff'
import { blankInitial } from './use-draft'

const configuration = {
  statuses: { max_characters: 500, max_media_attachments: 2 },
  media_attachments: { supported_mime_types: ['image/png'], image_size_limit: 5000 },
}
const on59 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)', configuration })
const on321 = makeInstance({ configuration })
const M1 = uuidOf(0x3e1)

beforeEach(() => {
  freshDrafts()
  FakeXhr.install()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('adding media from a URL', () => {
  it('is not offered by a server whose policy keeps the browser from reading other sites (before 4.6.0)', async () => {
    renderComposer({ instance: on321 })
    expect(await screen.findByRole('button', { name: 'Add media' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add from a URL' })).toBeNull()
  })

  it('uploads the bytes read as a picked file, with the same progress and description field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } })),
    )
    renderComposer({ instance: on59 })
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'keep me')
    await user.click(await screen.findByRole('button', { name: 'Add from a URL' }))
    const field = await screen.findByRole('textbox', { name: 'Address of the image, video or audio' })
    await user.type(field, 'https://pics.example/cat.png')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1))
    expect(FakeXhr.all[0]?.json).toEqual({ file: 'AQID', media_type: 'image/png' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByText('cat.png')).toBeTruthy()
    expect(await screen.findByRole('progressbar')).toBeTruthy()
    FakeXhr.all[0]?.respond(200, makeAttachment(M1))
    expect(await screen.findByRole('textbox', { name: 'Description' })).toBeTruthy()
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' }).value).toBe('keep me')
  })

  it("stops at the instance's size limit and keeps the draft", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Uint8Array(6000), { headers: { 'Content-Type': 'image/png' } })),
    )
    renderComposer({ instance: on59 })
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'keep me')
    await user.click(await screen.findByRole('button', { name: 'Add from a URL' }))
    await user.type(
      await screen.findByRole('textbox', { name: 'Address of the image, video or audio' }),
      'https://x.example/a.png',
    )
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect((await screen.findByRole('alert')).textContent).toContain('larger than your server accepts (5 kB)')
    expect(FakeXhr.all).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' }).value).toBe('keep me')
  })
})

describe('pressed before the complete form is there', () => {
  it("opens the dialog as the form takes over, and gives the focus back to the form's button", async () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ComposerForm
            mode={{ kind: 'new' }}
            user={makeUser()}
            instance={on59}
            initial={blankInitial()}
            resume={{ ...NOTHING_ASKED, mediaUrl: true }}
          />
        </QueryClientProvider>
      </I18nProvider>,
    )
    const field = await screen.findByRole('textbox', { name: 'Address of the image, video or audio' })
    expect(screen.getByRole('dialog').contains(field)).toBe(true)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add from a URL' }))
  })
})

describe('the dialog inside the composer', () => {
  it('adds on Enter without publishing the post', async () => {
    const fetch = vi.fn(async () => new Response('no', { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    renderComposer({ instance: on59 })
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'keep me')
    await user.click(await screen.findByRole('button', { name: 'Add from a URL' }))
    const field = await screen.findByRole('textbox', { name: 'Address of the image, video or audio' })
    await user.type(field, 'https://x.example/a.png{Enter}')
    expect((await screen.findByRole('alert')).textContent).toContain('HTTP 404')
    expect(fetch).toHaveBeenCalledOnce()
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' }).value).toBe('keep me')
  })
})
