/**
 * Which body encodings real Mitra takes, route by route, for the routes whose handlers do not check
 * it themselves (markers, identity proofs, admin loads, subscriptions, /oauth/*, lists, profile
 * editing and sign-up do, in their route files). Each entry comes from the handler's body extractor
 * in Mitra's `views.rs`, at tags v3.21.0 and v5.9.1:
 *
 * - `web::Json<T>`: JSON only; no body, or another content type, is a 400 'Content type error'.
 * - `FormOrJson<T>` = `Either<Form<T>, Json<T>>` (v1.14.0, src/http.rs) and `QsFormOrJson<T>` (the
 *   same with serde_qs, which reads `key[]`; v2.7.0); v4.12.0 turned them round into `JsonOrForm` /
 *   `JsonOrQsForm` (mitra_api/src/http.rs, "Prefer JSON over form data"). Both take a form or JSON;
 *   actix's `Either` tries the left one first and, when both fail, answers with the left one's error.
 *   The lists below keep Mitra's order, which decides that answer (see refuse()).
 * - `Either<MultipartForm<T>, Json<T>>`: multipart or JSON (media upload, since v2.7.0).
 * - `Option<…>`: the body is read when the extractor takes it and ignored otherwise, never refused.
 * - no body extractor: whatever is sent is ignored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Readable } from 'node:stream'
import type { MitraDialect } from '../dialect'
import type { AppState } from './context'
import {
  bodyKindOf,
  CONTENT_TYPE_ERROR,
  EMPTY_JSON_ERROR,
  MitraRefusal,
  requireBody,
  type BodyKind,
} from './mitra-request'

/** A required body in one of these encodings (in the order Mitra's extractor tries them). */
type Required = readonly BodyKind[]
/** `Option<extractor>`: a body in one of these encodings is read; anything else is ignored. */
type Optional = { readonly optional: readonly BodyKind[] }
/** What a route's handler takes in one release; null: no body extractor, any body is ignored. */
export type BodyRule = Required | Optional | null

export type MitraRoute = Record<MitraDialect, BodyRule> & {
  /** The tag, file and extractor each rule comes from. */
  readonly source: Record<MitraDialect, string>
}

const JSON_ONLY: Required = ['json']
const FORM_OR_JSON: Required = ['form', 'json']
const JSON_OR_FORM: Required = ['json', 'form']
const MULTIPART_OR_JSON: Required = ['multipart', 'json']

/** One route: its rule and extractor in 3.21.0 and in 5.9.1, from the same views.rs. */
function route(file: string, v3: [BodyRule, string], v5: [BodyRule, string]): MitraRoute {
  return {
    '3.21': v3[0],
    '5.9': v5[0],
    source: {
      '3.21': `v3.21.0 src/mastodon_api/${file}: ${v3[1]}`,
      '5.9': `v5.9.1 mitra_api/src/mastodon_api/${file}: ${v5[1]}`,
    },
  }
}

/** A handler without a body extractor in both releases. */
const noBody = (file: string, handler: string) =>
  route(file, [null, `${handler} has no body extractor`], [null, `${handler} has no body extractor`])
/** A `web::Json` body in both releases. */
const json = (file: string, v3: string, v5: string) => route(file, [JSON_ONLY, v3], [JSON_ONLY, v5])

