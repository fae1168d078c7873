import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getAccount, type User } from '../db/accounts'
import {
  addListMember,
  deleteList,
  getOwnList,
  insertList,
  listMembers,
  listTimeline,
  ownLists,
  removeListMember,
  renameList,
  type ListRow,
} from '../db/lists'
import { parseUuid, uuidErrorText } from '../domain/ids'
import { requireUser } from '../http/auth'
import { bodyObject, optionalArray, requiredString } from '../http/body'
import type { AppState } from '../http/context'
import { notFound, operationError, validationError } from '../http/errors'
import { MitraRefusal, requireBody } from '../http/mitra-request'
import { queryLimit, queryOf, queryUuid, setNextLink } from '../http/query'
import type { MitraDialect } from '../dialect'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { statusEntities } from '../serializers/status'

type IdParams = { Params: { id: string } }
const TITLE_MAX_BYTES = 200

/** List.id is an integer at Mitra 3.21, a string since 4.18.0. */
const listEntity = (mitra: MitraDialect) => (row: ListRow) => ({
  id: mitra === '3.21' ? row.id : String(row.id),
  title: row.title,
  replies_policy: 'followed',
  exclusive: true,
})

const V3 = 'v3.21.0 src/mastodon_api/lists/views.rs'
const V5 = 'v5.9.1 mitra_api/src/mastodon_api/lists/views.rs'

/** POST /lists: web::Json<ListData> at 3.21; JsonOrForm<ListForm> since 4.18.0. */
const CREATE: Record<MitraDialect, { kinds: ('json' | 'form')[]; rule: string }> = {
  '3.21': { kinds: ['json'], rule: `${V3}: create_list takes web::Json<ListData>` },
  '5.9': { kinds: ['json', 'form'], rule: `${V5}: create_list takes JsonOrForm<ListForm>` },
}

/**
 * POST /lists/{id}/accounts. 3.21: web::Json<ListAccountsData>, whose `account_ids` also answers
 * to the JSON key "account_ids[]" (a serde alias). Since 4.19.0 JsonOrQsForm<ListAccountsForm>:
 * JSON with `account_ids` only (the alias is gone), or a form of `account_ids[]=…` keys.
 */
function memberIds(req: FastifyRequest, mitra: MitraDialect): string[] {
  const rule =
    mitra === '3.21'
      ? `${V3}: add_accounts_to_list takes web::Json<ListAccountsData>`
      : `${V5}: add_accounts_to_list takes JsonOrQsForm<ListAccountsForm>`
  requireBody(req, mitra, mitra === '3.21' ? ['json'] : ['json', 'form'], rule)
  const fields = bodyObject(req.body)
  const jsonError = (d: string) => validationError(`Json deserialize error: ${d}`)
  if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    return uuidsOf(fields, 'account_ids', (d) => validationError(`Form deserialize error: ${d}`))
  }
  const listed =
    optionalArray(fields, 'account_ids') ?? (mitra === '3.21' ? optionalArray(fields, 'account_ids[]') : null)
  if (!listed) throw new MitraRefusal(400, 'Json deserialize error: missing field `account_ids`', rule)
  return uuidsOf({ account_ids: listed }, 'account_ids', jsonError)
}

function validTitle(fields: Record<string, unknown>): string {
  const title = requiredString(fields, 'title').trim()
  if (title === '') throw validationError('feed name is empty')
  if (Buffer.byteLength(title) > TITLE_MAX_BYTES) throw validationError('feed name is too long')
  return title
}

/** `key[]`, `key[0]`, `key[1]`… in a query or form: the UUIDs, in order. */
function uuidsOf(source: Record<string, unknown>, key: string, fail: (detail: string) => Error): string[] {
  const entries = Object.entries(source)
    .filter(([k]) => k === key || k.startsWith(`${key}[`))
    .sort(([a], [b]) => Number(/\d+/.exec(a)?.[0] ?? -1) - Number(/\d+/.exec(b)?.[0] ?? -1))
  const out: string[] = []
  for (const [, value] of entries) {
    for (const raw of [value].flat()) {
      const id = typeof raw === 'string' ? parseUuid(raw) : null
      if (!id) throw fail(uuidErrorText(String(raw)))
      out.push(id)
    }
  }
  return out
}

