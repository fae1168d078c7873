import { randomBytes } from 'node:crypto'
import { uuidV7 } from '../domain/ids'
import { stmt, type Db } from './database'

export type MediaRow = {
  id: string
  owner_id: string
  post_id: string | null
  file_name: string
  media_type: string
  file_size: number
  description: string | null
  position: number
  created_at: string
}

export type NewMedia = {
  id?: string
  ownerId: string
  fileName: string
  mediaType: string
  fileSize: number
  description?: string | null
  createdAt?: string
}

export function insertMedia(db: Db, data: NewMedia): MediaRow {
  const createdAt = data.createdAt ?? new Date().toISOString()
  const id = data.id ?? uuidV7(Date.parse(createdAt), randomBytes(10))
  stmt(
    db,
    `INSERT INTO media_attachments (id, owner_id, file_name, media_type, file_size, description, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, data.ownerId, data.fileName, data.mediaType, data.fileSize, data.description ?? null, createdAt)
  const row = getMedia(db, id)
  if (!row) throw new Error('attachment was not stored')
  return row
}

export function getMedia(db: Db, id: string): MediaRow | undefined {
  return stmt(db, 'SELECT * FROM media_attachments WHERE id = ?').get(id) as MediaRow | undefined
}

export function setMediaDescription(db: Db, id: string, description: string | null): void {
  stmt(db, 'UPDATE media_attachments SET description = ? WHERE id = ?').run(description, id)
}

export function postMedia(db: Db, postId: string): MediaRow[] {
  return stmt(db, 'SELECT * FROM media_attachments WHERE post_id = ? ORDER BY position, created_at').all(
    postId,
  ) as MediaRow[]
}

/** The user's attachments that may go on the post: not attached yet, or already on this post. */
export function attachableMedia(db: Db, id: string, ownerId: string, postId: string | null): MediaRow | undefined {
  return stmt(
    db,
    'SELECT * FROM media_attachments WHERE id = ? AND owner_id = ? AND (post_id IS NULL OR post_id = ?)',
  ).get(id, ownerId, postId) as MediaRow | undefined
}

/** Puts exactly these attachments on the post, in order; ones left out are deleted (as Mitra does on edit). */
export function setPostMedia(db: Db, postId: string, ids: readonly string[]): void {
  const current = postMedia(db, postId)
  const drop = stmt(db, 'DELETE FROM media_attachments WHERE id = ?')
  for (const m of current) if (!ids.includes(m.id)) drop.run(m.id)
  const link = stmt(db, 'UPDATE media_attachments SET post_id = ?, position = ? WHERE id = ?')
  ids.forEach((id, i) => link.run(postId, i, id))
}
