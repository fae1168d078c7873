import type { FastifyInstance } from 'fastify'
import { getPoll, vote } from '../db/polls'
import { canViewPost, getPost } from '../db/posts'
import { requireUser } from '../http/auth'
import { bodyObject, optionalArray } from '../http/body'
import type { AppState } from '../http/context'
import { notFound, operationError, validationError } from '../http/errors'
import { pathUuid } from '../http/query'
import { serializeContext } from '../serializers/context'
import { pollEntity } from '../serializers/media'

/** `choices[]` or `choices`: option indexes (usize), duplicates counted once. */
function choices(body: unknown): number[] {
  const fields = bodyObject(body)
  const list = optionalArray(fields, 'choices[]') ?? optionalArray(fields, 'choices')
  if (list === null) throw validationError('Json deserialize error: missing field `choices`')
  const out = new Set<number>()
  for (const v of list) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
      throw validationError(`Json deserialize error: invalid type: ${JSON.stringify(v)}, expected usize`)
    }
    out.add(v)
  }
  return [...out]
}

export function pollRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // The poll id is the post id. Checks in Mitra's order.
  app.post<{ Params: { id: string } }>('/api/v1/polls/:id/votes', async (req) => {
    const user = requireUser(state, req)
    const id = pathUuid(req.params.id)
    const picked = choices(req.body)
    const post = getPost(db, id)
    if (!post || !canViewPost(db, post, user.account.id)) throw notFound('post')
    const poll = getPoll(db, post.id)
    if (!poll) throw notFound('poll')
    const ctx = serializeContext(state, req, user)
    if (poll.expiresAt <= ctx.now) throw operationError('poll has already ended')
    if (picked.length === 0) throw operationError('choice set is empty')
    if (!poll.multiple && picked.length > 1) throw operationError('only one option can be chosen')
    const result = vote(db, post.id, user.account.id, picked, ctx.now)
    if (!result.ok) throw result.reason === 'already voted' ? operationError('already voted') : notFound('poll option')
    return pollEntity(
      ctx,
      result.poll,
      [...picked].sort((a, b) => a - b),
    )
  })
}
