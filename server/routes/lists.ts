import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getAccount, type User } from '../db/accounts'
import {
  addListMember, deleteList, getOwnList, insertList, listMembers, listTimeline, ownLists, removeListMember, renameList, type ListRow,
} from '../db/lists'
import { parseUuid, uuidErrorText } from '../domain/ids'
import { requireUser } from '../http/auth'
import { bodyObject, optionalArray, requiredString } from '../http/body'
import type { AppState } from '../http/context'
import { notFound, operationError, validationError } from '../http/errors'
import { queryLimit, queryOf, queryUuid, setNextLink } from '../http/query'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { statusEntities } from '../serializers/status'

type IdParams = { Params: { id: string } }
const TITLE_MAX_BYTES = 200

// List.id is an integer at Mitra 3.21 (a string from 4.18).
const listEntity = (row: ListRow) => ({ id: row.id, title: row.title, replies_policy: 'followed', exclusive: true })

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
  const ownList = (req: FastifyRequest<IdParams>, user: User): ListRow => {
    const raw = req.params.id
    if (!/^\d+$/.test(raw)) throw validationError('Path deserialize error: invalid digit found in string')
    const list = getOwnList(db, user.account.id, Number(raw))
    if (!list) throw notFound('custom feed')
    return list
  }

  app.get('/api/v1/lists', async (req) => {
    const user = requireUser(state, req)
    return ownLists(db, user.account.id).map(listEntity)
  })

  app.post('/api/v1/lists', async (req) => {
    const user = requireUser(state, req)
    return listEntity(insertList(db, user.account.id, validTitle(bodyObject(req.body))))
  })

  app.get<IdParams>('/api/v1/lists/:id', async (req) => listEntity(ownList(req, requireUser(state, req))))

  app.put<IdParams>('/api/v1/lists/:id', async (req) => {
    const list = ownList(req, requireUser(state, req))
    const title = validTitle(bodyObject(req.body))
    renameList(db, list.id, title)
    return listEntity({ ...list, title })
  })

  app.delete<IdParams>('/api/v1/lists/:id', async (req) => {
    deleteList(db, ownList(req, requireUser(state, req)).id)
    return {}
  })

  // The client adds one account at a time; a repeat is 422 'user already added'.
  app.post<IdParams>('/api/v1/lists/:id/accounts', async (req) => {
    const list = ownList(req, requireUser(state, req))
    const fields = bodyObject(req.body)
    const fromJson = optionalArray(fields, 'account_ids')
    const ids = fromJson
      ? uuidsOf({ account_ids: fromJson }, 'account_ids', (d) => validationError(`Json deserialize error: ${d}`))
      : uuidsOf(fields, 'account_ids', (d) => validationError(`Json deserialize error: ${d}`))
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
