import { vi } from 'vitest'

/** One request as the stub saw it. */
export type StubRequest = {
  method: string
  path: string
  url: URL
  headers: Headers
  body: unknown
  /** The request's signal, if it had one: aborted when the caller gave up on the request. */
  signal: AbortSignal | null
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>

/** A JSON response, as Mitra sends them. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** Mitra's error shape. */
export function errorResponse(status: number, message: string): Response {
  return jsonResponse(status, { error: message, error_description: message })
}

/** An AbortError, as fetch rejects with when its signal aborts. */
const abortError = () => new DOMException('The operation was aborted.', 'AbortError')

/**
 * Replaces global fetch for the test with `handler`, and records every request. A handler that
 * throws a TypeError behaves like an unreachable server. As fetch does, a request whose signal
 * aborts rejects with an AbortError (TanStack Query aborts a query's request when its last
 * observer unmounts, which StrictMode does once on mount: see `answered`).
 */
export function stubFetch(handler: StubHandler): { calls: StubRequest[] } {
  const calls: StubRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost')
      const text = typeof init.body === 'string' ? init.body : null
      const request: StubRequest = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        url,
        headers: new Headers(init.headers),
        body: text ? (JSON.parse(text) as unknown) : null,
        signal: init.signal ?? null,
      }
      calls.push(request)
      const { signal } = init
      if (!signal) return handler(request)
      if (signal.aborted) throw abortError()
      return new Promise<Response>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(abortError()), { once: true })
        Promise.resolve()
          .then(() => handler(request))
          .then(resolve, reject)
      })
    }),
  )
  return { calls }
}

/**
 * The requests that were not given up on. Under StrictMode a query mounts, unmounts and mounts
 * again, and TanStack Query aborts the first request of a query whose function reads its signal
 * and asks again: in development and in tests, not in the built app.
 */
export function answered(calls: readonly StubRequest[]): StubRequest[] {
  return calls.filter((call) => !call.signal?.aborted)
}

/**
 * Answers a paged list by what was asked, as a server does: the first page (no max_id) with
 * `first`, every time, and the next pages, in order, with `next`. So StrictMode's abandoned first
 * request takes no answer away from the requests that follow.
 */
export function answerPages(
  first: () => Response | Promise<Response>,
  ...next: (() => Response | Promise<Response>)[]
): StubHandler {
  const queue = [...next]
  return (request) => {
    if (!request.url.searchParams.has('max_id')) return first()
    const answer = queue.shift()
    if (!answer) throw new Error(`unexpected request for a next page: ${request.url.search}`)
    return answer()
  }
}

/** What fetch does when nothing answers. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch')
}
