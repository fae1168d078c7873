import { isFollowing, type AccountRow } from '../db/accounts'
import type { Db } from '../db/database'
import { deleteFollowRequest, upsertFollow, upsertFollowRequest, type FollowOptions } from '../db/follows'
import { notify } from '../db/notifications'

/**
 * Mitra's follow: a locked account gets a follow request (told once), anyone else a follow
 * (told once); following again only updates the reblogs and replies options.
 */
export function followAccount(
  db: Db,
  sourceId: string,
  target: AccountRow,
  opts: FollowOptions,
  at = new Date().toISOString(),
): void {
  db.transaction(() => {
    const already = isFollowing(db, sourceId, target.id)
    if (already || target.locked === 0) {
      upsertFollow(db, sourceId, target.id, opts, at)
      deleteFollowRequest(db, sourceId, target.id)
      if (!already) notify(db, { recipientId: target.id, senderId: sourceId, type: 'follow', createdAt: at })
    } else if (upsertFollowRequest(db, sourceId, target.id, opts, at)) {
      notify(db, { recipientId: target.id, senderId: sourceId, type: 'follow_request', createdAt: at })
    }
  })()
}
