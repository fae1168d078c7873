import { vi } from 'vitest'

/** One request as the stub saw it. */
export type StubRequest = {
  method: string
  path: string
  url: URL
  headers: Headers
  body: unknown
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

/**
 * Replaces global fetch for the test with `handler`, and records every request. A handler that
 * throws a TypeError behaves like an unreachable server.
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
      }
      calls.push(request)
      return handler(request)
    }),
  )
  return { calls }
}

/** What fetch does when nothing answers. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch')
}
