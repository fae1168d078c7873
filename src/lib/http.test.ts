import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  buildQuery,
  CLIENT_ERRORS,
  errorFromResponse,
  offlineError,
  request,
  requestJson,
  requestPage,
  setTokenSource,
  TIMEOUT_MS,
} from './http'

type Call = { url: string; init: RequestInit }

function stub(response: () => Response | Promise<Response>): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return Promise.resolve(response())
  })
  return calls
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

afterEach(() => {
  vi.unstubAllGlobals()
  setTokenSource(() => null)
})

describe('the error catalogue', () => {
  it("uses the server's error_description for a JSON error", async () => {
    const error = await errorFromResponse(json({ error: 'post not found', error_description: 'post not found' }, 404))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(404)
    expect(error.message).toBe('post not found')
  })

  it("says 'request body is too large' for a 413 that is not JSON", async () => {
    const error = await errorFromResponse(
      new Response('A payload reached size limit.', { status: 413, statusText: 'Payload Too Large' }),
    )
    expect(error.message).toBe(CLIENT_ERRORS.tooLarge)
    expect(error.message).toBe('request body is too large')
  })

  it('prefers a JSON error_description even on 413', async () => {
    const error = await errorFromResponse(json({ error_description: 'file is too large' }, 413))
    expect(error.message).toBe('file is too large')
  })

  it('falls back to the status text, then to unknown error', async () => {
    const tooMany = await errorFromResponse(
      new Response('Too many requests, retry in 30s', { status: 429, statusText: 'Too Many Requests' }),
    )
    expect(tooMany.message).toBe('Too Many Requests')
    const bare = await errorFromResponse(new Response('', { status: 502, statusText: '' }))
    expect(bare.message).toBe('unknown error')
  })

  it('reads JSON only when the content type is JSON, and survives a broken JSON body', async () => {
    const html = await errorFromResponse(
      new Response('{"error_description":"x"}', {
        status: 500,
        statusText: 'Internal Server Error',
        headers: { 'Content-Type': 'text/html' },
      }),
    )
    expect(html.message).toBe('Internal Server Error')
    const broken = await errorFromResponse(
      new Response('{not json', {
        status: 400,
        statusText: 'Bad Request',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      }),
    )
    expect(broken.message).toBe('Bad Request')
  })

  it("recognises Mitra's invalid-token answer, and only that", () => {
    expect(new ApiError(401, 'access token is invalid').isTokenInvalid).toBe(true)
    expect(new ApiError(401, 'auth header is not present').isTokenInvalid).toBe(false)
    expect(new ApiError(400, 'access token is invalid').isTokenInvalid).toBe(false)
  })
})