export function listRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state
  const toEntity = listEntity(state.mitra)
  // Path<i32> in both releases: a path that is not a number is refused before the body is read.
  const listId = (req: FastifyRequest<IdParams>): number => {
    const raw = req.params.id
    if (!/^\d+$/.test(raw)) {
      throw new MitraRefusal(
        400,
        'Path deserialize error: invalid digit found in string',
        `${state.mitra === '3.21' ? V3 : V5}: list_id is web::Path<i32>`,
      )
    }
    return Number(raw)
  }
  const ownList = (req: FastifyRequest<IdParams>, user: User, id = listId(req)): ListRow => {
    const list = getOwnList(db, user.account.id, id)
    if (!list) throw notFound('custom feed')
    return list
  }

  app.get('/api/v1/lists', async (req) => {
    const user = requireUser(state, req)
    return ownLists(db, user.account.id).map(toEntity)
  })

  app.post('/api/v1/lists', async (req) => {
    const user = requireUser(state, req)
    requireBody(req, state.mitra, CREATE[state.mitra].kinds, CREATE[state.mitra].rule)
    return toEntity(insertList(db, user.account.id, validTitle(bodyObject(req.body))))
  })

  app.get<IdParams>('/api/v1/lists/:id', async (req) => toEntity(ownList(req, requireUser(state, req))))

  // web::Json<ListData|ListForm> in both releases.
  app.put<IdParams>('/api/v1/lists/:id', async (req) => {
    const user = requireUser(state, req)
    const id = listId(req)
    requireBody(
      req,
      state.mitra,
      ['json'],
      state.mitra === '3.21'
        ? `${V3}: update_list takes web::Json<ListData>`
        : `${V5}: update_list takes web::Json<ListForm>`,
    )
    const list = ownList(req, user, id)
    const title = validTitle(bodyObject(req.body))
    renameList(db, list.id, title)
    return toEntity({ ...list, title })
  })

  app.delete<IdParams>('/api/v1/lists/:id', async (req) => {
    deleteList(db, ownList(req, requireUser(state, req)).id)
    return {}
  })

  // The client adds one account at a time; a repeat is 422 'user already added'.
  app.post<IdParams>('/api/v1/lists/:id/accounts', async (req) => {
    const user = requireUser(state, req)
    const id = listId(req)
    const ids = memberIds(req, state.mitra)
    const list = ownList(req, user, id)
    for (const id of ids) {
      if (!getAccount(db, id)) throw notFound('profile')
      if (!addListMember(db, list.id, id)) throw operationError('user already added')
    }
    return {}
  })

  app.delete<IdParams>('/api/v1/lists/:id/accounts', async (req) => {
    const list = ownList(req, requireUser(state, req))
    const ids = uuidsOf(queryOf(req), 'account_ids', (d) => validationError(`Query deserialize error: ${d}`))
    for (const id of ids) removeListMember(db, list.id, id)
    return {}
  })

  // Paged by the last account id; Mitra sends no Link header here.
  app.get<IdParams>('/api/v1/lists/:id/accounts', async (req) => {
    const user = requireUser(state, req)
    const list = ownList(req, user)
    const query = queryOf(req)
    const rows = listMembers(db, { listId: list.id, maxId: queryUuid(query, 'max_id'), limit: queryLimit(query, 40) })
    const ctx = serializeContext(state, req, user)
    return rows.map((row) => accountEntity(ctx, row))
  })

  app.get<IdParams>('/api/v1/timelines/list/:id', async (req, reply) => {
    const user = requireUser(state, req)
    const list = ownList(req, user)
    const query = queryOf(req)
    const maxId = queryUuid(query, 'max_id')
    const limit = queryLimit(query, 20)
    const ctx = serializeContext(state, req, user)
    const posts = listTimeline(db, { viewer: user.account.id, listId: list.id, maxId, limit, now: ctx.now })
    setNextLink(req, reply, posts.length, limit, posts.at(-1)?.id)
    return statusEntities(ctx, posts)
  })
}