/** Keyed by `METHOD url`, the url as the route is registered here (`req.routeOptions.url`). */
export const MITRA_ROUTES: Readonly<Record<string, MitraRoute>> = {
  // Accounts (accounts/views.rs).
  'POST /api/v1/accounts/:id/follow': route(
    'accounts/views.rs',
    [
      { optional: FORM_OR_JSON },
      'follow_account takes Option<FormOrJson<FollowData>> (empty body allowed since v2.6.0)',
    ],
    [{ optional: JSON_OR_FORM }, 'follow_account takes Option<JsonOrForm<FollowForm>> (JSON first since v4.12.0)'],
  ),
  'POST /api/v1/accounts/:id/unfollow': noBody('accounts/views.rs', 'unfollow_account'),
  'POST /api/v1/accounts/:id/remove_from_followers': noBody('accounts/views.rs', 'remove_follower_view'),
  'POST /api/v1/accounts/:id/mute': noBody('accounts/views.rs', 'mute_account'),
  'POST /api/v1/accounts/:id/unmute': noBody('accounts/views.rs', 'unmute_account'),
  // Follow requests (follow_requests/views.rs).
  'POST /api/v1/follow_requests/:account_id/authorize': noBody(
    'follow_requests/views.rs',
    'accept_follow_request_view',
  ),
  'POST /api/v1/follow_requests/:account_id/reject': noBody('follow_requests/views.rs', 'reject_follow_request_view'),
  // Media (media/views.rs).
  'POST /api/v1/media': route(
    'media/views.rs',
    [
      MULTIPART_OR_JSON,
      'create_attachment_view takes Either<MultipartForm<AttachmentDataMultipartForm>, web::Json<AttachmentData>>',
    ],
    [
      MULTIPART_OR_JSON,
      'create_attachment_view takes Either<MultipartForm<AttachmentMultipartForm>, web::Json<AttachmentForm>>',
    ],
  ),
  'PUT /api/v1/media/:id': json(
    'media/views.rs',
    'update_attachment_view takes web::Json<AttachmentUpdateData>',
    'update_attachment_view takes web::Json<AttachmentUpdateForm>',
  ),
  // Posts (statuses/views.rs).
  'POST /api/v1/statuses': route(
    'statuses/views.rs',
    [FORM_OR_JSON, 'create_status takes QsFormOrJson<StatusData>'],
    [JSON_OR_FORM, 'create_status takes JsonOrQsForm<StatusCreateForm> (JSON first since v4.12.0)'],
  ),
  'POST /api/v1/statuses/preview': json(
    'statuses/views.rs',
    'preview_status takes web::Json<StatusPreviewData>',
    'preview_status takes web::Json<StatusPreviewForm>',
  ),
  'PUT /api/v1/statuses/:id': json(
    'statuses/views.rs',
    'edit_status takes web::Json<StatusUpdateData>',
    'edit_status takes web::Json<StatusUpdateForm>',
  ),
  'DELETE /api/v1/statuses/:id': noBody('statuses/views.rs', 'delete_status'),
  'POST /api/v1/statuses/:id/favourite': noBody('statuses/views.rs', 'favourite'),
  'POST /api/v1/statuses/:id/unfavourite': noBody('statuses/views.rs', 'unfavourite'),
  'POST /api/v1/statuses/:id/reblog': route(
    'statuses/views.rs',
    [null, 'reblog has no body extractor'],
    // v4.3.0 required web::Json<ReblogParams> (followers-only reposts); v4.3.1 made it optional.
    [{ optional: JSON_ONLY }, 'reblog takes Option<web::Json<ReblogForm>> (since v4.3.1)'],
  ),
  'POST /api/v1/statuses/:id/unreblog': noBody('statuses/views.rs', 'unreblog'),
  'POST /api/v1/statuses/:id/bookmark': noBody('statuses/views.rs', 'bookmark_view'),
  'POST /api/v1/statuses/:id/unbookmark': noBody('statuses/views.rs', 'unbookmark_view'),
  'POST /api/v1/statuses/:id/pin': noBody('statuses/views.rs', 'pin'),
  'POST /api/v1/statuses/:id/unpin': noBody('statuses/views.rs', 'unpin'),
  'POST /api/v1/statuses/:id/make_permanent': noBody('statuses/views.rs', 'make_permanent'),
  // Reactions (reactions/views.rs).
  'PUT /api/v1/pleroma/statuses/:id/reactions/:content': noBody('reactions/views.rs', 'create_reaction_view'),
  'DELETE /api/v1/pleroma/statuses/:id/reactions/:content': noBody('reactions/views.rs', 'delete_reaction_view'),
  // Polls (polls/views.rs).
  'POST /api/v1/polls/:id/votes': json(
    'polls/views.rs',
    'vote_view takes web::Json<VoteData>',
    'vote_view takes web::Json<VoteForm>',
  ),
  // Settings (settings/views.rs).
  'POST /api/v1/settings/client_config': json(
    'settings/views.rs',
    'client_config_view takes web::Json<ClientConfig>',
    'client_config_view takes web::Json<ClientConfig>',
  ),
  'POST /api/v1/settings/change_password': json(
    'settings/views.rs',
    'change_password_view takes web::Json<PasswordChangeRequest>',
    'change_password_view takes web::Json<PasswordChangeRequest>',
  ),
  'POST /api/v1/settings/delete_account': route(
    'settings/views.rs',
    [null, 'delete_account has no body extractor'],
    [null, 'delete_account_view has no body extractor'],
  ),
  'POST /api/v1/settings/import_follows': json(
    'settings/views.rs',
    'import_follows_view takes web::Json<ImportFollowsRequest>',
    'import_follows_view takes web::Json<ImportFollowsRequest>',
  ),
  'POST /api/v1/settings/import_followers': json(
    'settings/views.rs',
    'import_followers_view takes web::Json<ImportFollowersRequest>',
    'import_followers_view takes web::Json<ImportFollowersRequest>',
  ),
  'POST /api/v1/settings/move_followers': json(
    'settings/views.rs',
    'move_followers_view takes web::Json<MoveFollowersRequest>',
    'move_followers_view takes web::Json<MoveFollowersRequest>',
  ),
  'POST /api/v1/settings/aliases': json(
    'settings/views.rs',
    'add_alias_view takes web::Json<AddAliasRequest>',
    'add_alias_view takes web::Json<AddAliasRequest>',
  ),
  'POST /api/v1/settings/aliases/remove': json(
    'settings/views.rs',
    'remove_alias_view takes web::Json<RemoveAliasRequest>',
    'remove_alias_view takes web::Json<RemoveAliasRequest>',
  ),
}