describe('request', () => {
  it('sends the bearer token, JSON bodies and Mitra-style array queries', async () => {
    setTokenSource(() => 'secret')
    const calls = stub(() => json({ ok: true }))
    await requestJson('/api/v1/accounts/relationships', {
      method: 'POST',
      query: { id: ['a', 'b'], skip: undefined },
      json: { x: 1 },
    })
    const [call] = calls
    expect(call?.url).toBe('/api/v1/accounts/relationships?id%5B0%5D=a&id%5B1%5D=b')
    const headers = call?.init.headers as Record<string, string>
    expect(headers.Authorization).toBe('Bearer secret')
    expect(headers['Content-Type']).toBe('application/json')
    expect(call?.init.body).toBe('{"x":1}')
    expect(call?.init.method).toBe('POST')
    expect(call?.init.keepalive).toBeUndefined()
  })

  it('lets a call outlive the page when asked', async () => {
    const calls = stub(() => json({}))
    await requestJson('/api/v1/markers', { method: 'POST', json: {}, keepalive: true })
    expect(calls[0]?.init.keepalive).toBe(true)
  })

  it('never sends the token to another origin', async () => {
    setTokenSource(() => 'secret')
    const calls = stub(() => json([]))
    await request('https://elsewhere.example/api/v1/timelines/home')
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it("refuses a call that needs a user when there is none: 'user must be authenticated'", async () => {
    const calls = stub(() => json({}))
    await expect(request('/api/v1/accounts/verify_credentials', { requireAuth: true })).rejects.toMatchObject({
      status: 401,
      message: 'user must be authenticated',
    })
    expect(calls).toHaveLength(0)
  })

  it('turns an unreachable server into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const error = await request('/api/v1/instance').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).isNetwork).toBe(true)
  })

  it('throws the catalogue error for a failed response', async () => {
    stub(() => json({ error: 'incorrect password', error_description: 'incorrect password' }, 400))
    await expect(requestJson('/oauth/token', { method: 'POST', json: {} })).rejects.toMatchObject({
      status: 400,
      message: 'incorrect password',
    })
  })

  it('returns null for 204 and the next page from the Link header', async () => {
    stub(() => new Response(null, { status: 204 }))
    expect(await requestJson('/api/v1/settings/delete_account', { method: 'POST' })).toBeNull()
    stub(() => json([{ id: '1' }], 200, { Link: '<http://x/api/v1/bookmarks?max_id=7>; rel="next"' }))
    expect(await requestPage('/api/v1/bookmarks')).toEqual({
      items: [{ id: '1' }],
      next: 'http://x/api/v1/bookmarks?max_id=7',
    })
  })
})

describe('buildQuery', () => {
  it('omits empty values and writes booleans as true/false', () => {
    expect(buildQuery({ local: true, max_id: null, limit: 20, q: undefined })).toBe('?local=true&limit=20')
    expect(buildQuery({})).toBe('')
    expect(buildQuery(undefined)).toBe('')
  })
})

/** A fetch that never answers until its signal aborts, as a server that hangs. */
function hang(): void {
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))
      }),
  )
}

describe('time limits, rate limits and offline', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("gives up after 30 s with 'request timed out'", async () => {
    vi.useFakeTimers()
    hang()
    const pending = requestJson('/api/v1/timelines/home').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.request - 1)
    let settled = false
    void pending.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await pending) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe(CLIENT_ERRORS.timeout)
    expect(error.isTimeout).toBe(true)
    expect(error.isNetwork).toBe(true)
  })

  it('takes a shorter or longer limit per call, and times out a body that stops coming', async () => {
    vi.useFakeTimers()
    hang()
    const short = request('/api/v1/instance', { timeoutMs: 50 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(50)
    expect(await short).toMatchObject({ isTimeout: true })
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('['))
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
        },
      })
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }))
    })
    const slowBody = requestPage('/api/v1/bookmarks', { timeoutMs: 100 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(100)
    expect(await slowBody).toMatchObject({ isTimeout: true })
  })

  it("keeps the caller's own abort an abort, not a timeout", async () => {
    hang()
    const controller = new AbortController()
    const pending = request('/api/v1/instance', { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('clears its timer once the answer is read', async () => {
    vi.useFakeTimers()
    stub(() => json({ ok: true }))
    await requestJson('/api/v1/instance')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('tells a 429 apart', async () => {
    stub(() => new Response('slow down', { status: 429, statusText: 'Too Many Requests' }))
    const error = (await request('/api/v1/accounts/lookup').catch((e: unknown) => e)) as ApiError
    expect(error.isRateLimited).toBe(true)
    expect(error.isTimeout).toBe(false)
  })

  it('refuses writes at once while the browser is offline, but still tries reads', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const calls = stub(() => json({}))
    const error = (await requestJson('/api/v1/statuses/1/favourite', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error).toEqual(offlineError())
    expect(error.isOffline).toBe(true)
    expect(error.message).toBe('offline')
    expect(calls).toHaveLength(0)
    await requestJson('/api/v1/timelines/home')
    expect(calls).toHaveLength(1)
  })
})
