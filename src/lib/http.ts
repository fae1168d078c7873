import { takeEarlyResponse } from './early-requests'
import { linkWithRel } from './link'
import { isOnline } from './network-status'

/**
 * Origin of the Mitra API. Empty means the same origin as the client, which is how Mitra serves
 * its `web_client_dir`. Set VITE_API_ORIGIN at build time to talk to an API on another origin.
 */
export const API_ORIGIN: string = (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? ''

/** Messages the client itself produces (spec section 8). */
export const CLIENT_ERRORS = {
  tooLarge: 'request body is too large',
  unknown: 'unknown error',
  notAuthenticated: 'user must be authenticated',
  network: 'network error',
  timeout: 'request timed out',
  offline: 'offline',
} as const

/**
 * How long a call may take before the client gives up, answer body included. Uploads of media
 * (src/api/media/upload.ts) get longer: a big file on a slow line takes minutes.
 */
export const TIMEOUT_MS = { request: 30_000, upload: 5 * 60_000 } as const

/** Mitra's only way to say that a token is unknown or expired is this text (401). */
export const TOKEN_INVALID = 'access token is invalid'

/**
 * The one error type of the transport. `status` is 0 when the server could not be reached.
 * `message` follows the spec's catalogue: the server's error_description, 'request body is too large'
 * for a non-JSON 413, then the status text, then 'unknown error'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
  /** The session's token was refused: the only case where Mitra's text is the signal. */
  get isTokenInvalid(): boolean {
    return this.status === 401 && this.message === TOKEN_INVALID
  }
  /** No answer: unreachable, timed out, or refused at once because the browser is offline. */
  get isNetwork(): boolean {
    return this.status === 0
  }
  get isTimeout(): boolean {
    return this.status === 0 && this.message === CLIENT_ERRORS.timeout
  }
  get isOffline(): boolean {
    return this.status === 0 && this.message === CLIENT_ERRORS.offline
  }
  get isRateLimited(): boolean {
    return this.status === 429
  }
}

/** The error for a write attempted while the browser is offline: refused, not sent nor queued. */
export function offlineError(): ApiError {
  return new ApiError(0, CLIENT_ERRORS.offline)
}

type TokenSource = () => string | null
let tokenSource: TokenSource = () => null
let tokenRefused: ((token: string) => void) | null = null

/** The session registers where the bearer token comes from; the transport never stores it. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source
}

/**
 * Who hears that the server refused the token a call sent ('access token is invalid'), whatever
 * made the call (a query, a mutation or a plain function). Null stops listening.
 */
export function setTokenRefusedHandler(handler: ((token: string) => void) | null): void {
  tokenRefused = handler
}

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  json?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Send the bearer token when there is one (default true). */
  auth?: boolean
  /** Fail with 'user must be authenticated' instead of calling without a token. */
  requireAuth?: boolean
  /** Give up after this many milliseconds (default TIMEOUT_MS.request). */
  timeoutMs?: number
  /** Let the call outlive the page (a small save sent while the tab closes). */
  keepalive?: boolean
}

/** Builds a query string the way Mitra reads it: arrays as key[0], key[1], ... */
export function buildQuery(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) value.forEach((v, i) => params.append(`${key}[${i}]`, String(v)))
    else params.append(key, String(value))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

function resolveUrl(path: string, query?: Query): string {
  const absolute = /^https?:\/\//.test(path)
  return (absolute ? path : `${API_ORIGIN}${path}`) + buildQuery(query)
}

function isJson(res: Response): boolean {
  return (res.headers.get('Content-Type') ?? '').split(';')[0]?.trim() === 'application/json'
}

/** Turns a failed response into an ApiError with the spec's message. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  if (isJson(res)) {
    try {
      const body = (await res.json()) as { error_description?: unknown }
      if (typeof body.error_description === 'string' && body.error_description) {
        return new ApiError(res.status, body.error_description)
      }
    } catch {
      // fall through to the generic messages
    }
  }
  if (res.status === 413) return new ApiError(413, CLIENT_ERRORS.tooLarge)
  return new ApiError(res.status, res.statusText || CLIENT_ERRORS.unknown)
}

type Sent = { res: Response; signal: AbortSignal; done: () => void }

/**
 * A timer that aborts the call, and the caller's own signal, as one signal. The timer uses
 * setTimeout (not AbortSignal.timeout) so that tests can move the clock.
 */
