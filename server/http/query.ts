import type { FastifyReply, FastifyRequest } from 'fastify'
import { parseUuid, uuidErrorText } from '../domain/ids'
import { validationError } from './errors'
import { baseUrl } from './context'

/** Query-string helpers failing with actix's "Query deserialize error: …" texts. */
const queryError = (detail: string) => validationError(`Query deserialize error: ${detail}`)

type Query = Record<string, string | string[] | undefined>

export function queryOf(req: FastifyRequest): Query {
  return (req.query ?? {}) as Query
}

export function queryString(query: Query, key: string): string | null {
  const value = query[key]
  if (value === undefined) return null
  if (Array.isArray(value)) throw queryError(`duplicate field \`${key}\``)
  return value
}

export function requiredQueryString(query: Query, key: string): string {
  const value = queryString(query, key)
  if (value === null) throw queryError(`missing field \`${key}\``)
  return value
}

export function queryBool(query: Query, key: string, fallback: boolean): boolean {
  const value = queryString(query, key)
  if (value === null) return fallback
  if (value === 'true') return true
  if (value === 'false') return false
  throw queryError('provided string was not `true` or `false`')
}

export function queryUuid(query: Query, key: string): string | null {
  const value = queryString(query, key)
  if (value === null) return null
  const id = parseUuid(value)
  if (!id) throw queryError(uuidErrorText(value))
  return id
}

/** PageSize at Mitra 3.21: an integer from 1 to 200. */
export function queryLimit(query: Query, fallback: number): number {
  const value = queryString(query, 'limit')
  if (value === null) return fallback
  if (value === '') throw queryError('cannot parse integer from empty string')
  if (!/^[+-]?\d+$/.test(value)) throw queryError('invalid digit found in string')
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < 1 || n > 200) throw queryError('expected an integer between 0 and 201')
  return n
}

/**
 * `offset`, a `u16` in Mitra (v3.21.0 and v5.9.1 SearchQueryParams, DirectoryQueryParams and
 * SearchAcctQueryParams): 0 to 65535, 0 when absent.
 */
export function queryOffset(query: Query): number {
  const value = queryString(query, 'offset')
  if (value === null) return 0
  if (!/^\d+$/.test(value)) throw queryError('invalid digit found in string')
  if (Number(value) > 65535) throw queryError('number too large to fit in target type')
  return Number(value)
}

/** Path ids are UUIDs; anything else is "Path deserialize error: …" (400), as in actix. */
export function pathUuid(value: string): string {
  const id = parseUuid(value)
  if (!id) throw validationError(`Path deserialize error: ${uuidErrorText(value)}`)
  return id
}

/**
 * Mitra's paging: when the page is full, one `Link: <…max_id=LAST>; rel="next"` header with the
 * request's own URL and query (minus max_id). A shorter page is the end of the list.
 */
export function setNextLink(
  req: FastifyRequest,
  reply: FastifyReply,
  count: number,
  limit: number,
  lastId: string | undefined,
): void {
  if (count < limit || lastId === undefined) return
  const [path = '', search = ''] = req.url.split('?', 2)
  const params = new URLSearchParams(search)
  params.delete('max_id')
  params.append('max_id', lastId)
  reply.header('Link', `<${baseUrl(req)}${path}?${params.toString()}>; rel="next"`)
}
