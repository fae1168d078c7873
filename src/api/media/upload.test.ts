// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeXhr } from '@/lib/testing/fake-xhr'
import { ApiError, TIMEOUT_MS } from '@/lib/http'
import { session } from '@/lib/session'
import { uploadMedia } from './upload'

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' })
/** The upload's request, once it is sent (the file is read into a data URL first). */
const sent = () =>
  vi.waitFor(
    () => {
      const xhr = FakeXhr.all[0]
      if (!xhr) throw new Error('no request')
      return xhr
    },
    { interval: 5 },
  )

beforeEach(() => {
  FakeXhr.install()
  session.setToken('token-1')
})
afterEach(() => session.clear())

describe('uploadMedia', () => {
  it('posts the base64 of the data URL with the media type, reporting progress', async () => {
    const progress: number[] = []
    const done = uploadMedia(png(), null, { onProgress: (p) => progress.push(p) })
    const xhr = await sent()
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('/api/v1/media')
    expect(xhr.headers.Authorization).toBe('Bearer token-1')
    expect(xhr.headers['Content-Type']).toBe('application/json')
    expect(xhr.json).toEqual({ file: 'iVBORw==', media_type: 'image/png' })
    xhr.progress(5, 10)
    xhr.respond(200, { id: 'm1', type: 'image', url: '/media/m1.png', description: null })
    await expect(done).resolves.toMatchObject({ id: 'm1' })
    expect(progress).toEqual([0.5])
  })

  it('sends the given media type over the guessed one', async () => {
    const done = uploadMedia(new File(['x'], 'clip.m4v'), 'video/x-m4v')
    const xhr = await sent()
    expect(xhr.json.media_type).toBe('video/x-m4v')
    xhr.respond(200, { id: 'm2' })
    await done
  })

  it("says 'request body is too large' for a 413 without JSON", async () => {
    const done = uploadMedia(png(), null)
    ;(await sent()).respond(413, 'A payload reached size limit.', 'text/plain', 'Payload Too Large')
    await expect(done).rejects.toEqual(new ApiError(413, 'request body is too large'))
  })

  it("gives the server's error_description", async () => {
    const done = uploadMedia(png(), null)
    ;(await sent()).respond(400, {
      error: 'invalid media type text/plain',
      error_description: 'invalid media type text/plain',
    })
    await expect(done).rejects.toMatchObject({ status: 400, message: 'invalid media type text/plain' })
  })

  it('fails without a session', async () => {
    session.clear()
    await expect(uploadMedia(png(), null)).rejects.toMatchObject({ status: 401, message: 'user must be authenticated' })
  })

  it('cancels on abort', async () => {
    const controller = new AbortController()
    const done = uploadMedia(png(), null, { signal: controller.signal })
    const xhr = await sent()
    controller.abort()
    expect(xhr.aborted).toBe(true)
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('gives up after the upload time limit, and refuses at once while offline', async () => {
    const done = uploadMedia(png(), null)
    const xhr = await sent()
    expect(xhr.timeout).toBe(TIMEOUT_MS.upload)
    xhr.ontimeout?.()
    await expect(done).rejects.toMatchObject({ status: 0, message: 'request timed out' })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await expect(uploadMedia(png(), null)).rejects.toMatchObject({ status: 0, message: 'offline' })
    vi.restoreAllMocks()
  })
})