/** The table's entry for the route a request matched, if any. */
export function mitraRouteOf(req: FastifyRequest): MitraRoute | undefined {
  const url = req.routeOptions.url
  return url === undefined ? undefined : MITRA_ROUTES[`${req.method} ${url}`]
}

function hasNoPayload(req: FastifyRequest): boolean {
  const length = req.headers['content-length']
  return length === '0' || (length === undefined && req.headers['transfer-encoding'] === undefined)
}

/**
 * The body is not read, as in a handler without that extractor: Fastify is told there is none (so
 * no content type parser refuses it) and what was sent is drained.
 */
function ignoreBody(req: FastifyRequest, payload: Readable): Readable {
  if (hasNoPayload(req) && req.headers['content-type'] === undefined) return payload
  delete req.headers['content-type']
  delete req.headers['transfer-encoding']
  req.headers['content-length'] = '0'
  payload.on('error', () => undefined)
  payload.resume()
  return payload
}

/**
 * A required body Mitra refuses: in another encoding or none ('Content type error', requireBody),
 * or JSON without content where the extractor tried first is `web::Json` (serde's EOF error, through
 * Mitra's json_error_handler; a form extractor tried first answers its content type error instead).
 */
function refuse(req: FastifyRequest, mitra: MitraDialect, kinds: Required, source: string): void {
  requireBody(req, mitra, kinds, source)
  if (bodyKindOf(req) === 'json' && hasNoPayload(req)) {
    throw new MitraRefusal(
      400,
      kinds[0] === 'json' ? EMPTY_JSON_ERROR : CONTENT_TYPE_ERROR,
      `${source} (an empty JSON body)`,
    )
  }
}

const registered = new WeakSet<FastifyInstance>()

/**
 * Applies MITRA_ROUTES to every request (once per app). The check runs before the body is parsed:
 * by then Fastify would already have refused what it has no parser for (multipart, text) or an
 * empty JSON body, without naming the Mitra rule, and would refuse bodies a handler without an
 * extractor never reads.
 */
export function registerMitraRoutes(app: FastifyInstance, state: Pick<AppState, 'mitra'>): void {
  if (registered.has(app)) return
  registered.add(app)
  app.addHook('preParsing', async (req, _reply, payload) => {
    const entry = mitraRouteOf(req)
    if (!entry) return payload
    const rule = entry[state.mitra]
    if (rule === null) return ignoreBody(req, payload)
    if ('optional' in rule) {
      const kind = bodyKindOf(req)
      const readable = kind !== null && kind !== 'other' && rule.optional.includes(kind) && !hasNoPayload(req)
      return readable ? payload : ignoreBody(req, payload)
    }
    refuse(req, state.mitra, rule, entry.source[state.mitra])
    return payload
  })
}
