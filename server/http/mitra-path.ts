/**
 * Paths as Mitra's router reads them. Under `/api/v1/accounts/` and `/api/v1/statuses/` every
 * one-segment path that no fixed route takes falls through to the `{account_id}` / `{status_id}`
 * route, whose `web::Path<Uuid>` extractor refuses a segment that is not a UUID (400, "Path
 * deserialize error: …", through the same validation_error_handler in 3.21 and 5.9). A path that
 * matches no resource at all is actix's 404; a path whose resource has routes for other methods
 * only is actix's 405. Both are refusals of the request's form: MitraRefusals.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MitraDialect } from '../dialect'
import { parseUuid, uuidErrorText } from '../domain/ids'
import type { AppState } from './context'
import { ApiError } from './errors'
import { MitraRefusal } from './mitra-request'

/** A file of Mitra's Mastodon API module as each dialect's tag lays it out ("accounts/views.rs"). */
export function mitraSource(mitra: MitraDialect, file: string): string {
  return mitra === '3.21' ? `v3.21.0 src/mastodon_api/${file}` : `v5.9.1 mitra_api/src/mastodon_api/${file}`
}

/** The text actix gives a `web::Path<Uuid>` that does not parse. */
export const pathErrorText = (value: string) => `Path deserialize error: ${uuidErrorText(value)}`

/**
 * A `web::Path<Uuid>` segment: the id, or Mitra's refusal. `file` is the views file of the route
 * ("accounts/views.rs") and `route` its path as Mitra writes it ("/{account_id}").
 */
export function mitraPathUuid(mitra: MitraDialect, value: string, file: string, route: string): string {
  const id = parseUuid(value)
  if (!id)
    throw new MitraRefusal(400, pathErrorText(value), `${mitraSource(mitra, file)}: ${route} takes web::Path<Uuid>`)
  return id
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Resources that Mitra builds with `web::resource(path).get(…)` / `.post(…)` rather than with the
 * route macros: their method is a route guard, not a resource guard, so another method on that
 * path stops at the resource with 405 instead of falling through to 404.
 */
const METHOD_ROUTES: Record<MitraDialect, { scope: string; pattern: RegExp; methods: Method[]; route: string }[]> = {
  '3.21': [
    { scope: '/api/v1/accounts', pattern: /^$/, methods: ['POST'], route: 'web::resource("").post(create_account)' },
    {
      scope: '/api/v1/accounts',
      pattern: /^\/search$/,
      methods: ['GET'],
      route: 'web::resource("/search").get(search_by_acct)',
    },
  ],
  '5.9': [
    { scope: '/api/v1/accounts', pattern: /^$/, methods: ['POST'], route: 'web::resource("").post(create_account)' },
    {
      scope: '/api/v1/accounts',
      pattern: /^\/search$/,
      methods: ['GET'],
      route: 'web::resource("/search").get(search_by_acct)',
    },
    {
      scope: '/api/v1/accounts',
      pattern: /^\/[^/]+\/load_activities$/,
      methods: ['POST'],
      route: 'web::resource("/{account_id}/load_activities").post(load_activities)',
    },
  ],
}

/**
 * Routes real Mitra has that this instance does not serve: a request for one is no refusal of its
 * form, so it gets the plain 404 of a missing endpoint, never a contract violation.
 */
const NOT_SERVED_HERE: Record<MitraDialect, { scope: string; method: Method; pattern: RegExp }[]> = {
  '3.21': [
    { scope: '/api/v1/accounts', method: 'GET', pattern: /^\/search_did$/ },
    { scope: '/api/v1/accounts', method: 'GET', pattern: /^\/[^/]+\/lists$/ },
    { scope: '/api/v1/statuses', method: 'GET', pattern: /^\/[^/]+\/context$/ },
  ],
  '5.9': [
    { scope: '/api/v1/accounts', method: 'GET', pattern: /^\/search_did$/ },
    { scope: '/api/v1/accounts', method: 'GET', pattern: /^\/[^/]+\/lists$/ },
    { scope: '/api/v1/statuses', method: 'GET', pattern: /^\/[^/]+\/context$/ },
  ],
}

const SCOPE_FILES: Record<string, string> = {
  '/api/v1/accounts': 'accounts/views.rs',
  '/api/v1/statuses': 'statuses/views.rs',
}

/** The plain 404 of a route Mitra has and this instance lacks, or null for any other request. */
export function notServedHere(mitra: MitraDialect, scope: string, req: FastifyRequest): ApiError | null {
  const rest = (req.url.split('?')[0] ?? '').slice(scope.length)
  const lacking = NOT_SERVED_HERE[mitra].some(
    (r) => r.scope === scope && r.method === req.method && r.pattern.test(rest),
  )
  return lacking ? new ApiError(404, 'endpoint not found') : null
}

/**
 * What Mitra answers a request under `scope` that no route of this instance took: its 404 or 405
 * as a MitraRefusal, or a plain 404 where Mitra has a route this instance lacks.
 */
export function unroutedAnswer(mitra: MitraDialect, scope: string, req: FastifyRequest): ApiError {
  const lacking = notServedHere(mitra, scope, req)
  if (lacking) return lacking
  const rest = (req.url.split('?')[0] ?? '').slice(scope.length)
  const file = SCOPE_FILES[scope] ?? 'mod.rs'
  const resource = METHOD_ROUTES[mitra].find((r) => r.scope === scope && r.pattern.test(rest))
  if (resource && !resource.methods.includes(req.method as Method)) {
    return new MitraRefusal(
      405,
      'method not allowed',
      `${mitraSource(mitra, file)}: ${resource.route} takes ${resource.methods.join(' or ')} only`,
    )
  }
  return new MitraRefusal(
    404,
    'endpoint not found',
    `${mitraSource(mitra, file)}: no route of the ${scope} scope matches ${req.method} ${scope}${rest}`,
  )
}

/**
 * Registers the fall-through of a scope: every path under it that no route of this instance
 * takes is refused as Mitra's router refuses it (Fastify tries fixed and parametric routes first).
 * `bareMethods`: the methods the scope's own path ("/api/v1/accounts") is to refuse here, those
 * that no route of this instance serves. Real actix answers these 404/405 with an empty body;
 * this instance keeps its JSON error shape, the status is Mitra's.
 */
export function registerScopeFallThrough(
  app: FastifyInstance,
  state: Pick<AppState, 'mitra'>,
  scope: '/api/v1/accounts' | '/api/v1/statuses',
  bareMethods: Method[] = [],
): void {
  const handler = async (req: FastifyRequest) => {
    throw unroutedAnswer(state.mitra, scope, req)
  }
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: `${scope}/*`, handler })
  if (bareMethods.length > 0) app.route({ method: bareMethods, url: scope, handler })
}
