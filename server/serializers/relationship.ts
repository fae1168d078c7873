import { getRelationship } from '../db/relationships'
import type { SerializeContext } from './context'

/** Relationship (RelationshipMap): blocking and per-account notification muting do not exist here. */
export function relationshipEntity(ctx: SerializeContext & { viewerId: string }, targetId: string) {
  return {
    id: targetId,
    ...getRelationship(ctx.db, ctx.viewerId, targetId, ctx.now),
    muting_notifications: false,
    blocking: false,
    blocked_by: false,
  }
}
