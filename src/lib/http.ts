import { linkWithRel } from './link'

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
} as const

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
  get isNetwork(): boolean {
    return this.status === 0
  }
}

type TokenSource = () => string | null
let tokenSource: TokenSource = () => null

/** The session registers where the bearer token comes from; the transport never stores it. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source
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

/** Calls the API and returns the raw response; throws ApiError on failure. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', query, json, signal, auth = true, requireAuth = false } = options
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const token = auth ? tokenSource() : null
  if (requireAuth && !token) throw new ApiError(401, CLIENT_ERRORS.notAuthenticated)
  const url = resolveUrl(path, query)
  // The token goes only to the API origin, never to a URL elsewhere (e.g. a foreign Link header).
  if (token && sameOrigin(url)) headers.Authorization = `Bearer ${token}`
  let body: string | undefined
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(json)
  }
  let res: Response
  try {
    res = await fetch(url, { method, headers, body, signal, credentials: 'same-origin' })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, CLIENT_ERRORS.network)
  }
  if (!res.ok) throw await errorFromResponse(res)
  return res
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
export async function requestJson<T>(path: string, options?: RequestOptions): Promise<T> {
  const res = await request(path, options)
  if (res.status === 204) return null as T
  return (await res.json()) as T
}

/** One page of a list: the items and the URL of the next page from the `Link` header. */
export type Page<T> = { items: T[]; next: string | null }

export async function requestPage<T>(path: string, options?: RequestOptions): Promise<Page<T>> {
  const res = await request(path, options)
  const items = (await res.json()) as T[]
  return { items, next: linkWithRel(res.headers.get('Link'), 'next') }
}
