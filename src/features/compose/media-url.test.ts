import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  checkMediaUrl,
  extensionFor,
  fileNameFromUrl,
  MediaUrlError,
  mediaUrlFailure,
  readMediaFromUrl,
  type ReadProgress,
} from './media-url'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('checkMediaUrl', () => {
  it('takes http and https addresses (trimmed)', () => {
    const check = checkMediaUrl('  https://pics.example/a/cat.png?x=1 ')
    expect(check.ok && check.url.href).toBe('https://pics.example/a/cat.png?x=1')
    expect(checkMediaUrl('http://127.0.0.1:8080/x').ok).toBe(true)
  })

  it('says why other text is not one', () => {
    expect(checkMediaUrl('   ')).toEqual({ ok: false, reason: 'empty' })
    expect(checkMediaUrl('pics.example/cat.png')).toEqual({ ok: false, reason: 'invalid' })
    expect(checkMediaUrl('https://')).toEqual({ ok: false, reason: 'invalid' })
    for (const other of [
      'ftp://pics.example/cat.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'file:///etc/passwd',
    ])
      expect(checkMediaUrl(other), other).toEqual({ ok: false, reason: 'scheme' })
  })
})

describe('fileNameFromUrl', () => {
  it("is the path's last segment, decoded", () => {
    expect(fileNameFromUrl(new URL('https://a.example/p/my%20cat.png?size=2'), 'image/png')).toBe('my cat.png')
  })

  it("adds the type's extension to a bare name and names a path without one 'media'", () => {
    expect(fileNameFromUrl(new URL('https://a.example/photos/1234'), 'image/jpeg')).toBe('1234.jpg')
    expect(fileNameFromUrl(new URL('https://a.example/'), 'video/mp4')).toBe('media.mp4')
    expect(fileNameFromUrl(new URL('https://a.example/%2e%2e'), 'audio/mpeg')).toBe('media.mp3')
    expect(fileNameFromUrl(new URL('https://a.example/bad%E0%A4%A'), 'image/png')).toBe('bad%E0%A4%A.png')
  })

  it('knows the usual extensions', () => {
    expect(extensionFor('image/png')).toBe('png')
    expect(extensionFor('image/svg+xml')).toBe('svg')
    expect(extensionFor('video/x-m4v')).toBe('m4v')
    expect(extensionFor('audio/x-flac')).toBe('flac')
  })
})

describe('mediaUrlFailure', () => {
  it('maps what a read threw to what the member is told', () => {
    expect(mediaUrlFailure(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'blocked' })
    expect(mediaUrlFailure(new TypeError('Failed to fetch'), false)).toEqual({ kind: 'offline' })
    expect(mediaUrlFailure(new MediaUrlError({ kind: 'status', status: 404 }), true)).toEqual({
      kind: 'status',
      status: 404,
    })
    expect(mediaUrlFailure(new DOMException('stop', 'AbortError'), true)).toBeNull()
  })
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A streamed answer of `chunks` chunks of `size` bytes; counts the chunks read. */
function streamed(chunks: number, size: number, headers: Record<string, string>) {
  const pulled = { count: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close()
      pulled.count += 1
      controller.enqueue(new Uint8Array(size))
    },
    cancel() {
      pulled.cancelled = true
    },
  })
  return { response: new Response(body, { status: 200, headers }), pulled }
}

const options = { supportedTypes: ['image/png', 'video/x-m4v'], maxBytes: 1000 }
const url = new URL('https://pics.example/cat.png')

describe('readMediaFromUrl', () => {
  it('gives a File of the bytes, typed by Content-Type, named by the URL, with progress', async () => {
    const fetch = vi.fn(
      async () => new Response(PNG, { headers: { 'Content-Type': 'image/png; q=1', 'Content-Length': '8' } }),
    )
    vi.stubGlobal('fetch', fetch)
    const progress: ReadProgress[] = []
    const file = await readMediaFromUrl(url, { ...options, onProgress: (p) => progress.push(p) })
    expect(file.name).toBe('cat.png')
    expect(file.type).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG)
    expect(progress.at(-1)).toEqual({ received: 8, total: 8 })
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ credentials: 'omit' }))
  })

  it('reports progress without a total when the length is unknown', async () => {
    const { response } = streamed(3, 10, { 'Content-Type': 'image/png' })
    vi.stubGlobal('fetch', async () => response)
    const progress: ReadProgress[] = []
    await readMediaFromUrl(url, { ...options, onProgress: (p) => progress.push(p) })
    expect(progress).toEqual([
      { received: 0, total: null },
      { received: 10, total: null },
      { received: 20, total: null },
      { received: 30, total: null },
    ])
  })

  it('stops reading once past the limit, whatever the site says of the length', async () => {
    const { response, pulled } = streamed(1_000_000, 300, { 'Content-Type': 'image/png' })
    vi.stubGlobal('fetch', async () => response)
    const read = readMediaFromUrl(url, options)
    await expect(read).rejects.toEqual(new MediaUrlError({ kind: 'tooLarge', limit: 1000 }))
    expect(pulled.count).toBeLessThan(10)
    expect(pulled.cancelled).toBe(true)
  })

  it('refuses a too long Content-Length before reading the body', async () => {
    const { response, pulled } = streamed(5, 300, { 'Content-Type': 'image/png', 'Content-Length': '1500' })
    vi.stubGlobal('fetch', async () => response)
    await expect(readMediaFromUrl(url, options)).rejects.toMatchObject({ failure: { kind: 'tooLarge' } })
    expect(pulled.count).toBeLessThanOrEqual(1)
  })

  it("refuses an HTTP error and a type the instance doesn't take", async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }))
    await expect(readMediaFromUrl(url, options)).rejects.toMatchObject({ failure: { kind: 'status', status: 404 } })
    vi.stubGlobal('fetch', async () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } }))
    await expect(readMediaFromUrl(url, options)).rejects.toMatchObject({
      failure: { kind: 'type', mediaType: 'text/html' },
    })
  })

  it('takes an untyped .m4v as the picker does', async () => {
    vi.stubGlobal('fetch', async () => new Response(PNG))
    const file = await readMediaFromUrl(new URL('https://v.example/clip.m4v'), options)
    expect(file.type).toBe('video/x-m4v')
  })

  it('does not try while offline', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    vi.stubGlobal('navigator', { onLine: false })
    await expect(readMediaFromUrl(url, options)).rejects.toMatchObject({ failure: { kind: 'offline' } })
    expect(fetch).not.toHaveBeenCalled()
  })
})
