import { uuidV4 } from '../domain/ids'
import { getAccountByAcct } from './accounts'
import { stmt, type Db } from './database'
import { notify } from './notifications'

/**
 * Moderation actions and system accounts, as Mitra 5.9 keeps them (mitra_models
 * moderation_actions, V0135; accounts/helpers.rs create_anonymous_account).
 */

export type ModerationActionRow = {
  id: string
  moderator_id: string
  target_id: string
  action_type: 'post_deleted'
  reason: string | null
  created_at: string
}

/** Mitra's anonymous system account: the sender of payments nobody signed (Mitra 4.17.0). */
export const ANONYMOUS = 'anonymous'

export function getAnonymousAccountId(db: Db): string | undefined {
  const row = stmt(db, "SELECT account_id FROM system_accounts WHERE account_type = 'anonymous'").get() as
    { account_id: string } | undefined
  return row?.account_id
}

/**
 * `create-system-account anonymous`: a local automated account named "anonymous", with no user
 * (no password, nobody signs in as it). Mitra refuses a second one; so does the demo.
 */
export function createAnonymousAccount(db: Db, now = new Date().toISOString()): string {
  if (getAnonymousAccountId(db) || getAccountByAcct(db, ANONYMOUS)) throw new Error('account already exists')
  const id = uuidV4()
  db.transaction(() => {
    stmt(
      db,
      `INSERT INTO accounts (id, username, hostname, acct, bot, created_at, updated_at)
       VALUES (?, ?, NULL, ?, 1, ?, ?)`,
    ).run(id, ANONYMOUS, ANONYMOUS, now, now)
    stmt(db, "INSERT INTO system_accounts (account_type, account_id) VALUES ('anonymous', ?)").run(id)
  })()
  return id
}

/**
 * Mitra 5.9's on_local_post_deleted (moderation_actions/helpers.rs): a moderator deleted a local
 * author's post, so the action is recorded and the author gets a `moderation_warning`
 * notification from the moderator. The admin API gives no reason (None).
 */
export function onLocalPostDeleted(
  db: Db,
  a: { moderatorId: string; authorId: string; reason: string | null; now?: string },
): ModerationActionRow {
  const row: ModerationActionRow = {
    id: uuidV4(),
    moderator_id: a.moderatorId,
    target_id: a.authorId,
    action_type: 'post_deleted',
    reason: a.reason,
    created_at: a.now ?? new Date().toISOString(),
  }
  stmt(
    db,
    `INSERT INTO moderation_actions (id, moderator_id, target_id, action_type, reason, created_at)
     VALUES (:id, :moderator_id, :target_id, :action_type, :reason, :created_at)`,
  ).run(row)
  notify(db, {
    recipientId: a.authorId,
    senderId: a.moderatorId,
    type: 'moderation_warning',
    moderationActionId: row.id,
    createdAt: row.created_at,
  })
  return row
}
