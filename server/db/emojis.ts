import { randomBytes } from 'node:crypto'
import { uuidV4 } from '../domain/ids'
import { stmt, type Db } from './database'

export type EmojiRow = {
  id: string
  shortcode: string
  /** NULL for local emojis; remote ones keep their server's name. */
  hostname: string | null
  file_name: string
  media_type: string
  created_at: string
}

export function insertEmoji(
  db: Db,
  data: {
    id?: string
    shortcode: string
    hostname?: string | null
    fileName: string
    mediaType: string
    createdAt?: string
  },
): EmojiRow {
  const id = data.id ?? uuidV4(randomBytes(16))
  stmt(
    db,
    'INSERT INTO custom_emojis (id, shortcode, hostname, file_name, media_type, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    data.shortcode,
    data.hostname ?? null,
    data.fileName,
    data.mediaType,
    data.createdAt ?? new Date().toISOString(),
  )
  return stmt(db, 'SELECT * FROM custom_emojis WHERE id = ?').get(id) as EmojiRow
}

export function getEmoji(db: Db, id: string): EmojiRow | undefined {
  return stmt(db, 'SELECT * FROM custom_emojis WHERE id = ?').get(id) as EmojiRow | undefined
}

export function getLocalEmoji(db: Db, shortcode: string): EmojiRow | undefined {
  return stmt(db, 'SELECT * FROM custom_emojis WHERE shortcode = ? AND hostname IS NULL').get(shortcode) as
    EmojiRow | undefined
}

export function listLocalEmojis(db: Db): EmojiRow[] {
  return stmt(db, 'SELECT * FROM custom_emojis WHERE hostname IS NULL ORDER BY shortcode').all() as EmojiRow[]
}

export function postEmojis(db: Db, postId: string): EmojiRow[] {
  return stmt(
    db,
    'SELECT e.* FROM post_emojis pe JOIN custom_emojis e ON e.id = pe.emoji_id WHERE pe.post_id = ? ORDER BY pe.rowid',
  ).all(postId) as EmojiRow[]
}

export function setPostEmojis(db: Db, postId: string, emojiIds: readonly string[]): void {
  stmt(db, 'DELETE FROM post_emojis WHERE post_id = ?').run(postId)
  const add = stmt(db, 'INSERT OR IGNORE INTO post_emojis (post_id, emoji_id) VALUES (?, ?)')
  for (const id of emojiIds) add.run(postId, id)
}
