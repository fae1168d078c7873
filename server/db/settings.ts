import type { UserRow } from './accounts'
import { stmt, type Db } from './database'

/** The per-user client settings: `{ "<client name>": { … } }`, one key replaced at a time. */
export function setClientConfig(db: Db, accountId: string, config: Record<string, unknown>): void {
  stmt(db, 'UPDATE users SET client_config = ? WHERE account_id = ?').run(JSON.stringify(config), accountId)
}

export type PostingDefaults = { visibility: UserRow['default_post_visibility']; language: string | null }

/** The shared posting defaults (Mitra 4.17.0 set_shared_client_config). */
export function setPostingDefaults(db: Db, accountId: string, defaults: PostingDefaults): void {
  stmt(db, 'UPDATE users SET default_post_visibility = ?, default_post_language = ? WHERE account_id = ?').run(
    defaults.visibility,
    defaults.language,
    accountId,
  )
}

/**
 * Removes a local member: the account row goes and the schema's cascades take the user, its
 * tokens, posts (and replies to them), follows, requests, reactions, bookmarks, lists, mutes,
 * notifications and markers with it. Stored media files stay on disk, as nothing refers to them.
 */
export function deleteLocalAccount(db: Db, accountId: string): void {
  db.transaction(() => {
    stmt(db, 'DELETE FROM accounts WHERE id = ? AND hostname IS NULL').run(accountId)
  })()
}

export type ProfileUpdate = {
  displayName: string | null
  bio: string | null
  bioSource: string | null
  avatar: { file: string; mediaType: string } | null
  header: { file: string; mediaType: string } | null
  locked: boolean
  /** The automated-account flag (actor type `Service`); only Mitra 4.2 and later change it. */
  bot: boolean
  mentionPolicy: 'none' | 'only_known' | 'only_contacts'
  fields: { name: string; value: string; value_source: string }[]
}

export function updateProfile(db: Db, accountId: string, data: ProfileUpdate, now = new Date().toISOString()): void {
  stmt(
    db,
    `UPDATE accounts SET display_name = ?, bio = ?, bio_source = ?, avatar_file = ?, avatar_media_type = ?,
       header_file = ?, header_media_type = ?, locked = ?, bot = ?, mention_policy = ?, fields = ?, updated_at = ?
     WHERE id = ?`,
  ).run(
    data.displayName,
    data.bio,
    data.bioSource,
    data.avatar?.file ?? null,
    data.avatar?.mediaType ?? null,
    data.header?.file ?? null,
    data.header?.mediaType ?? null,
    data.locked ? 1 : 0,
    data.bot ? 1 : 0,
    data.mentionPolicy,
    JSON.stringify(data.fields),
    now,
    accountId,
  )
}
