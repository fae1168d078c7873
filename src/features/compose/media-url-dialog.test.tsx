// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MediaUrlDialog } from './media-url-dialog'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47])

function show(fetch: (url: URL, init: RequestInit) => Promise<Response>, maxBytes = 1000) {
  vi.stubGlobal('fetch', vi.fn(fetch))
  const calls = { onFile: vi.fn<(file: File) => void>(), onClose: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <MediaUrlDialog open supportedTypes={['image/png']} maxBytes={maxBytes} {...calls} />
    </I18nProvider>,
  )
  return calls
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Address of the image, video or audio' })
const add = () => screen.getByRole('button', { name: 'Add' })

async function addUrl(url: string) {
  const user = userEvent.setup()
  await user.clear(field())
  await user.type(field(), url)
  await user.click(add())
}

describe('MediaUrlDialog', () => {
  it('is a labelled dialog whose field says what is wrong with an address, without reading it', async () => {
    const calls = show(async () => new Response(PNG))
    expect(screen.getByRole('dialog', { name: 'Add media from a URL' })).toBeTruthy()
    await userEvent.setup().click(add())
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter a web address, such as https://example.com/picture.png.')).toBeTruthy()
    await addUrl('ftp://pics.example/cat.png')
    expect(screen.getByText('Only web addresses starting with http:// or https:// can be added.')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
    expect(calls.onFile).not.toHaveBeenCalled()
  })

  it('reads the file and hands it on as a picked file, named by the URL, then closes', async () => {
    const calls = show(async () => new Response(PNG, { headers: { 'Content-Type': 'image/png' } }))
    await addUrl('https://pics.example/a/cat.png')
    await waitFor(() => expect(calls.onFile).toHaveBeenCalledOnce())
    const file = calls.onFile.mock.calls[0]![0]
    expect([file.name, file.type, file.size]).toEqual(['cat.png', 'image/png', 4])
    expect(calls.onClose).toHaveBeenCalledOnce()
  })

  it('shows the progress of a read and stops it on Stop, staying open', async () => {
    let signal: AbortSignal | undefined
    const calls = show(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined
          signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')))
        }),
    )
    await addUrl('https://pics.example/big.png')
    expect(await screen.findByRole('progressbar', { name: 'Downloading' })).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop' }))
    expect(signal?.aborted).toBe(true)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(calls.onClose).not.toHaveBeenCalled()
  })

  it.each([
    [
      'a site that does not allow other sites to read it',
      async () => Promise.reject(new TypeError('Failed to fetch')),
      'This site does not let other sites read its files (or could not be reached). Download the file, then attach it with Add media.',
    ],
    [
      'a missing file',
      async () => new Response('no', { status: 404 }),
      'Nothing was found at this address (HTTP 404). Check the address and try again.',
    ],
    [
      'another HTTP error',
      async () => new Response('no', { status: 503 }),
      'The site answered with an error (HTTP 503). Check the address or try again later.',
    ],
    [
      'a web page',
      async () => new Response('<p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      'This is not an image, video or audio file your server accepts (the site says its type is text/html).',
    ],
    [
      'a file over the limit',
      async () => new Response(new Uint8Array(1001), { headers: { 'Content-Type': 'image/png' } }),
      'This file is larger than your server accepts (1 kB).',
    ],
  ])('says why %s gave nothing, keeps the address and lets the member try again', async (_what, answer, message) => {
    const calls = show(answer)
    await addUrl('https://pics.example/cat.png')
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(field().value).toBe('https://pics.example/cat.png')
    expect(calls.onFile).not.toHaveBeenCalled()
    expect(calls.onClose).not.toHaveBeenCalled()
    expect(add()).toBeTruthy()
  })

  it('states a limit in megabytes as Mitra does (20 000 000 bytes: 20 MB), before reading the body', async () => {
    const body = new ReadableStream<Uint8Array>({ pull: () => {} })
    show(
      async () =>
        new Response(body, { headers: { 'Content-Type': 'image/png', 'Content-Length': String(25_000_000) } }),
      20_000_000,
    )
    await addUrl('https://pics.example/big.png')
    expect((await screen.findByRole('alert')).textContent).toBe('This file is larger than your server accepts (20 MB).')
  })

  it('says so while offline', async () => {
    show(async () => new Response(PNG))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await addUrl('https://pics.example/cat.png')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline. Connect to the internet and try again.',
    )
    expect(fetch).not.toHaveBeenCalled()
  })
})