function deadline(timeoutMs: number, outer: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException(CLIENT_ERRORS.timeout, 'TimeoutError')), timeoutMs)
  const follow = () => controller.abort(outer?.reason)
  if (outer?.aborted) follow()
  else outer?.addEventListener('abort', follow, { once: true })
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', follow)
    },
  }
}

/** An answer already on its way, given up on as a fetch would be when `signal` aborts. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    answer.then(resolve, reject)
  })
}

/** What a failure while waiting becomes: the caller's abort stays an abort, the rest an ApiError. */
function failure(error: unknown, outer: AbortSignal | undefined, signal: AbortSignal): unknown {
  if (outer?.aborted) return error
  if (signal.aborted) return new ApiError(0, CLIENT_ERRORS.timeout)
  return error instanceof ApiError ? error : new ApiError(0, CLIENT_ERRORS.network)
}

async function send(path: string, options: RequestOptions): Promise<Sent> {
  const { method = 'GET', query, json, signal: outer, auth = true, requireAuth = false } = options
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const token = auth ? tokenSource() : null
  if (requireAuth && !token) throw new ApiError(401, CLIENT_ERRORS.notAuthenticated)
  // Offline, a write is refused at once so that the person is told, rather than sent into nothing.
  if (method !== 'GET' && !isOnline()) throw offlineError()
  const url = resolveUrl(path, query)
  // The token goes only to the API origin, never to a URL elsewhere (e.g. a foreign Link header).
  const sentToken = token && sameOrigin(url) ? token : null
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`
  let body: string | undefined
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(json)
  }
  const { signal, done } = deadline(options.timeoutMs ?? TIMEOUT_MS.request, outer)
  // The first screen's data may have been asked for by the boot script already.
  const early = method === 'GET' && body === undefined ? takeEarlyResponse(url, sentToken) : undefined
  let res: Response
  try {
    res = await (early
      ? untilAborted(early, signal)
      : fetch(url, { method, headers, body, signal, credentials: 'same-origin', keepalive: options.keepalive }))
    if (!res.ok) {
      const error = await errorFromResponse(res)
      if (error.isTokenInvalid && sentToken) tokenRefused?.(sentToken)
      throw error
    }
  } catch (error) {
    done()
    throw failure(error, outer, signal)
  }
  return { res, signal, done }
}

/** Reads the answer's body within the same time limit as the call. */
async function readBody<T>(
  sent: Sent,
  read: (res: Response) => Promise<T>,
  outer: AbortSignal | undefined,
): Promise<T> {
  try {
    return await read(sent.res)
  } catch (error) {
    // A body cut short by the time limit is a timeout; anything else (broken JSON) stays as it is.
    throw !outer?.aborted && sent.signal.aborted ? new ApiError(0, CLIENT_ERRORS.timeout) : error
  } finally {
    sent.done()
  }
}

/**
 * Calls the API and returns the raw response; throws ApiError on failure. The time limit covers
 * the call up to the answer's headers; requestJson and requestPage also cover its body.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const sent = await send(path, options)
  sent.done()
  return sent.res
}

function sameOrigin(url: string): boolean {
  const base = API_ORIGIN || (typeof location === 'undefined' ? 'http://localhost' : location.origin)
  try {
    return new URL(url, base).origin === new URL(base).origin
  } catch {
    return false
  }
}

/** JSON body of a successful call (null for 204). */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sent = await send(path, options)
  if (sent.res.status === 204) {
    sent.done()
    return null as T
  }
  return readBody(sent, (res) => res.json() as Promise<T>, options.signal)
}

/** One page of a list: the items and the URL of the next page from the `Link` header. */
export type Page<T> = { items: T[]; next: string | null }

export async function requestPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const sent = await send(path, options)
  const items = await readBody(sent, (res) => res.json() as Promise<T[]>, options.signal)
  return { items, next: linkWithRel(sent.res.headers.get('Link'), 'next') }
}
