import { createHash, randomBytes } from 'node:crypto'
import { stmt, type Db } from './database'

import type { MitraDialect } from '../dialect'

/**
 * Mitra's default `authentication_token_lifetime`, in seconds (mitra_config/src/authentication.rs):
 * 7 days at 3.21, 30 days since 4.14.0. The instance setting of that name replaces it.
 */
export const DEFAULT_TOKEN_LIFETIME_S: Record<MitraDialect, number> = { '3.21': 7 * 24 * 3600, '5.9': 30 * 24 * 3600 }

/** Only a SHA-256 of each token is stored, so a copy of the database holds no usable token. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new token of `lifetime` seconds for the user. */
export function createToken(
  db: Db,
  userId: string,
  lifetime: number,
  now = Date.now(),
): { token: string; createdAt: number } {
  const token = randomBytes(32).toString('base64url')
  stmt(db, 'INSERT INTO oauth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    userId,
    new Date(now).toISOString(),
    new Date(now + lifetime * 1000).toISOString(),
  )
  return { token, createdAt: now }
}

/** The user id of a valid (known, unexpired) token. */
export function findTokenUser(db: Db, token: string, now = Date.now()): string | undefined {
  const row = stmt(db, 'SELECT user_id FROM oauth_tokens WHERE token_hash = ? AND expires_at > ?').get(
    hashToken(token),
    new Date(now).toISOString(),
  ) as { user_id: string } | undefined
  return row?.user_id
}

/** Deletes the token if it belongs to the user; false when it does not (or does not exist). */
export function revokeToken(db: Db, userId: string, token: string): boolean {
  return (
    stmt(db, 'DELETE FROM oauth_tokens WHERE token_hash = ? AND user_id = ?').run(hashToken(token), userId).changes > 0
  )
}

/**
 * Records a wallet sign-in nonce for a CAIP-10 account id (`eip155:1:0x…`, `monero:…:…`);
 * false when that account already used it (Mitra: "nonce can't be reused").
 */
export function useCaip122Nonce(db: Db, accountId: string, nonce: string, now = Date.now()): boolean {
  return (
    stmt(db, 'INSERT OR IGNORE INTO caip122_nonces (account_id, nonce, created_at) VALUES (?, ?, ?)').run(
      accountId,
      nonce,
      new Date(now).toISOString(),
    ).changes > 0
  )
}

/** A signed-in session as Mitra 4.14+ lists it: the token's row id, when it was made and whether it is this one. */
export type SessionRow = { id: number; created_at: string; expires_at: string; is_current: boolean }

/**
 * The member's tokens that have not expired, in the order they were made. The id is SQLite's rowid
 * of the token row (Mitra's is the oauth_token table's serial id).
 */
export function listSessions(db: Db, userId: string, currentToken: string, now = Date.now()): SessionRow[] {
  const rows = stmt(
    db,
    'SELECT rowid AS id, token_hash, created_at, expires_at FROM oauth_tokens WHERE user_id = ? AND expires_at >= ? ORDER BY rowid',
  ).all(userId, new Date(now).toISOString()) as {
    id: number
    token_hash: string
    created_at: string
    expires_at: string
  }[]
  const current = hashToken(currentToken)
  return rows.map(({ token_hash, ...row }) => ({ ...row, is_current: token_hash === current }))
}

/** Deletes one of the member's tokens by id; false when they have none with that id. */
export function deleteSession(db: Db, userId: string, id: number): boolean {
  return stmt(db, 'DELETE FROM oauth_tokens WHERE rowid = ? AND user_id = ?').run(id, userId).changes > 0
}
