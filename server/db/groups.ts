import { uuidV4 } from '../domain/ids'
import { getAccount, insertFollow, type AccountRow } from './accounts'
import { stmt, type Db } from './database'
import { NOT_MUTED, VISIBLE_TO_VIEWER, type Page, type PostRow } from './posts'

/**
 * Groups as Mitra 5.9 keeps them (mitra_models/src/groups): an account of actor type Group, its
 * moderators (GroupAdmin relationships, the creator's first) and the posts of its conversations.
 */

/**
 * Whether a local account already has this name, in any case: Mitra's check_local_username_unique
 * (accounts/queries.rs) compares with ILIKE against users and automated accounts (groups) alike.
 */
export function localUsernameTaken(db: Db, username: string): boolean {
  return (
    stmt(db, 'SELECT 1 FROM accounts WHERE hostname IS NULL AND lower(username) = lower(?)').get(username) !== undefined
  )
}

export type NewGroup = { ownerId: string; username: string; bio: string | null; bioSource: string | null }

/**
 * create_group (groups/queries.rs) and what its view does next: the group account, the creator's
 * GroupAdmin relationship, and the creator's follow, accepted at once (accept_and_add_follower).
 */
export function insertGroup(db: Db, data: NewGroup, now = new Date().toISOString()): AccountRow {
  const id = uuidV4()
  db.transaction(() => {
    stmt(
      db,
      `INSERT INTO accounts (id, username, hostname, acct, bio, bio_source, is_group, created_at, updated_at)
       VALUES (?, ?, NULL, ?, ?, ?, 1, ?, ?)`,
    ).run(id, data.username, data.username, data.bio, data.bioSource, now, now)
    addGroupAdmin(db, data.ownerId, id)
    insertFollow(db, data.ownerId, id, now)
  })()
  const row = getAccount(db, id)
  if (!row) throw new Error('group was not stored')
  return row
}

export function addGroupAdmin(db: Db, accountId: string, groupId: string): void {
  stmt(db, 'INSERT OR IGNORE INTO group_admins (account_id, group_id) VALUES (?, ?)').run(accountId, groupId)
}

/** A group account by id (get_group_account_by_id / get_group_by_id), undefined for any other. */
export function getGroup(db: Db, id: string): AccountRow | undefined {
  return stmt(db, 'SELECT * FROM accounts WHERE id = ? AND is_group = 1').get(id) as AccountRow | undefined
}

/** has_relationship(…, GroupAdmin): whether the account moderates the group. */
export function isGroupAdmin(db: Db, accountId: string, groupId: string): boolean {
  return (
    stmt(db, 'SELECT 1 FROM group_admins WHERE account_id = ? AND group_id = ?').get(accountId, groupId) !== undefined
  )
}

/**
 * Mitra's rule for Status.conversation.can_moderate (find_moderated_conversations_by_user,
 * conversations/queries.rs): the post has a group and the viewer holds a GroupAdmin relationship
 * to it. Replies carry their conversation's group, so this holds for every post of the thread.
 */
export function canModerateConversation(db: Db, viewerId: string, postId: string): boolean {
  return (
    stmt(
      db,
      'SELECT 1 FROM posts p JOIN group_admins ga ON ga.group_id = p.group_id WHERE p.id = ? AND ga.account_id = ?',
    ).get(postId, viewerId) !== undefined
  )
}

/** The moderators of a group, newest relationship first (get_affiliated_profiles). */
export function groupAdmins(db: Db, groupId: string): AccountRow[] {
  return stmt(
    db,
    'SELECT a.* FROM group_admins ga JOIN accounts a ON a.id = ga.account_id WHERE ga.group_id = ? ORDER BY ga.id DESC',
  ).all(groupId) as AccountRow[]
}

export type GroupFilter = 'following' | 'moderating'

/**
 * get_related_groups (groups/queries.rs): the groups the account follows or moderates, the one
 * with the latest post first, groups without posts last.
 */
export function relatedGroups(
  db: Db,
  q: { accountId: string; filter: GroupFilter; offset: number; limit: number },
): AccountRow[] {
  const related =
    q.filter === 'following'
      ? 'SELECT target_id AS group_id, id AS rel FROM follows WHERE source_id = :account'
      : 'SELECT group_id, id AS rel FROM group_admins WHERE account_id = :account'
  return stmt(
    db,
    `SELECT a.* FROM (${related}) r JOIN accounts a ON a.id = r.group_id
     WHERE a.is_group = 1
     ORDER BY (SELECT MAX(p.created_at) FROM posts p WHERE p.group_id = a.id) DESC NULLS LAST, r.rel
     LIMIT :limit OFFSET :offset`,
  ).all({ account: q.accountId, limit: q.limit, offset: q.offset }) as AccountRow[]
}

/** get_group_timeline: the group's top-level posts the viewer may see, muted authors left out. */
export function groupTimeline(db: Db, page: Page & { viewer: string; groupId: string }): PostRow[] {
  return stmt(
    db,
    `SELECT p.* FROM posts p
     WHERE p.group_id = :group AND p.in_reply_to_id IS NULL
       AND (:max_id IS NULL OR p.id < :max_id)
       AND ${NOT_MUTED}
       AND ${VISIBLE_TO_VIEWER}
     ORDER BY p.id DESC LIMIT :limit`,
  ).all({ group: page.groupId, viewer: page.viewer, max_id: page.maxId, limit: page.limit, now: page.now }) as PostRow[]
}

/** A new description (update_profile with the group's bio and its source). */
export function updateGroupBio(db: Db, id: string, bio: string | null, bioSource: string | null): AccountRow {
  stmt(db, 'UPDATE accounts SET bio = ?, bio_source = ?, updated_at = ? WHERE id = ?').run(
    bio,
    bioSource,
    new Date().toISOString(),
    id,
  )
  const row = getAccount(db, id)
  if (!row) throw new Error('group vanished')
  return row
}

/** delete_account of a group: its posts, follows and moderators go with it (ON DELETE CASCADE). */
export function deleteGroup(db: Db, id: string): void {
  stmt(db, 'DELETE FROM accounts WHERE id = ?').run(id)
}
