import { afterEach, vi } from 'vitest'
import type { ResponseInput } from '../../../server/contract/validate'

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

/** The bodies `jsonResponse` made, so that the contract check reads them without consuming the response. */
const sentBodies = new WeakMap<Response, unknown>()

/** Answers a test sends on purpose although the real API never would, with the reason. */
const offContract = new WeakMap<Response, string>()

/** A JSON response, as Mitra sends them. `stubFetch` checks it against the demo instance's contract. */
export function jsonResponse(status: number, body: unknown): Response {
  const response = new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
  if (status !== 204) sentBodies.set(response, body)
  return response
}

/**
 * Marks an answer that breaks the API's contract on purpose (a hostile or broken server), so that
 * `stubFetch` does not fail the test for it. `why` says what the test means to show with it.
 */
export function breaksContract(response: Response, why: string): Response {
  if (why.trim() === '') throw new Error('breaksContract needs a reason')
  offContract.set(response, why)
  return response
}

/** Mitra's error shape. */
export function errorResponse(status: number, message: string): Response {
  return jsonResponse(status, { error: message, error_description: message })
}

/** An AbortError, as fetch rejects with when its signal aborts. */
const abortError = () => new DOMException('The operation was aborted.', 'AbortError')

type Validate = (input: ResponseInput) => string[]

/**
 * The demo instance's response contract (server/contract), loaded once per test worker: its
 * schemas compile on first use and stay compiled for every file the worker runs after.
 */
function contract(): Promise<Validate> {
  const cache = globalThis as { parleyContract?: Promise<Validate> }
  cache.parleyContract ??= import('../../../server/contract/validate').then((m) => m.validateResponse)
  return cache.parleyContract
}

/** Contract checks of this test's answers still running, and the problems they found. */
let checks: Promise<void>[] = []
let violations: string[] = []

/**
 * Checks a JSON answer of /api or /oauth against the schema of its method, path and status, as the
 * demo instance does with `--contract`. Runs beside the request, so a test's timing is unchanged;
 * the test fails after it ends (see the afterEach below).
 */
function checkAnswer(request: StubRequest, response: Response): void {
  if (offContract.has(response)) return
  const type = response.headers.get('Content-Type') ?? ''
  const json = type.startsWith('application/json')
  // A string body without a type is sent as text/plain: a stub that forgot the header still answers JSON.
  if (!json && !type.startsWith('text/plain')) return
  const body: Promise<unknown> = sentBodies.has(response)
    ? Promise.resolve(sentBodies.get(response))
    : response
        .clone()
        .text()
        .then((text) => (json || looksLikeJson(text) ? text : undefined))
  const { method, path } = request
  checks.push(
    Promise.all([contract(), body]).then(([validate, sent]) => {
      if (sent === undefined) return
      violations.push(...validate({ method, path, status: response.status, body: sent }))
    }),
  )
}

function looksLikeJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null
  } catch {
    return false
  }
}

afterEach(async () => {
  const pending = checks
  checks = []
  await Promise.all(pending)
  const found = [...new Set(violations)]
  violations = []
  if (found.length === 0) return
  throw new Error(
    `A stubbed answer has a shape the real API never sends (server/contract); fix the stub's data, ` +
      `or mark a deliberately broken answer with breaksContract(response, why):\n  ${found.join('\n  ')}`,
  )
})

/** Calls the handler and sends its answer to the contract check, without adding a tick to a direct answer. */
function answer(handler: StubHandler, request: StubRequest): Response | Promise<Response> {
  const result = handler(request)
  if (!('then' in result)) {
    checkAnswer(request, result)
    return result
  }
  return result.then((response) => {
    checkAnswer(request, response)
    return response
  })
}

/**
 * Replaces global fetch for the test with `handler`, and records every request. Every JSON answer
 * is checked against the demo instance's contract (server/contract): a shape the real API never
 * sends fails the test, naming the field. A handler that
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
      if (!signal) return answer(handler, request)
      if (signal.aborted) throw abortError()
      return new Promise<Response>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(abortError()), { once: true })
        Promise.resolve()
          .then(() => answer(handler, request))
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
